import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restApi } from '@domain/api';
import { registerRestResource } from '../../http/restResource';
import { ContactMessages, messageSchema } from './store';

/**
 * The Super Admin's received messages at /api/v1/contactMessages. Visitors send them through the
 * public site (ContactAPI/SendMessage), so there is no create here; an update marks a message read.
 */
export default async function contactRestRoutes(app: FastifyInstance) {
  const messages = new ContactMessages(app.db);
  registerRestResource(app, {
    name: 'contactMessages',
    paths: restApi.contactMessages,
    record: messageSchema,
    filters: { unread: 'flag' },
    notes: { update: 'A message takes one change: it is marked read (whatever else the body holds).' },
    list: (_request, params) => messages.list(params),
    one: (_request, id) => messages.get(id),
    update: { body: z.object({}), save: (_request, body) => messages.markRead(body.id as number) },
    remove: (_request, id) => messages.remove(id),
  });
}
