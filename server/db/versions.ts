import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { recordMissing, staleRecord } from './errors';

/** The versions a save may overwrite; undefined when the request named none (the last writer wins). */
export type ExpectedVersions = readonly number[] | undefined;

export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** Stale unless `version` (of a row read for update) is one the caller may overwrite. */
export function checkVersion(version: number, expected: ExpectedVersions): void {
  if (expected !== undefined && !expected.includes(version)) throw staleRecord();
}

/**
 * Before a delete, inside its transaction: locks the row `where` selects (a concurrent save waits
 * for the delete) and refuses as stale when it is in another version than `expected` (a stale
 * If-Match); missing when there is no such row.
 */
export async function lockVersion(db: Db, table: VersionedTable, where: SQL, expected: ExpectedVersions) {
  const [row] = (await db
    .select({ version: table.version })
    .from(table as PgTable)
    .where(where)
    .for('update')) as Array<{ version: number }>;
  if (!row) throw recordMissing();
  checkVersion(row.version, expected);
}

/**
 * Updates the row `where` selects and counts the save, in one statement whose condition holds the
 * expected version: of two saves of one version only one can match, whichever database serves
 * them (PostgreSQL re-reads the row a concurrent update committed before applying the condition).
 * Undefined when no row matches `where`; stale when the row is there in another version.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  where: SQL,
  values: Partial<T['$inferInsert']>,
  expected: ExpectedVersions,
): Promise<T['$inferSelect'] | undefined> {
  const matches =
    expected === undefined ? undefined : expected.length ? inArray(table.version, [...expected]) : sql`false`;
  const rows = (await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as Partial<T['$inferInsert']>)
    .where(and(where, matches))
    .returning()) as Array<T['$inferSelect']>;
  if (rows[0] || expected === undefined) return rows[0];
  const [found] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .limit(1);
  if (found) throw staleRecord();
  return undefined;
}
