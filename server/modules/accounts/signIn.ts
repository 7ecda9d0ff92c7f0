import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { api } from '@domain/api';
import { users } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import { ApiError, unauthorized } from '../../http/errors';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { grantsOf } from '../../auth/grants';
import { organizationOpen } from '../../auth/organizationStatus';
import { accountKind, principalOf, type TokenPair } from '../../auth/sessions';
import { audit } from '../../auth/audit';
import { failureResponses } from '../../http/schemas';
import { userPermissions } from './userPermissions';
import { PROFILE_LANGUAGES } from '@domain/profile';

const ROLE_CODE = { super: 1, owner: 2, employee: 3 } as const;

const loginBody = z.object({
  username: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(254),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(256),
});

const refreshBody = z.object({
  accessToken: z.string().max(4096).optional(),
  refreshToken: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(512),
});

const sessionAnswer = z.object({
  isSuccess: z.boolean(),
  alertMessage: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  role: z.number().int(),
  roleId: z.number().int().nullable(),
  userPermissions: z.array(z.unknown()),
  /** The language chosen in My profile; null when the person never chose one. */
  language: z.enum(PROFILE_LANGUAGES).nullable(),
});

/** Sign in, refresh and sign out: the session half of AuthenticationAPI and RefreshTokensAPI. */
export default async function signInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const answer = async (user: typeof users.$inferSelect, pair: TokenPair, key: string, t: (k: string) => string) => {
    const grants = await grantsOf(app.db, principalOf(user, ''));
    return {
      isSuccess: true,
      alertMessage: t(key),
      ...pair,
      role: ROLE_CODE[accountKind(user)],
      roleId: user.roleId,
      userPermissions: userPermissions(grants),
      language: PROFILE_LANGUAGES.find((language) => language === user.language) ?? null,
    };
  };

  app.route({
    ...endpoint(api.accounts.signIn),
    schema: { tags: ['AuthenticationAPI'], body: loginBody, response: { 200: sessionAnswer, ...failureResponses } },
    handler: async (request, reply) => {
      const { username, password } = request.body;
      let counters;
      try {
        counters = await app.signInLimits.attempt(reply, request.ip, username);
      } catch (error) {
        await audit(app.db, request, 'login.blocked', { actor: username });
        throw error;
      }
      const [user] = await app.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${username})`)
        .limit(1);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : (await burnPasswordCheck(password), false);
      if (!user || !valid) {
        await audit(app.db, request, 'login.failure', { userId: user?.id, actor: user?.email ?? username });
        // One message for both fields: it must not tell which of the two was wrong.
        const wrong = [{ key: 'errors.invalidCredentials' }];
        throw new ApiError(400, 'errors.invalidCredentials', {}, { Username: wrong, Password: wrong });
      }
      // Only failed attempts count against the address and the account.
      await app.signInLimits.giveBack(counters);
      if (!user.isActive) {
        await audit(app.db, request, 'login.inactive', { userId: user.id, actor: user.email });
        throw new ApiError(403, user.deactivatedAt ? 'errors.accountDeactivated' : 'errors.accountInactive');
      }
      if (!(await organizationOpen(app.db, user))) {
        await audit(
          app.db,
          request,
          'login.inactive',
          { userId: user.id, actor: user.email },
          { organization: 'closed' },
        );
        throw new ApiError(403, 'errors.accountDeactivated');
      }
      const pair = await app.sessions.start(user);
      await audit(app.db, request, 'login.success', { userId: user.id, actor: user.email });
      return answer(user, pair, 'success.login', request.t.bind(request));
    },
  });

  app.route({
    ...endpoint(api.accounts.refreshToken),
    schema: { tags: ['RefreshTokensAPI'], body: refreshBody, response: { 200: sessionAnswer, ...failureResponses } },
    handler: async (request) => {
      const outcome = await app.sessions.refresh(request.body.refreshToken, request.body.accessToken);
      if (!outcome.ok) {
        const event = outcome.reason === 'reused' ? 'refresh.reuse' : 'refresh.refused';
        await audit(app.db, request, event, { userId: outcome.userId }, { reason: outcome.reason });
        throw unauthorized('errors.sessionExpired');
      }
      await audit(app.db, request, 'refresh', { userId: outcome.user.id, actor: outcome.user.email });
      return answer(outcome.user, outcome.pair, 'success.refreshed', request.t.bind(request));
    },
  });

  app.route({
    ...endpoint(api.accounts.signOut),
    schema: { tags: ['AuthenticationAPI'], response: failureResponses },
    handler: async (request, reply) => {
      const principal = request.principal;
      if (principal) {
        await app.sessions.revokeFamily(principal.sessionId);
        await audit(app.db, request, 'signout', { userId: principal.userId });
      }
      return reply.success('success.signedOut');
    },
  });
}
