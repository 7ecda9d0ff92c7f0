import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { api } from '@domain/api';
import type { Db } from '../../db/db';
import { organizations, users } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import { conflict, forbidden, notFound } from '../../http/errors';
import { translate } from '../../http/i18n';
import { orderBy, pageWindow, searchCondition, type ListParams } from '../../db/lists';
import { listParamsShape } from '../../http/listParams';
import { envelopeSchema, failureResponses, positiveId } from '../../http/schemas';
import { actorOf, recordChange } from '../../audit/recorder';
import { ACCOUNTS } from '@domain/audit';
import { revokeAccounts, revokeOrganizations } from '../../auth/sessions';
import { isoDate } from '../resources/elements';
import { linkBase } from '../../mail/links';

const account = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  status: z.enum(['active', 'pending', 'deactivated']),
  createdDate: z.string(),
});

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

  for (const [owners, active] of [
    [api.accounts.activeUsers, true],
    [api.accounts.inactiveUsers, false],
  ] as const) {
    app.route({
      ...endpoint(owners),
      schema: {
        tags: ['AuthenticationAPI'],
        summary: active ? 'Organisation owners who may sign in' : 'Owners awaiting approval and deactivated owners',
        querystring: z.object({
          ...listParamsShape,
          // The Super Admin's badge counts the sign-ups awaiting a first approval apart from deactivated owners.
          status: z.enum(['active', 'pending', 'deactivated']).optional(),
        }),
        response: { 200: z.array(account), ...failureResponses },
      },
      handler: async (request, reply) => {
        const query = request.query as ListParams & { status?: 'active' | 'pending' | 'deactivated' };
        const where = and(
          eq(users.isOwner, true),
          eq(users.isActive, active),
          statusCondition(query.status),
          searchCondition(query.q, [users.email, users.firstName, users.lastName, organizations.name]),
        );
        const columns = {
          id: users.id,
          email: users.email,
          userName: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          country: users.country,
          companyName: organizations.name,
          createdDate: users.createdDate,
        };
        const base = app.db
          .select({ user: users, companyName: organizations.name })
          .from(users)
          .leftJoin(organizations, eq(organizations.id, users.organizationId))
          .where(where)
          .orderBy(...orderBy(query, columns, users.id));
        const window = pageWindow(query);
        const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
        if (window) {
          const [total] = await app.db
            .select({ n: count() })
            .from(users)
            .leftJoin(organizations, eq(organizations.id, users.organizationId))
            .where(where);
          reply.header('X-Total-Count', String(total.n));
        }
        return rows.map(({ user, companyName }) => ({
          id: user.id,
          userName: user.email,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          address: user.address,
          country: user.country,
          city: user.city,
          phoneNumber: user.phoneNumber,
          companyName,
          status: user.isActive
            ? ('active' as const)
            : user.deactivatedAt
              ? ('deactivated' as const)
              : ('pending' as const),
          createdDate: isoDate(user.createdDate),
        }));
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

/** `pending`: never approved yet; `deactivated`: turned off after approval. */
function statusCondition(status: 'active' | 'pending' | 'deactivated' | undefined): SQL | undefined {
  if (status === 'pending') return and(eq(users.isActive, false), isNull(users.deactivatedAt));
  if (status === 'deactivated') return and(eq(users.isActive, false), isNotNull(users.deactivatedAt));
  if (status === 'active') return eq(users.isActive, true);
  return undefined;
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
