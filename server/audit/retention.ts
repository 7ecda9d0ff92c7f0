import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { pruneAuditTrail } from '../db/auditLog';

/** The audit trail is kept AUDIT_RETENTION_DAYS, then pruned in the background. */
async function retention(app: FastifyInstance, { days }: { days: number }) {
  app.backgroundJobs.add('audit pruning', () => pruneAuditTrail(app.db, days));
}

export const retentionPlugin = fp(retention, { name: 'retention', dependencies: ['database', 'jobs'] });
