import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { auditLog } from '../db/schema';
import { pruneEndedSessions } from '../auth/sessions';
import { pruneSpentResetLinks } from '../modules/accounts/passwordReset';

/** How often old entries are looked for: a few times a day is plenty for a retention counted in days. */
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
/** The first pruning waits for the start to be over. */
const FIRST_PRUNE_MS = 60 * 1000;

/** Deletes the audit entries older than `days` days (by the database clock); answers how many went. */
export async function pruneAuditTrail(db: Db, days: number): Promise<number> {
  const removed = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`now() - make_interval(days => ${days}::int)`))
    .returning({ id: auditLog.id });
  return removed.length;
}

/**
 * Prunes in the background, while the server runs, what people's activity leaves for a time only:
 * the audit trail after AUDIT_RETENTION_DAYS, their sessions and password links a day after they
 * ended.
 */
async function retention(app: FastifyInstance, { days }: { days: number }) {
  const prune = () => {
    pruneAuditTrail(app.db, days).catch((error: unknown) => app.log.warn({ err: error }, 'audit pruning failed'));
    pruneEndedSessions(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'session pruning failed'));
    pruneSpentResetLinks(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'link pruning failed'));
  };
  const first = setTimeout(prune, FIRST_PRUNE_MS);
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

export const retentionPlugin = fp(retention, { name: 'retention', dependencies: ['database'] });
