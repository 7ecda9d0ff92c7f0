import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { endpoint } from '../../http/endpoint';
import { badRequest } from '../../http/errors';
import type { ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, positiveId } from '../../http/schemas';
import { audit } from '../../auth/audit';
import { listOrganizations, removeNamedOrganization } from './store';

const tags = ['Organizations'];

/** An organisation as the Super Admin's list shows it (its dates as ISO text). */
export const organizationSchema = z.object({
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
      const { rows, total } = await listOrganizations(app.db, request.query as ListParams);
      if (total !== undefined) reply.header('X-Total-Count', String(total));
      return rows;
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
      const rows = await removeNamedOrganization(app.db, id, request.body.name, request.log);
      if (rows === 'nameMismatch') throw badRequest('errors.organizationNameMismatch', {}, 'name');
      const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
      await audit(app.db, request, 'organization.deleted', { userId: null }, { organizationId: id, rows: total });
      return reply.success('success.organizationDeleted', { id, rows });
    },
  });
}
