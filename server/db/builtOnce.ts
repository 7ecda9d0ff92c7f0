import { isDatabaseHandle, type Db } from './client';

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
 * The statement is prepared without a name: PostgreSQL still plans it for each run's values (a
 * search's plan depends on its pattern), as it did when drizzle built it each time.
 */
export function builtOnce<T>(
  db: Db,
  shape: string | undefined,
  build: () => { prepare(name: string): BuiltStatement<T> },
): BuiltStatement<T> {
  if (shape === undefined || !isDatabaseHandle(db)) return build().prepare('');
  let shapes = built.get(db);
  if (!shapes) built.set(db, (shapes = new Map()));
  let statement = shapes.get(shape) as BuiltStatement<T> | undefined;
  if (!statement) {
    if (shapes.size >= SHAPES_KEPT) shapes.clear();
    statement = build().prepare('');
    shapes.set(shape, statement as BuiltStatement<unknown>);
  }
  return statement;
}
