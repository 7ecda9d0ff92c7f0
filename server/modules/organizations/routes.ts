import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { api } from '@domain/api';
import type { Db } from '../../db/db';
import { organizations, users } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import { badRequest, notFound } from '../../http/errors';
import { orderBy, pageWindow, searchCondition, type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, positiveId } from '../../http/schemas';
import { audit } from '../../auth/audit';
import { isoDate } from '../resources/elements';
import { removeOrganization } from './removal';

const tags = ['Organizations'];

const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  people: z.number().int(),
  createdDate: z.string(),
});

/** The Super Admin's organisations: the list, and the deletion of one with every row of it. */
export default async function organizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(api.platform.organizations),
    schema: {
      tags,
      summary: 'Every organisation with its owner and how many people it has',
      querystring: z.object(listParamsShape),
      response: { 200: z.array(organizationSchema), ...failureResponses },
    },
    handler: async (request, reply) => {
      const query = request.query as ListParams;
      const where = searchCondition(query.q, [organizations.name]);
      const columns = { id: organizations.id, name: organizations.name, createdDate: organizations.createdDate };
      const base = app.db
        .select({
          id: organizations.id,
          name: organizations.name,
          createdDate: organizations.createdDate,
        })
        .from(organizations)
        .where(where)
        .orderBy(...orderBy(query, columns, organizations.id));
      const window = pageWindow(query);
      const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
      if (window) {
        const [total] = await app.db.select({ n: count() }).from(organizations).where(where);
        reply.header('X-Total-Count', String(total.n));
      }
      // The page's owners and head counts, in one read.
      const ids = rows.map((row) => row.id);
      const members = ids.length
        ? await app.db
            .select({ organizationId: users.organizationId, email: users.email, isOwner: users.isOwner })
            .from(users)
            .where(inArray(users.organizationId, ids))
            .orderBy(users.id)
        : [];
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        ownerEmail: members.find((m) => m.organizationId === row.id && m.isOwner)?.email ?? null,
        people: members.filter((m) => m.organizationId === row.id).length,
        createdDate: isoDate(row.createdDate),
      }));
    },
  });

  app.route({
    ...endpoint(api.platform.removeOrganization),
    schema: {
      tags,
      summary:
        'Delete an organisation and every row of it in every table (its name, typed again, confirms); other organisations are untouched',
      params: z.object({ organizationId: positiveId }),
      body: z.object({
        name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(500),
      }),
      response: {
        200: envelopeSchema(z.object({ id: z.number().int(), rows: z.record(z.string(), z.number().int()) })),
        ...failureResponses,
      },
    },
    handler: async (request, reply) => {
      const id = request.params.organizationId;
      const rows = await app.db.transaction(async (tx) => {
        const [org] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
        if (!org) throw notFound();
        if (org.name.trim() !== request.body.name) throw badRequest('errors.organizationNameMismatch', {}, 'name');
        return removeOrganization(tx as Db, id, request.log);
      });
      const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
      await audit(app.db, request, 'organization.deleted', { userId: null }, { organizationId: id, rows: total });
      return reply.success('success.organizationDeleted', { id, rows });
    },
  });
}
