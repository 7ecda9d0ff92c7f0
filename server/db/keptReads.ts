import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { isDatabaseHandle, writeGenerationOf, type Db } from './client';
import { listVersions } from './listVersions';

/** A statement whose answer can be kept: its SQL and parameters name it. */
export type Named = { toSQL(): { sql: string; params: unknown[] } };

interface Kept {
  value: unknown;
  /** What the answer was read at: PGlite's write count, or a list's version. */
  at: number;
  rows: number;
}

/** Answers kept per database handle, and how many rows they hold together. */
const kept = new WeakMap<Db, { answers: Map<string, Kept>; rows: number }>();
const ANSWERS_KEPT = 5000;
const ROWS_KEPT = 20_000;

const versionStatements = new WeakMap<Db, ReturnType<typeof prepareVersion>>();

function prepareVersion(db: Db) {
  return db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(and(eq(listVersions.list, sql.placeholder('list')), eq(listVersions.organizationId, sql.placeholder('organizationId'))))
    .prepare('tawazun_list_version');
}

/** How many times an organisation's list was written (0 before the first write). */
export async function listVersionOf(db: Db, table: PgTable, organizationId: number): Promise<number> {
  let statement = versionStatements.get(db);
  if (!statement) versionStatements.set(db, (statement = prepareVersion(db)));
  const [row] = await statement.execute({ list: getTableName(table), organizationId });
  return row?.version ?? 0;
}

/**
 * What a kept answer must match to be answered again. On PGlite, one process owns the database
 * and counts its writing statements (writeGenerationOf): while the count stands still, nothing
 * changed. On PostgreSQL, other instances write too: the version of the list the answer comes
 * from, which the database's triggers move with every write, read first (an answer read after it
 * is at least as new). Inside a transaction nothing is kept: its reads see its own writes.
 */
async function freshness(db: Db, list: { table: PgTable; organizationId: number } | undefined): Promise<number | undefined> {
  const generation = writeGenerationOf(db)?.();
  if (generation !== undefined) return generation;
  if (!list || !isDatabaseHandle(db)) return undefined;
  return listVersionOf(db, list.table, list.organizationId);
}

/**
 * The answer of `read`, named by `statement`, kept until what it was read from changes (see
 * freshness); without a way to tell, read every time. Callers must not change a kept answer.
 */
export async function keptRead<T>(
  db: Db,
  statement: Named,
  read: () => PromiseLike<T>,
  rowsOf: (value: T) => number,
  list?: { table: PgTable; organizationId: number },
): Promise<T> {
  const at = await freshness(db, list);
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
