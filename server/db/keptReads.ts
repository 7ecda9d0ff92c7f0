import { fillPlaceholders } from 'drizzle-orm';
import { writeGenerationOf, type Db } from './client';

/** A statement whose answer can be kept: its SQL and parameters name it. */
export type Named = { toSQL(): { sql: string; params: unknown[] } };

/** A statement built once (builtOnce), named by its text and the values it runs with. */
export const named = (
  statement: { getQuery(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
): Named => ({
  toSQL: () => {
    const { sql, params } = statement.getQuery();
    return { sql, params: fillPlaceholders(params, values) };
  },
});

interface Kept {
  value: unknown;
  /** PGlite's write count when the answer was read. */
  at: number;
  rows: number;
}

/** Answers kept per database handle, and how many rows they hold together. */
const kept = new WeakMap<Db, { answers: Map<string, Kept>; rows: number }>();
const ANSWERS_KEPT = 5000;
const ROWS_KEPT = 20_000;

/**
 * The answer of `read`, named by `statement`, kept until one of `tables` (what the statement reads)
 * is written. On PGlite one process owns the database and counts its writing statements per
 * table (writeGenerationOf), so while the count stands still nothing read changed, and asking
 * costs nothing. On PostgreSQL other instances write: only tables whose writes the database
 * announces (the accounts, their sessions, the roles' permissions: NotifiedWrites) are counted,
 * and only while this instance listens; a list's tables are not, as learning whether a list
 * changed would cost a round trip, as much as reading a page fresh (measured), so every such read
 * goes to the database. Inside a transaction nothing is kept either: its reads see its own
 * writes. Callers must not change a kept answer.
 */
export async function keptRead<T>(
  db: Db,
  statement: Named,
  read: () => PromiseLike<T>,
  rowsOf: (value: T) => number,
  tables: readonly string[],
): Promise<T> {
  const at = writeGenerationOf(db)?.(tables);
  if (at === undefined) return read();
  const { sql: text, params } = statement.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  let store = kept.get(db);
  if (!store) kept.set(db, (store = { answers: new Map(), rows: 0 }));
  const hit = store.answers.get(key);
  if (hit && hit.at === at) return hit.value as T;
  const value = await read();
  const rows = rowsOf(value);
  const stale = store.answers.get(key);
  if (stale) {
    store.rows -= stale.rows;
    store.answers.delete(key);
  }
  if (store.answers.size >= ANSWERS_KEPT || store.rows + rows > ROWS_KEPT) {
    store.answers.clear();
    store.rows = 0;
  }
  if (rows <= ROWS_KEPT) {
    store.rows += rows;
    store.answers.set(key, { value, at, rows });
  }
  return value;
}
