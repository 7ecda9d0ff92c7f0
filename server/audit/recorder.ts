import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../db/auditLog';

export {
  auditEntry,
  changedFields,
  recordChange,
  type AuditAction,
  type AuditActor,
  type Change,
  type FieldChange,
} from '../db/auditLog';

/** The caller of a request as the audit trail names them. */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  userId: request.principal?.userId ?? null,
  email: request.principal?.email ?? null,
  address: request.ip ?? null,
});
