import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNTS, type AuditAction, type AuditEntry } from '@domain/audit';
import { eventsOf, type AuditEventFamily } from '@domain/auditEvents';
import type { Db } from '../../db/db';
import { auditLog } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import { idsCondition, likePattern, pageWindow, type ListParams } from '../../db/lists';
import { NAMED_RESOURCES, recordNameSql } from './recordNames';
import { withReferenceNames } from './references';

const a = auditLog;

export interface AuditFilters {
  userId?: number;
  actor?: string;
  resource?: string;
  recordId?: number;
  action?: AuditAction;
  /** The events of one family (sign-ins, exports, erasures, imports, changes...). */
  family?: AuditEventFamily;
  /** Part of the current name of the entry's record. */
  name?: string;
  from?: string;
  to?: string;
}

/**
 * One organisation's entries, those of the resources the caller may read (`readable`, see
 * mayReadAuditOf), or the platform's events (the Super Admin's view).
 */
export type AuditScope =
  { organizationId: number; readable: { resources: readonly string[]; accounts: boolean } } | { platform: true };

const SORTABLE = {
  at: a.at,
  actor: a.actor,
  resource: a.resource,
  recordId: a.recordId,
  action: a.action,
  event: a.event,
};

/** `_sort`/`_order` over SORTABLE (an unknown field is a 400), ties by entry; newest first by default. */
function sortOf(query: ListParams): SQL[] {
  if (!query._sort) return [desc(a.id)];
  const column = Object.entries(SORTABLE).find(([key]) => key.toLowerCase() === query._sort?.toLowerCase())?.[1];
  if (!column) throw badRequest('errors.unknownSort', { field: query._sort }, '_sort');
  const direction = query._order?.toUpperCase() === 'DESC' ? desc : asc;
  return [direction(column), direction(a.id)];
}

/** The period a filter may name: wide enough for any trail, narrow enough for every database and clock. */
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(3000, 0, 1);

/** A refused filter: 400, its message naming the field in the caller's language. */
const refused = (field: 'From' | 'To', key: string) =>
  new ApiError(400, 'errors.validation', {}, { [field]: [{ key, params: {} }] });

/** A day (`2026-11-25`) or a moment within 1900-2999; `to` a day includes that whole day. */
function moment(value: string | undefined, field: 'From' | 'To'): Date | undefined {
  if (!value?.trim()) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  const parsed = new Date(day ? `${value.trim()}T00:00:00Z` : value);
  if (Number.isNaN(parsed.getTime())) throw refused(field, 'validation.invalid');
  if (parsed.getTime() < EARLIEST || parsed.getTime() >= LATEST) throw refused(field, 'validation.auditPeriod');
  if (day && field === 'To') parsed.setUTCDate(parsed.getUTCDate() + 1);
  return parsed;
}

/** Who may read what: the resources readable, and account events (no resource) when `accounts`. */
function readableBy(scope: AuditScope): SQL | undefined {
  if ('platform' in scope) return or(isNull(a.resource), eq(a.resource, ACCOUNTS));
  const { resources, accounts } = scope.readable;
  const parts = [
    resources.length ? inArray(a.resource, [...resources]) : undefined,
    accounts ? isNull(a.resource) : undefined,
  ].filter(Boolean);
  return and(eq(a.organizationId, scope.organizationId), parts.length ? or(...parts) : sql`false`);
}

function conditions(scope: AuditScope, query: ListParams & AuditFilters, recordName: SQL): SQL {
  const from = moment(query.from, 'From');
  const to = moment(query.to, 'To');
  if (from && to && from >= to) throw refused('From', 'validation.periodReversed');
  return and(
    readableBy(scope),
    idsCondition(query.id, a.id),
    // `q` (react-admin's search) finds an entry by who acted, what happened or its record's name.
    query.q?.trim()
      ? or(
          ilike(a.actor, likePattern(query.q)),
          ilike(a.event, likePattern(query.q)),
          ilike(recordName, likePattern(query.q)),
        )
      : undefined,
    query.userId ? eq(a.userId, query.userId) : undefined,
    query.actor?.trim() ? ilike(a.actor, likePattern(query.actor)) : undefined,
    query.resource ? eq(a.resource, query.resource) : undefined,
    query.recordId ? eq(a.recordId, query.recordId) : undefined,
    query.action ? eq(a.action, query.action) : undefined,
    query.family ? inArray(a.event, eventsOf(query.family)) : undefined,
    query.name?.trim() ? ilike(recordName, likePattern(query.name)) : undefined,
    from ? sql`${a.at} >= ${from.toISOString()}` : undefined,
    to ? sql`${a.at} < ${to.toISOString()}` : undefined,
  ) as SQL;
}

/** A page of entries (newest first unless sorted otherwise) and how many match. */
export async function auditEntries(
  db: Db,
  scope: AuditScope,
  query: ListParams & AuditFilters,
  language = 'en',
): Promise<{ records: AuditEntry[]; total: number }> {
  const recordName = recordNameSql(language);
  const where = conditions(scope, query, recordName);
  const order = sortOf(query);
  const window = pageWindow(query) ?? { limit: 1000, offset: 0 };
  const rows = await db
    .select({ row: a, recordName })
    .from(a)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  let total = rows.length + window.offset;
  if (window.offset > 0 || rows.length === window.limit)
    [{ n: total }] = await db.select({ n: count() }).from(a).where(where);
  const records: AuditEntry[] = rows.map(({ row, recordName: name }) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    event: row.event,
    userId: row.userId,
    actor: row.actor,
    address: row.address,
    organizationId: row.organizationId,
    resource: row.resource,
    recordId: row.recordId,
    action: (row.action as AuditAction | null) ?? null,
    changes: (row.changes as AuditEntry['changes']) ?? null,
    detail: (row.detail as AuditEntry['detail']) ?? null,
    recordName: name ?? null,
    recordDeleted: row.recordId !== null && NAMED_RESOURCES.includes(row.resource ?? '') && name === null,
    references: {},
  }));
  return { records: await withReferenceNames(db, records, language), total };
}
