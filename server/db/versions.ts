import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { integer, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { conflict } from '../http/errors';
import type { Db } from './client';

/**
 * How many times an editable record was saved, from 1. A client sends back the version it read, and
 * a save over a newer one is refused instead of silently undoing someone else's change.
 */
export const recordVersion = () => integer('version').notNull().default(1);

/** The versions a save may overwrite; undefined when the request named none (the last writer wins). */
export type ExpectedVersions = readonly number[] | undefined;

export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** 409: the record changed since the caller read it. */
export const staleRecord = () => conflict('errors.staleRecord');

/**
 * Updates the row `where` selects and counts the save, in one statement whose condition holds the
 * expected version: of two saves of one version only one can match, whichever database serves
 * them (PostgreSQL re-reads the row a concurrent update committed before applying the condition).
 * Undefined when no row matches `where`; a 409 when the row is there in another version.
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
