import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, apiRoute } from '@domain/api';
import { endpoint } from '../../http/endpoint';
import { conflict, forbidden } from '../../http/errors';
import { envelopeSchema, failureResponses, positiveId } from '../../http/schemas';
import { audit } from '../../auth/audit';
import { personalCsv } from './csv';
import { eraseInOrganization, personalExport, personInReach } from './store';
import { EMPLOYEES } from '@domain/audit';

const tags = ['PersonalData'];
const FORMATS = ['json', 'csv'] as const;
const formatQuery = z.object({ format: z.enum(FORMATS, { error: 'validation.invalid' }).default('json') });
const personParams = z.object({ userId: positiveId });

/** The person an export is asked for, as the caller may reach them (a 404 for anyone out of reach). */
async function personToExport(request: FastifyRequest, userId: number) {
  const principal = request.principal!;
  // The Super Admin answers for organisation owners (the accounts it approves), in their organisation.
  const reach =
    principal.kind === 'super' ? { owners: true as const } : { organizationId: request.tenant.organizationId };
  const person = await personInReach(request.server.db, userId, reach);
  // The owner's data goes to the owner alone (or the Super Admin), not to every account manager.
  if (person.isOwner && principal.kind === 'employee') throw forbidden('errors.ownerDataOwnerOnly');
  return { id: person.id, organizationId: person.organizationId };
}

/** The export as a download: `personal-data-<id>.json` or `.csv` (with a byte-order mark for spreadsheets). */
async function sendExport(
  request: FastifyRequest,
  reply: FastifyReply,
  person: { id: number; organizationId: number },
  format: 'json' | 'csv',
) {
  const data = await personalExport(request.server.db, person.organizationId, person.id);
  await audit(
    request.server.db,
    request,
    'user.exported',
    { organizationId: person.organizationId },
    { format },
    { resource: EMPLOYEES, recordId: person.id },
  );
  const name = `personal-data-${person.id}.${format}`;
  reply.header('Content-Disposition', `attachment; filename="${name}"`);
  if (format === 'csv')
    return reply
      .type('text/csv; charset=utf-8')
      .send(personalCsv(data, (key, params) => request.t(key, params as never)));
  return reply.type('application/json; charset=utf-8').send(Buffer.from(JSON.stringify(data, null, 2)));
}

/**
 * A person's right to their data: the export (by the organisation's account managers, or by the
 * person from My profile) and the erasure, each within the caller's organisation.
 */
export default async function personalDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(api.personalData.person),
    schema: {
      tags,
      summary:
        "One person's data (profile, role, places, sign-ins, the audit trail about them and their own changes) as JSON or CSV",
      description: `The owner's data is exported only by the owner (here or through \`${apiRoute(api.personalData.me)}\`) or the Super Admin (403 for anyone else); the Super Admin exports organisation owners only.`,
      params: personParams,
      querystring: formatQuery,
      produces: ['application/json', 'text/csv'],
      response: failureResponses,
    },
    handler: async (request, reply) =>
      sendExport(request, reply, await personToExport(request, request.params.userId), request.query.format),
  });

  app.route({
    ...endpoint(api.personalData.me),
    schema: {
      tags,
      summary: "The signed-in person's own data, as JSON or CSV",
      querystring: formatQuery,
      produces: ['application/json', 'text/csv'],
      response: failureResponses,
    },
    handler: async (request, reply) => {
      const principal = request.principal;
      if (!principal?.organizationId) throw forbidden();
      const me = { id: principal.userId, organizationId: principal.organizationId };
      return sendExport(request, reply, me, request.query.format);
    },
  });

  app.route({
    ...endpoint(api.personalData.erase),
    schema: {
      tags,
      summary:
        'Erase a person: their account, the audit entries by and about them and the contact messages from their address rewritten with a pseudonym (picture, sessions, password links and mail deleted), sign-in closed for good; their records stay, under the pseudonym. The audit entry lists the rows rewritten and deleted per table',
      params: personParams,
      response: {
        200: envelopeSchema(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })),
        ...failureResponses,
      },
    },
    handler: async (request, reply) => {
      const id = request.params.userId;
      const caller = request.principal!;
      const pseudonym = await eraseInOrganization(
        app.db,
        request.tenant.organizationId,
        id,
        (person) => {
          if (person.isOwner)
            throw conflict(id === caller.userId ? 'errors.cannotEraseOwnerSelf' : 'errors.cannotEraseOwner');
          if (id === caller.userId) throw conflict('errors.cannotEraseSelf');
          if (person.erasedAt) throw conflict('errors.personAlreadyErased');
        },
        // Recorded without a personal value: who erased whom, and how many rows of each table changed.
        (tx, counts) => audit(tx, request, 'user.erased', {}, counts, { resource: EMPLOYEES, recordId: id }),
      );
      return reply.success(
        'success.personErased',
        {
          id,
          firstName: pseudonym.firstName,
          lastName: pseudonym.lastName,
        },
        // The pseudonym as screens show it, in the reader's words.
        { name: request.t('people:personalData.erasedPerson', { tag: pseudonym.lastName }) },
      );
    },
  });
}
