import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.inactive'
  | 'login.blocked'
  | 'refresh'
  | 'refresh.refused'
  | 'refresh.reuse'
  | 'signout'
  | 'password.reset'
  | 'password.reset.refused'
  | 'password.forgot'
  | 'password.forgot.blocked'
  | 'password.changed'
  | 'password.change.refused'
  | 'password.change.blocked'
  | 'profile.updated'
  | 'user.exported'
  | 'user.erased'
  | 'organization.deleted'
  | 'user.email.blocked'
  | 'register'
  | 'register.blocked'
  | 'import.structure'
  | 'import.employees';

/**
 * Writes one sign-in or account event (changes of data go through audit/recorder.ts): the time (UTC,
 * by the database clock), the account concerned, who acted (the email typed or the signed-in caller),
 * the caller's address and organisation. Never a password, hash or token.
 */
export async function audit(
  db: Db,
  request: FastifyRequest,
  event: AuditEvent,
  who: { userId?: number | null; actor?: string | null },
  detail?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    event,
    userId: who.userId ?? null,
    actor: who.actor ?? request.principal?.email ?? null,
    address: request.ip,
    detail: detail ?? null,
    organizationId: request.principal?.organizationId ?? null,
  });
}
