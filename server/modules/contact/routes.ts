import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { api } from '@domain/api';
import { contactMessageSchema, type ContactMessage } from '@domain/contact';
import { contactMessages } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { orderBy, pageWindow, searchCondition, type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, idParams } from '../../http/schemas';
import { contactCounters } from './limits';
import { contactMail } from './mail';
import type { SiteOptions } from './site';

const TAGS = ['ContactAPI'];

const messageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  createdDate: z.string(),
  readDate: z.string().nullable(),
});

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);
const present = (row: typeof contactMessages.$inferSelect): ContactMessage => ({
  ...row,
  createdDate: iso(row.createdDate) as string,
  readDate: iso(row.readDate),
});

const messageListParams = z.object({ ...listParamsShape, unread: z.boolean().optional() });

/**
 * The public contact form (stored, mailed to the agency's inbox through the outbox/SMTP path,
 * rate limited) and the Super Admin's list of received messages.
 */
export default async function contactRoutes(fastify: FastifyInstance, options: { site: SiteOptions }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { site } = options;

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
      const m = contactMessages;
      const where = and(
        searchCondition(query.q, [m.name, m.email, m.company, m.subject, m.message]),
        query.unread ? isNull(m.readDate) : undefined,
      );
      const order = query._sort
        ? orderBy(
            query,
            { id: m.id, name: m.name, email: m.email, subject: m.subject, createdDate: m.createdDate },
            m.id,
          )
        : [desc(m.id)];
      const base = app.db
        .select()
        .from(m)
        .where(where)
        .orderBy(...order);
      const window = pageWindow(query);
      const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
      if (window) {
        const [total] = await app.db.select({ n: count() }).from(m).where(where);
        reply.header('X-Total-Count', String(total.n));
      }
      return rows.map(present);
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
    handler: async (request, reply) => {
      const [row] = await app.db
        .update(contactMessages)
        .set({ readDate: sql`coalesce(${contactMessages.readDate}, now())` })
        .where(eq(contactMessages.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return reply.success('success.contactRead', present(row));
    },
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
      const [row] = await app.db
        .delete(contactMessages)
        .where(eq(contactMessages.id, request.params.id))
        .returning({ id: contactMessages.id });
      if (!row) throw notFound();
      return reply.success('success.contactDeleted', null);
    },
  });
}
