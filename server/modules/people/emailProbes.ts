import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../auth/audit';
import { ApiError, forbidden } from '../../http/errors';

/**
 * Emails are unique across the platform, so "An account with this email already exists" tells
 * an account manager that an address has an account somewhere, in any organisation. Each such
 * answer counts against the acting account; once its window is used up, every add or update of
 * that account answers 429 until the window ends (a free email too, or the 429 would itself say
 * "taken").
 */
export async function limitingTakenEmails<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  const userId = request.principal?.userId;
  if (userId === undefined) throw forbidden();
  const counter = [app.rateLimiter.accountCounter('takenEmail', userId)];
  try {
    await app.rateLimiter.checkFor(reply, counter);
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && error.key === 'errors.emailTaken') await app.rateLimiter.takeFor(reply, counter);
      throw error;
    }
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 429) await audit(app.db, request, 'user.email.blocked', {});
    throw error;
  }
}
