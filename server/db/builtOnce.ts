import { createHash } from 'node:crypto';
import { isDatabaseHandle, namesStatements, type Db } from './client';

/** A statement drizzle has built, run with each request's values for its placeholders. */
export interface BuiltStatement<T> {
  execute(values: Record<string, unknown>): Promise<T>;
  getQuery(): { sql: string; params: unknown[] };
}

/** Shapes kept at most per database; past that they are built again (a few hundred in use). */
const SHAPES_KEPT = 2000;
const built = new WeakMap<Db, Map<string, BuiltStatement<unknown>>>();

/**
 * A statement built once per shape and run with `sql.placeholder` values. Drizzle builds a
 * statement's text afresh for every run: for a list page, a tenth of the server's work on
 * PostgreSQL (its builder's objects, type checks and text). `shape` must name everything the
 * text depends on (the resource, the reader's language, the sort, which conditions apply); what
 * only changes values goes in the placeholders. Without a shape (values written into the text),
 * and on a transaction's handle, whose statements end with it, the statement is built every time.
 *
 * On PostgreSQL the statement is prepared under a name made of its text, so each pool connection
 * parses it once (0.2-0.6 ms of the searched department page's 1.7 ms in the database); it is
 * still planned for each run's values (plan_cache_mode, see client.ts), as a search's plan depends
 * on its pattern. PGlite keeps its own named statements (preparedReads).
 */
export function builtOnce<T>(db: Db, shape: string | undefined, build: () => Buildable<T>): BuiltStatement<T> {
  if (shape === undefined || !isDatabaseHandle(db)) return build().prepare('');
  let shapes = built.get(db);
  if (!shapes) built.set(db, (shapes = new Map()));
  let statement = shapes.get(shape) as BuiltStatement<T> | undefined;
  if (!statement) {
    if (shapes.size >= SHAPES_KEPT) shapes.clear();
    const query = build();
    statement = query.prepare(namesStatements(db) ? statementName(query.toSQL().sql) : '');
    shapes.set(shape, statement as BuiltStatement<unknown>);
  }
  return statement;
}

/** A statement drizzle has yet to prepare. */
interface Buildable<T> {
  prepare(name: string): BuiltStatement<T>;
  toSQL(): { sql: string };
}

/**
 * The same text always has the same name, and another text another one: a connection that
 * prepared it before reuses it, and the shapes' map may be cleared without leaving names behind
 * that no longer fit their text (the driver refuses a name prepared with another text).
 */
export const statementName = (text: string): string =>
  `tawazun_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
