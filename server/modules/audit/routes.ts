import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { AUDIT_ACTIONS } from '@domain/audit';
import { AUDIT_EVENT_FAMILIES } from '@domain/auditEvents';
import { endpoint } from '../../http/endpoint';
import { failureResponses } from '../../http/schemas';
import { type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { auditEntries, type AuditFilters } from './entries';
import { auditScopeOf } from './scope';
import { ID_MAX } from '@domain/registry/schema';

export const entrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('When, in UTC (ISO 8601)'),
  event: z.string(),
  userId: z.number().int().nullable().describe('Who acted; for approvals and deactivations, the account acted upon'),
  actor: z.string().nullable().describe("Who acted: the signed-in person's email (or the one typed to sign in)"),
  address: z.string().nullable(),
  organizationId: z.number().int().nullable(),
  resource: z.string().nullable(),
  recordId: z.number().int().nullable(),
  action: z.enum(AUDIT_ACTIONS).nullable(),
  changes: z
    .record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }))
    .nullable()
    .describe('The changed fields: { field: { before, after } }'),
  detail: z.record(z.string(), z.unknown()).nullable(),
  recordName: z.string().nullable().describe("The record's current name, in the caller's organisation; null when gone"),
  recordDeleted: z.boolean().describe('The entry names a record that no longer exists'),
  references: z
    .record(z.string(), z.object({ before: z.string().nullable().optional(), after: z.string().nullable().optional() }))
    .describe(
      "For each changed field holding another record's id (departmentId, jobTitleId, sourceFileId...): that record's current name in the caller's organisation on each side, null when gone",
    ),
});

const id = z.number().int().min(1).max(ID_MAX);

/** The trail's filters, on its documented path and on /api/v1/auditTrail alike. */
export const auditFilterShape = {
  userId: id.optional(),
  actor: z.string().max(200).optional(),
  resource: z.string().max(64).optional(),
  recordId: id.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  family: z.enum(AUDIT_EVENT_FAMILIES).optional(),
  name: z.string().max(200).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
};

/**
 * The audit trail, read only: no route changes or deletes an entry. An organisation's owner and
 * the roles with Audit Trail View read their organisation's entries, each resource's only with the
 * right to view that resource (costs with Costing View, people and sign-ins with Employees Detail
 * View or Employee Edit...); the Super Admin reads the platform's events (sign-ins, registrations,
 * approvals, deactivations) of every organisation.
 */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...endpoint(api.audit.all),
    schema: {
      tags: ['AuditTrailAPI'],
      summary: 'Audit trail entries, newest first; with _page the answer is one page and X-Total-Count the total',
      description:
        "Filters: `userId` (who acted), `actor` (part of their email), `resource` and `recordId` (one record's history), `action` (create, update, delete), `family` (signIns, accounts, exports, erasures, imports, changes), `name` (part of the record's current name), `from` and `to` (dates within the years 1900-2999, inclusive; 400 otherwise). Sort by at, actor, resource, recordId, action or event. Only the entries of resources the caller may view are listed; asking for another resource is a 403.",
      querystring: z.object({
        ...listParamsShape,
        ...auditFilterShape,
      }),
      response: { 200: z.array(entrySchema), ...failureResponses },
    },
    handler: async (request, reply) => {
      const query = request.query as ListParams & AuditFilters;
      const { scope, language } = auditScopeOf(request, query.resource);
      const { records, total } = await auditEntries(app.db, scope, query, language);
      if (query._page !== undefined) reply.header('X-Total-Count', String(total));
      return records;
    },
  });
}
