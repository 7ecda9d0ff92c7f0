import type { FastifyInstance } from 'fastify';
import { restApi } from '@domain/api';
import { registerRestResource } from '../../http/restResource';
import { organizationSchema } from './routes';
import { listOrganizations, organizationById } from './store';

/**
 * The organisations at /api/v1/organizations, read only: deleting one takes its name typed again
 * (Organizations/:organizationId with the name in the body), which a DELETE without a body cannot carry.
 */
export default async function organizationRestRoutes(app: FastifyInstance) {
  registerRestResource(app, {
    name: 'organizations',
    paths: restApi.organizations,
    record: organizationSchema,
    notes: { list: 'Delete an organisation with DELETE /api/Organizations/{organizationId} and its name in the body.' },
    list: async (_request, params) => {
      const { rows, total } = await listOrganizations(app.db, params);
      return { records: rows, total: total ?? rows.length };
    },
    one: (_request, id) => organizationById(app.db, id),
  });
}
