import type { FastifyInstance } from 'fastify';
import { pruneAuditTrail } from '../../db/auditLog';
import auditRoutes from './routes';
import auditRestRoutes from './v1';

/** The audit trail: read through AuditTrailAPI, kept AUDIT_RETENTION_DAYS, then pruned in the background. */
export default async function auditModule(app: FastifyInstance, { days }: { days: number }) {
  app.backgroundJobs.add('audit pruning', () => pruneAuditTrail(app.db, days));
  await app.register(auditRoutes);
  await app.register(auditRestRoutes);
}
