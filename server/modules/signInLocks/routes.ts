import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api } from '@domain/api';
import { audit } from '../../auth/audit';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { envelopeSchema, failureResponses } from '../../http/schemas';
import { clearSignInLock, signInLocks } from './store';

const tags = ['SignInLocks'];

const lockSchema = z.object({
  id: z.string(),
  kind: z.enum(['pair', 'address', 'account']),
  email: z.string().nullable(),
  userId: z.number().int().nullable(),
  address: z.string().nullable(),
  failures: z.number().int(),
  until: z.string(),
});

/** The Super Admin's view of sign-in locks: who is locked out from where, and until when; and the clearing of one. */
export default async function signInLockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(api.platform.signInLocks),
    schema: {
      tags,
      summary:
        'The sign-in locks in force: an account from one address (10 failures), an address (30), an account everywhere (delays after 100)',
      response: { 200: z.array(lockSchema), ...failureResponses },
    },
    handler: async (_request, reply) => {
      const locks = await signInLocks(app.db, app.rateLimiter.policy);
      reply.header('X-Total-Count', String(locks.length));
      return locks;
    },
  });

  app.route({
    ...endpoint(api.platform.removeSignInLock),
    schema: {
      tags,
      summary: 'Clear one sign-in lock (its failures are forgotten); the id is the lock’s as listed',
      params: z.object({ id: z.string().min(1).max(300) }),
      response: { 200: envelopeSchema(z.null()), ...failureResponses },
    },
    handler: async (request, reply) => {
      const key = request.params.id;
      // Only a lock in force is cleared: the list names it (and its account, for the audit trail).
      const lock = (await signInLocks(app.db, app.rateLimiter.policy)).find((l) => l.id === key);
      if (!lock || !(await clearSignInLock(app.db, key))) throw notFound();
      await audit(
        app.db,
        request,
        'signInLock.cleared',
        { userId: lock.userId },
        { kind: lock.kind, address: lock.address, failures: lock.failures },
        lock.userId ? { resource: 'users', recordId: lock.userId } : undefined,
      );
      return reply.success('success.signInLockCleared', null);
    },
  });
}
