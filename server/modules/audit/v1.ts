import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restApi } from '@domain/api';
import { notFound } from '../../http/errors';
import { registerRestResource } from '../../http/restResource';
import { auditEntries, type AuditFilters } from './entries';
import { auditFilterShape, entrySchema } from './routes';
import { auditScopeOf } from './scope';

/** The audit trail at /api/v1/auditTrail, read only, with the documented path's scope and filters. */
export default async function auditRestRoutes(app: FastifyInstance) {
  registerRestResource(app, {
    name: 'auditTrail',
    paths: restApi.auditTrail,
    record: entrySchema,
    filters: { userId: 'id', recordId: 'id', ...Object.fromEntries(TEXT_FILTERS.map((key) => [key, 'text' as const])) },
    filterShape: z.object(auditFilterShape),
    notes: {
      list: 'Read only: no route changes or deletes an entry. `q` finds who acted, the event or the record name.',
    },
    list: (request, params) => {
      const { scope, language } = auditScopeOf(request, params.resource as string | undefined);
      return auditEntries(app.db, scope, params as AuditFilters, language);
    },
    one: async (request, id) => {
      const { scope, language } = auditScopeOf(request);
      const [entry] = (await auditEntries(app.db, scope, { id: [String(id)] }, language)).records;
      if (!entry) throw notFound();
      return entry;
    },
  });
}

const TEXT_FILTERS = ['actor', 'resource', 'action', 'family', 'name', 'from', 'to'] as const;
