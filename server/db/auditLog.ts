import { lt, sql } from 'drizzle-orm';
import type { Db } from './db';
import { auditLog } from './schema';
import type { AuditAction, FieldChange } from '@domain/audit';
import type { NamedChangeEvent } from '@domain/auditEvents';

/**
 * The audit trail's writes, kept with storage so a change and its entry share one transaction;
 * server/audit/ adds who the caller of a request is.
 */

/** Who made a change, from where (one per request; see `actorOf`). */
export interface AuditActor {
  userId: number | null;
  email: string | null;
  address: string | null;
}

export type { AuditAction, FieldChange };

/** One change of one record: the record as it was (absent on create) and as it is (absent on delete). */
export interface Change {
  organizationId: number | null;
  /** The resource's API name (`departments`, `employees`, `roles`, `costings`...). */
  resource: string;
  recordId: number;
  action: AuditAction;
  before?: object | null;
  after?: object | null;
  /** The event name; `<resource>.<action>` when absent (a new name goes in domain/auditEvents). */
  event?: NamedChangeEvent;
  /** Free details of the event, beside the changed fields. */
  detail?: Record<string, unknown>;
}

/** Never kept, whatever a record holds: passwords, their hashes, tokens, secrets and stored files. */
const SECRET = /password|hash|token|secret|base64|^sheet$/i;
/** Bookkeeping that changes with every save and says nothing of the change itself. */
const IGNORED = new Set(['version', 'userCount', 'createdDate']);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two versions of a record, each with its value before and after. */
export function changedFields(before: object | null | undefined, after: object | null | undefined) {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const changes: Record<string, FieldChange> = {};
  for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (SECRET.test(field) || IGNORED.has(field) || same(was[field], is[field])) continue;
    changes[field] = { before: was[field] ?? null, after: is[field] ?? null };
  }
  return changes;
}

/**
 * Records one change in the audit trail. Call it with the change's own transaction handle, so the
 * entry is written with the change or not at all (a refused or failed change leaves nothing). An
 * change of no field (an update to the same values) writes nothing.
 */
export async function recordChange(tx: Db, actor: AuditActor, change: Change): Promise<void> {
  const entry = auditEntry(actor, change);
  if (Object.keys(entry.changes).length === 0) return;
  await tx.insert(auditLog).values(entry);
}

/** The audit trail's row for one change (for writing many at once, see the import). */
export function auditEntry(actor: AuditActor, change: Change) {
  return {
    event: change.event ?? `${change.resource}.${change.action}`,
    userId: actor.userId,
    actor: actor.email,
    address: actor.address,
    organizationId: change.organizationId,
    resource: change.resource,
    recordId: change.recordId,
    action: change.action,
    changes: changedFields(change.before, change.after),
    detail: change.detail ?? null,
  };
}

/** Deletes the audit entries older than `days` days (by the database clock); answers how many went. */
export async function pruneAuditTrail(db: Db, days: number): Promise<number> {
  const removed = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`now() - make_interval(days => ${days}::int)`))
    .returning({ id: auditLog.id });
  return removed.length;
}
