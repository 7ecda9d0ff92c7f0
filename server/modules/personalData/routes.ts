import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { envelopeSchema, failureResponses, positiveId } from '../../http/schemas';
import { audit } from '../../auth/audit';
import { personalExport } from './export';
import { personalCsv } from './csv';
import { erasePerson } from './erasure';

const tags = ['PersonalData'];
const FORMATS = ['json', 'csv'] as const;
const formatQuery = z.object({ format: z.enum(FORMATS, { error: 'validation.invalid' }).default('json') });
const personParams = z.object({ userId: positiveId });

/** The export as a download: `personal-data-<id>.json` or `.csv` (with a byte-order mark for spreadsheets). */
async function sendExport(request: FastifyRequest, reply: FastifyReply, userId: number, format: 'json' | 'csv') {
  const data = await personalExport(request.server.db, request.tenant.organizationId, userId);
  await audit(request.server.db, request, 'user.exported', { userId }, { format });
  const name = `personal-data-${userId}.${format}`;
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

  app.get(
    '/api/PersonalData/people/:userId',
    {
      config: { access: { permission: 'Employee', action: 'Edit' } },
      schema: {
        tags,
        summary:
          "One person's data (profile, role, places, sign-ins, the audit trail about them and their own changes) as JSON or CSV",
        params: personParams,
        querystring: formatQuery,
        produces: ['application/json', 'text/csv'],
        response: failureResponses,
      },
    },
    async (request, reply) => sendExport(request, reply, request.params.userId, request.query.format),
  );

  app.get(
    '/api/PersonalData/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The signed-in person's own data, as JSON or CSV",
        querystring: formatQuery,
        produces: ['application/json', 'text/csv'],
        response: failureResponses,
      },
    },
    async (request, reply) => {
      if (!request.principal) throw forbidden();
      return sendExport(request, reply, request.principal.userId, request.query.format);
    },
  );

  app.post(
    '/api/PersonalData/people/:userId/erase',
    {
      config: { access: { permission: 'Employee', action: 'Delete' } },
      schema: {
        tags,
        summary:
          'Erase a person: name, email, phone, address and picture replaced by a pseudonym everywhere, sessions ended, sign-in closed; their records stay, under the pseudonym',
        params: personParams,
        response: {
          200: envelopeSchema(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })),
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.userId;
      const caller = request.principal!;
      const pseudonym = await app.db.transaction(async (tx) => {
        const [person] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), eq(users.organizationId, request.tenant.organizationId)))
          .for('update');
        if (!person || person.isSuperAdmin) throw notFound();
        if (person.isOwner)
          throw conflict(id === caller.userId ? 'errors.cannotEraseOwnerSelf' : 'errors.cannotEraseOwner');
        if (id === caller.userId) throw conflict('errors.cannotEraseSelf');
        const erased = await erasePerson(tx as Db, person);
        // Recorded without a personal value: the account's id and who erased it.
        await audit(tx as Db, request, 'user.erased', { userId: id });
        return erased;
      });
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
  );
}
