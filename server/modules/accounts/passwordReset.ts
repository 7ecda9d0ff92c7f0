import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { api } from '@domain/api';
import { forgotPasswordSchema, resetPasswordSchema } from '@domain/account';
import type { Db } from '../../db/db';
import { passwordResets, users } from '../../db/schema';
import { endpoint } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import { envelopeSchema, failureResponses } from '../../http/schemas';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { hashToken, opaqueToken } from '../../auth/tokens';
import { audit } from '../../auth/audit';
import { resetLink } from '../../mail/links';

/** How long a mailed link stays usable. */
export const RESET_LINK_MINUTES = 60;

/** ForgotPassword and ResetForgotPassword. */
export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(api.accounts.forgotPassword),
    schema: {
      tags: ['AuthenticationAPI'],
      summary: 'Mail a single-use reset link; the answer is the same whether or not the email is known',
      body: forgotPasswordSchema,
      response: { 200: envelopeSchema(z.null()), ...failureResponses },
    },
    handler: async (request, reply) => {
      const { email, clientBaseURL } = request.body;
      try {
        await app.rateLimiter.takeFor(reply, app.rateLimiter.counters('forgot', request.ip, email));
      } catch (error) {
        await audit(app.db, request, 'password.forgot.blocked', { actor: email });
        throw error;
      }
      const [user] = await app.db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.erasedAt)))
        .limit(1);
      if (user) {
        const token = await issueResetToken(app.db, user.id);
        const link = resetLink(app, token, clientBaseURL);
        await app.mailer.send(
          {
            to: user.email,
            userId: user.id,
            subject: request.t('mail.reset.subject'),
            text: request.t('mail.reset.body', { name: user.firstName, link, minutes: RESET_LINK_MINUTES }),
          },
          request.log,
        );
      }
      await audit(
        app.db,
        request,
        'password.forgot',
        { userId: user?.id, actor: user?.email ?? email },
        { known: Boolean(user) },
      );
      return reply.success('success.resetMailSent', null);
    },
  });

  app.route({
    ...endpoint(api.accounts.resetForgotPassword),
    schema: {
      tags: ['AuthenticationAPI'],
      summary: 'Set a new password with the token of a mailed link (applicationUserId); ends every session',
      body: resetPasswordSchema,
      response: { 200: envelopeSchema(z.null()), ...failureResponses },
    },
    handler: async (request, reply) => {
      const { applicationUserId: token, newPassword } = request.body;
      const passwordHash = await hashPassword(newPassword);
      const userId = await app.db.transaction(async (tx) => {
        // Locked, so two uses of one link cannot both succeed.
        const [reset] = await tx
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.tokenHash, hashToken(token)))
          .for('update');
        if (!reset || reset.usedAt || new Date(reset.expiresAt).getTime() <= Date.now()) return null;
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
        await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
        await app.sessions.revokeUser(reset.userId, tx as Db);
        return reset.userId;
      });
      if (userId === null) {
        await audit(app.db, request, 'password.reset.refused', {});
        const invalid = [{ key: 'errors.resetLinkInvalid' }];
        throw new ApiError(400, 'errors.resetLinkInvalid', {}, { ApplicationUserId: invalid });
      }
      await audit(app.db, request, 'password.reset', { userId });
      return reply.success('success.passwordReset', null);
    },
  });
}

/**
 * Forgets reset links a day after they expired or were used (or replaced by a newer one): a used,
 * an expired and an unknown link get the same answer, so nothing anyone sees changes.
 */
export async function pruneSpentResetLinks(db: Db): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`;
  await db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, dayAgo), lt(passwordResets.usedAt, dayAgo)));
}

/** A new single-use token for the account; earlier unused links stop working. */
async function issueResetToken(db: Db, userId: number): Promise<string> {
  const { token, hash } = opaqueToken();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString(),
    });
  });
  return token;
}
