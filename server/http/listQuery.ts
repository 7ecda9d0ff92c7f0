import { z } from 'zod';
import { SQL, asc, count, desc, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { writeGenerationOf, type Db } from '../db/client';
import { badRequest } from './errors';

/** The pagination extension of DESIGN §3, shared by every list route. */
export const listQueryShape = {
  _page: z.number().int().min(1).optional(),
  _perPage: z.number().int().min(1).max(1000).optional(),
  _sort: z.string().max(64).optional(),
  _order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
  q: z.string().max(200).optional(),
  /** `id=1,2,3` or repeated `id`: what react-admin's getMany asks for. */
  id: z.union([z.string().max(2000), z.array(z.string().max(20)).max(1000)]).optional(),
};

export type ListQuery = {
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

export function searchCondition(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!q || !q.trim()) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((c) => ilike(c, pattern)));
}

export function idsCondition(ids: ListQuery['id'], column: PgColumn): SQL | undefined {
  if (ids === undefined) return undefined;
  const list = (Array.isArray(ids) ? ids : ids.split(','))
    .map((v) => Number(v.trim()))
    .filter((v) => Number.isInteger(v) && v > 0 && v <= 2147483647);
  return list.length ? inArray(column, list) : sql`false`;
}

/**
 * ORDER BY for `_sort`/`_order`; an unknown sort field is a 400, never silently ignored. A sort
 * key is a column or an SQL expression of text (a name read by a subquery).
 */
export function orderBy(query: ListQuery, columns: Record<string, PgColumn | SQL>, fallback: PgColumn): SQL[] {
  const direction = query._order?.toUpperCase() === 'DESC' ? desc : asc;
  if (!query._sort) return [asc(fallback)];
  const column = Object.entries(columns).find(([key]) => key.toLowerCase() === query._sort?.toLowerCase())?.[1];
  if (!column) throw badRequest('errors.unknownSort', { field: query._sort }, '_sort');
  if (column === fallback) return [direction(column)];
  // People read "alpha" next to "Alpha", whatever the database's collation.
  const key = column instanceof SQL || column.dataType === 'string' ? sql`lower(${column})` : column;
  return [direction(key), direction(fallback)];
}

export function pageWindow(query: ListQuery): { limit: number; offset: number } | undefined {
  if (query._page === undefined) return undefined;
  const limit = query._perPage ?? DEFAULT_PER_PAGE;
  return { limit, offset: (query._page - 1) * limit };
}

const totals = new WeakMap<Db, Map<string, { n: number; generation: number }>>();
const TOTALS_KEPT = 5000;

/**
 * The total behind a page (`X-Total-Count`). On PGlite it is kept until the next write, as every
 * page of one list asks for the same total; elsewhere (PostgreSQL, transactions) it is counted.
 */
export async function totalOf(db: Db, table: PgTable, where: SQL): Promise<number> {
  const query = db.select({ n: count() }).from(table).where(where);
  const generation = writeGenerationOf(db)?.();
  if (generation === undefined) return (await query)[0].n;
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  let kept = totals.get(db);
  if (!kept) totals.set(db, (kept = new Map()));
  const hit = kept.get(key);
  if (hit && hit.generation === generation) return hit.n;
  const [{ n }] = await query;
  if (kept.size >= TOTALS_KEPT) kept.clear();
  kept.set(key, { n, generation });
  return n;
}
