import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../auth/audit';
import { ApiError, forbidden } from '../../http/errors';

/**
 * Emails are unique across the platform, so "An account with this email already exists" tells
 * an account manager that an address has an account somewhere, in any organisation. Each such
 * answer counts against the acting account; once its window is used up, every add, update or
 * import of that account answers 429 until the window ends (a free email too, or the 429 would
 * itself say "taken"). A 429 is written to the audit trail.
 */
export function takenEmailLimit(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const userId = request.principal?.userId;
  if (userId === undefined) throw forbidden();
  const counter = [app.rateLimiter.accountCounter('takenEmail', userId)];
  const noted = async <T>(attempt: Promise<T>): Promise<T> => {
    try {
      return await attempt;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) await audit(app.db, request, 'user.email.blocked', {});
      throw error;
    }
  };
  return {
    /** Refuses a caller whose window is used up, before anything is answered. */
    check: () => noted(app.rateLimiter.checkFor(reply, counter)),
    /** Counts `answers` taken emails, one by one up to the first past the limit (429). */
    count: (answers: number) =>
      noted(
        (async () => {
          for (let i = 0; i < Math.min(answers, counter[0].limit.max + 1); i++)
            await app.rateLimiter.takeFor(reply, counter);
        })(),
      ),
  };
}

/** AddEmployee and UpdateEmployee: `work`, with its "email already exists" answer counted. */
export async function limitingTakenEmails<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  const limit = takenEmailLimit(app, request, reply);
  await limit.check();
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.key === 'errors.emailTaken') await limit.count(1);
    throw error;
  }
}
