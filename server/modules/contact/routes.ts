import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { contactMessageSchema } from '@domain/contact';
import { contactMessages } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import type { ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, idParams } from '../../http/schemas';
import { contactCounters } from './limits';
import { contactMail } from './mail';
import type { SiteOptions } from './site';
import { ContactMessages, messageSchema } from './store';

const TAGS = ['ContactAPI'];

const messageListParams = z.object({ ...listParamsShape, unread: z.boolean().optional() });

/**
 * The public contact form (stored, mailed to the agency's inbox through the outbox/SMTP path,
 * rate limited) and the Super Admin's list of received messages.
 */
export default async function contactRoutes(fastify: FastifyInstance, options: { site: SiteOptions }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { site } = options;
  const messages = new ContactMessages(app.db);

  app.route({
    ...endpoint(api.contact.details),
    schema: {
      tags: TAGS,
      summary: "The agency's phone, email, address (with a map link) and social links, for the public site",
      response: {
        200: z.object({
          phone: z.string(),
          email: z.string(),
          address: z.string(),
          mapUrl: z.string(),
          social: z.record(z.string(), z.string()),
        }),
      },
    },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { phone: site.phone, email: site.email, address: site.address, mapUrl: site.mapUrl, social: site.social };
    },
  });

  app.route({
    ...endpoint(api.contact.send),
    schema: {
      tags: TAGS,
      summary:
        'Send a message to the agency (stored for the Super Admin and mailed to the inbox); limited per address and sender',
      body: contactMessageSchema,
      response: { 200: envelopeSchema(z.null()), ...failureResponses },
    },
    handler: async (request, reply) => {
      const input = request.body;
      await app.rateLimiter.takeFor(reply, contactCounters(request.ip, input.email));
      // A filled trap field is a robot: answered like anyone, kept and mailed to no one.
      if (input.website?.trim()) return reply.success('success.contactSent', null);
      const { website: _trap, ...fields } = input;
      const [stored] = await app.db
        .insert(contactMessages)
        .values({
          name: fields.name,
          email: fields.email,
          phone: fields.phone ?? null,
          company: fields.company ?? null,
          subject: fields.subject ?? null,
          message: fields.message,
          language: request.lang,
        })
        .returning({ id: contactMessages.id });
      const copy = contactMail(site.inbox ?? site.email, fields, request.lang);
      await app.mailer.send({ ...copy, contactMessageId: stored.id }, request.log);
      return reply.success('success.contactSent', null);
    },
  });

  app.route({
    ...endpoint(api.contact.all),
    schema: {
      tags: TAGS,
      summary:
        'Received contact messages, newest first (paged with _page/_perPage; q searches; unread=true keeps the unread)',
      querystring: messageListParams,
      response: { 200: z.array(messageSchema), ...failureResponses },
    },
    handler: async (request, reply) => {
      const query = request.query as ListParams & { unread?: boolean };
      const { records, total } = await messages.list(query);
      if (query._page !== undefined) reply.header('X-Total-Count', String(total));
      return records;
    },
  });

  app.route({
    ...endpoint(api.contact.markRead),
    schema: {
      tags: TAGS,
      summary: 'Mark a message as read',
      params: idParams,
      response: { 200: envelopeSchema(messageSchema), ...failureResponses },
    },
    handler: async (request, reply) => reply.success('success.contactRead', await messages.markRead(request.params.id)),
  });

  app.route({
    ...endpoint(api.contact.remove),
    schema: {
      tags: TAGS,
      summary: 'Delete a message',
      params: idParams,
      response: { 200: envelopeSchema(z.null()), ...failureResponses },
    },
    handler: async (request, reply) => {
      await messages.remove(request.params.id);
      return reply.success('success.contactDeleted', null);
    },
  });
}
