import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { api } from '@domain/api';
import type { Db } from '../../db/db';
import { organizations, users } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import { conflict, forbidden, notFound } from '../../http/errors';
import { translate } from '../../http/i18n';
import { pageWindow, type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, positiveId } from '../../http/schemas';
import { actorOf, recordChange } from '../../audit/recorder';
import { ACCOUNTS } from '@domain/audit';
import { revokeAccounts, revokeOrganizations } from '../../auth/sessions';
import { linkBase } from '../../mail/links';
import { OWNER_STATUSES, ownerAccount } from '@domain/account';
import { OwnerAccounts, type OwnerFilter } from './owners';

/** The documented lists answer an owner without the `active` flag /api/v1 adds. */
const account = ownerAccount.omit({ active: true });

const userId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/)], { error: 'validation.invalidId' })
  .transform(Number)
  .pipe(positiveId);

/** `[1, 2, 3]` as documented; a single id is taken as a list of one. */
const idList = z
  .union(
    [z.array(userId).min(1, { error: 'validation.required' }).max(1000, { error: 'validation.invalid' }), userId],
    { error: 'validation.invalid' },
  )
  .transform((ids) => [...new Set(Array.isArray(ids) ? ids : [ids])]);

/** Which accounts the caller may approve or deactivate. */
function manageable(request: FastifyRequest): SQL {
  const principal = request.principal;
  if (!principal) throw forbidden();
  if (principal.kind === 'super') return eq(users.isSuperAdmin, false);
  const org = request.tenant.organizationId;
  return and(eq(users.organizationId, org), eq(users.isOwner, false), ne(users.id, principal.userId)) as SQL;
}

/** The Super Admin's approval screen and account activation (GetAllActiveUsers, ApproveUser, ...). */
export default async function approvalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const owners = new OwnerAccounts(app.db);

  for (const [path, active] of [
    [api.accounts.activeUsers, true],
    [api.accounts.inactiveUsers, false],
  ] as const) {
    app.route({
      ...endpoint(path),
      schema: {
        tags: ['AuthenticationAPI'],
        summary: active ? 'Organisation owners who may sign in' : 'Owners awaiting approval and deactivated owners',
        querystring: z.object({
          ...listParamsShape,
          // The Super Admin's badge counts the sign-ups awaiting a first approval apart from deactivated owners.
          status: z.enum(OWNER_STATUSES).optional(),
        }),
        response: { 200: z.array(account), ...failureResponses },
      },
      handler: async (request, reply) => {
        const query = request.query as ListParams & OwnerFilter;
        const { records, total } = await owners.page({ ...query, active });
        if (pageWindow(query)) reply.header('X-Total-Count', String(total));
        return records;
      },
    });
  }

  const changed = envelopeSchema(z.object({ ids: z.array(z.number().int()) }));

  app.route({
    ...endpoint(api.accounts.approveUser),
    schema: {
      tags: ['AuthenticationAPI'],
      summary: 'Activate accounts (a JSON array of user ids)',
      body: idList,
      response: { 200: changed, ...failureResponses },
    },
    handler: async (request, reply) => {
      const ids = request.body;
      const approved = await app.db.transaction(async (tx) => {
        const rows = await lockAccounts(tx as Db, ids, manageable(request));
        // An erased person is never active again (nor counted as headcount).
        if (rows.some((user) => user.erasedAt)) throw conflict('errors.personErasedLocked');
        await tx.update(users).set({ isActive: true, deactivatedAt: null }).where(inArray(users.id, ids));
        for (const user of rows) await recordAccount(tx as Db, request, user, 'user.approved', true);
        return rows;
      });
      for (const user of approved) {
        // An owner approved for the first time learns that the organisation is open.
        if (user.isOwner && !user.isActive && !user.deactivatedAt) await mailApproval(app, request, user);
      }
      return reply.success('success.usersApproved', { ids }, { count: ids.length });
    },
  });

  app.route({
    ...endpoint(api.accounts.deactivateUser),
    schema: {
      tags: ['AuthenticationAPI'],
      summary:
        'Deactivate accounts and end their sessions (a JSON array of user ids); an owner closes its organisation to its employees too',
      body: idList,
      response: { 200: changed, ...failureResponses },
    },
    handler: async (request, reply) => {
      const ids = request.body;
      await app.db.transaction(async (tx) => {
        const rows = await lockAccounts(tx as Db, ids, manageable(request));
        await tx
          .update(users)
          .set({ isActive: false, deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())` })
          .where(inArray(users.id, ids));
        await revokeAccounts(tx as Db, ids);
        // An owner is its organisation's account: its employees' sessions end with it.
        const closed = rows.flatMap((user) =>
          user.isOwner && user.organizationId !== null ? [user.organizationId] : [],
        );
        await revokeOrganizations(tx as Db, closed);
        for (const user of rows) await recordAccount(tx as Db, request, user, 'user.deactivated', false);
      });
      return reply.success('success.usersDeactivated', { ids }, { count: ids.length });
    },
  });
}

/**
 * An approval or deactivation in the audit trail, in its transaction: who acted, and the account acted
 * upon as the record (a platform event, filed under the account's organisation as well).
 */
function recordAccount(
  tx: Db,
  request: FastifyRequest,
  user: typeof users.$inferSelect,
  event: 'user.approved' | 'user.deactivated',
  isActive: boolean,
) {
  return recordChange(tx, actorOf(request), {
    organizationId: user.organizationId,
    resource: ACCOUNTS,
    recordId: user.id,
    action: 'update',
    before: { isActive: user.isActive },
    after: { isActive },
    event,
    detail: { email: user.email },
  });
}

/** The accounts, locked; 404 (and nothing changed) when any is unknown or out of the caller's reach. */
async function lockAccounts(tx: Db, ids: number[], scope: SQL) {
  const rows = await tx
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), scope))
    .for('update');
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

async function mailApproval(app: FastifyInstance, request: FastifyRequest, user: typeof users.$inferSelect) {
  const link = `${linkBase(app)}/signin`;
  const [org] = user.organizationId
    ? await app.db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, user.organizationId))
    : [];
  const params = { name: user.firstName, company: org?.name ?? '', link };
  await app.mailer.send(
    {
      to: user.email,
      userId: user.id,
      subject: `${translate('en', 'mail.approved.subject', params)} / ${translate('ar', 'mail.approved.subject', params)}`,
      text: `${translate('en', 'mail.approved.body', params)}\n\n${translate('ar', 'mail.approved.body', params)}`,
    },
    request.log,
  );
}
