import { SQL, asc, count, desc, getTableName, ilike, inArray, or, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ID_MAX } from '@domain/registry/schema';
import type { Db } from './db';
import { keptRead, named } from './keptReads';
import type { BuiltStatement } from './builtOnce';
import { unknownSort } from './errors';
import { lowercaseKeyOf } from './lowercaseKeys';

/** What a list asks for (DESIGN §3): a page, a sort, a search, some ids. */
export type ListParams = {
  _page?: number;
  _perPage?: number;
  _sort?: string;
  _order?: string;
  q?: string;
  id?: string | string[];
};

export const DEFAULT_PER_PAGE = 25;

/** `%`, `_` and `\` typed by a user are searched for literally. */
export const likePattern = (q: string): string => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `q` as a case-insensitive substring of any of the columns. A column whose lowercase form is
 * stored is compared through it: `lower(column) LIKE lower(pattern)` is how PostgreSQL itself
 * answers ILIKE in a UTF-8 database, without lowercasing the row again.
 */
export function searchCondition(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!q || !q.trim()) return undefined;
  return searchMatch(likePattern(q), columns);
}

/** A LIKE pattern (likePattern) as a case-insensitive substring of any of the columns; see searchCondition. */
export function searchMatch(pattern: string | Placeholder, columns: PgColumn[]): SQL | undefined {
  return or(
    ...columns.map((c) => {
      const key = lowercaseKeyOf(c);
      return key ? sql`${key} like lower(${pattern})` : ilike(c, pattern);
    }),
  );
}

export function idsCondition(ids: ListParams['id'], column: PgColumn): SQL | undefined {
  if (ids === undefined) return undefined;
  const list = (Array.isArray(ids) ? ids : ids.split(','))
    .map((v) => Number(v.trim()))
    .filter((v) => Number.isInteger(v) && v > 0 && v <= ID_MAX);
  return list.length ? inArray(column, list) : sql`false`;
}

/** Whether `_order` asks for the sort downwards (any case of DESC). */
export const descending = (query: Pick<ListParams, '_order'>): boolean => query._order?.toUpperCase() === 'DESC';

/** The kinds of column a sort compares without regard to case (whatever a varchar's length). */
const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgChar']);

/** A list's sort: the key it orders by first and its direction; the fallback (the id) breaks ties. */
export interface SortKey {
  /** A column or expression; a subquery's named expression when a page is sorted outside it. */
  key: PgColumn | SQL | SQL.Aliased;
  direction: typeof asc;
}

/**
 * The sort `_sort`/`_order` ask for; an unknown sort field is refused, never silently ignored. A
 * sort key is a column or an SQL expression of text (a name read by a subquery).
 */
export function sortKeyOf(query: ListParams, columns: Record<string, PgColumn | SQL>, fallback: PgColumn): SortKey {
  const direction = descending(query) ? desc : asc;
  if (!query._sort) return { key: fallback, direction: asc };
  const column = Object.entries(columns).find(([key]) => key.toLowerCase() === query._sort?.toLowerCase())?.[1];
  if (!column) throw unknownSort(query._sort);
  // People read "alpha" next to "Alpha", whatever the database's collation. Dates are read
  // as strings too, but sort as dates.
  const key =
    column instanceof SQL
      ? sql`lower(${column})`
      : TEXT_COLUMNS.has(column.columnType)
        ? (lowercaseKeyOf(column) ?? sql`lower(${column})`)
        : column;
  return { key, direction };
}

/** ORDER BY for a sort, the fallback last so that pages never overlap. */
export const ordered = ({ key, direction }: SortKey, fallback: PgColumn): SQL[] =>
  key === fallback ? [direction(fallback)] : [direction(key), direction(fallback)];

/** ORDER BY for `_sort`/`_order` (see sortKeyOf). */
export const orderBy = (query: ListParams, columns: Record<string, PgColumn | SQL>, fallback: PgColumn): SQL[] =>
  ordered(sortKeyOf(query, columns, fallback), fallback);

export function pageWindow(query: ListParams): { limit: number; offset: number } | undefined {
  if (query._page === undefined) return undefined;
  const limit = query._perPage ?? DEFAULT_PER_PAGE;
  return { limit, offset: (query._page - 1) * limit };
}

/**
 * One page of a list (every row without `_page`): `rows` reads the window, `counted` the total
 * behind it, asked only when there is a page.
 */
export async function pageOf<T>(
  query: ListParams,
  rows: (window?: { limit: number; offset: number }) => Promise<T[]>,
  counted: () => Promise<Array<{ n: number }>>,
): Promise<{ records: T[]; total: number }> {
  const window = pageWindow(query);
  const records = await rows(window);
  return { records, total: window ? (await counted())[0].n : records.length };
}

/** The statement counting a list's rows: `select count(*)` under its conditions. */
export const countOf = (db: Db, table: PgTable, where: SQL) => db.select({ n: count() }).from(table).where(where);

/**
 * The total behind a page (`X-Total-Count`), counted by a statement built once (countOf, builtOnce)
 * run with `values`: every page of one list asks for the same one (kept on PGlite until `table` is
 * written; the statement reads no other table).
 */
export async function totalOf(
  db: Db,
  table: PgTable,
  statement: BuiltStatement<Array<{ n: number }>>,
  values: Record<string, unknown>,
): Promise<number> {
  const [{ n }] = await keptRead(
    db,
    named(statement, values),
    () => statement.execute(values),
    () => 1,
    [getTableName(table)],
  );
  return n;
}
