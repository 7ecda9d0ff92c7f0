import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.inactive'
  | 'refresh'
  | 'refresh.reuse'
  | 'signout'
  | 'password.reset'
  | 'password.forgot'
  | 'user.approved'
  | 'user.deactivated'
  | 'register';

/** Writes one authentication event (time in UTC by the database clock). Never stores secrets. */
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
    actor: who.actor ?? null,
    address: request.ip,
    detail: detail ?? null,
  });
}
