import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/** Tables that record attempts on purpose, refused ones included (sign-in counters, the audit trail). */
const ATTEMPT_LOGS = new Set(['audit_log', 'rate_limits']);

// The table list is read once per database (information_schema is slow to ask every time).
const queries = new WeakMap<Db, SQL>();

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A cheap summary of the whole database: per table its row count and the sum of its rows' xmin
 * (the transaction that wrote each row version), so an insert, a delete or an update anywhere
 * changes it without reading a single column. Compared before and after a refused request.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  let query = queries.get(db);
  if (!query) {
    const tables = rowsOf<{ name: string }>(
      await db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      ),
    )
      .map((r) => r.name)
      .filter((name) => !ATTEMPT_LOGS.has(name));
    query = sql.raw(
      tables
        .map(
          (name) =>
            `select '${name}' as name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as summary from "${name}"`,
        )
        .join(' union all '),
    );
    queries.set(db, query);
  }
  const rows = rowsOf<{ name: string; summary: string }>(await db.execute(query));
  return Object.fromEntries(rows.map((r) => [r.name, r.summary]));
}

/** The tables whose summary differs, for a readable failure. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
