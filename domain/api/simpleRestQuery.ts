import { z } from 'zod';
import { ID_MAX } from '../registry/schema';
import { MAX_PAGE } from './rest';

/** ra-data-simple-rest's list query: each part JSON in one parameter. */
export const simpleRestQuery = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(20_000).optional(),
});
export type SimpleRestQuery = z.infer<typeof simpleRestQuery>;

/**
 * What a filter key may hold: a search text, an id (a parent, a reference), a yes/no, or a value
 * of either kind that the resource's own filter shape checks (a job title's id or `none`).
 */
export type FilterKind = 'text' | 'id' | 'flag' | 'value';

/** A part of the query that cannot be read (`sort`, `range`, `filter` or a filter key): a 400 naming it. */
export class ListQueryError extends Error {
  constructor(readonly field: string) {
    super(`The list query's ${field} cannot be read`);
  }
}

/** The documented paths' list parameters (`_sort`, `_order`, `_page`, `_perPage`, `id`, `q`, filters). */
export type RestListParams = {
  _sort?: string;
  _order?: string;
  _page?: number;
  _perPage?: number;
  id?: string[];
  q?: string;
} & Record<string, unknown>;

const id = z.number().int().min(1).max(ID_MAX);
const sortShape = z.tuple([z.string().min(1).max(64), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeShape = z.tuple([z.number().int().min(0).max(ID_MAX), z.number().int().min(0).max(ID_MAX)]);

/** `value` as `shape` holds it; anything else is a ListQueryError naming the part of the query. */
function checked<T>(value: unknown, shape: z.ZodType<T>, field: string): T {
  const result = shape.safeParse(value);
  if (!result.success) throw new ListQueryError(field);
  return result.data;
}

/** A query parameter's JSON read as `shape` (undefined when absent). */
function parsed<T>(text: string | undefined, shape: z.ZodType<T>, field: string): T | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ListQueryError(field);
  }
  return checked(value, shape, field);
}

/** A list's query in the conventional dialect, read into the documented paths' list parameters. */
export interface SimpleRestList {
  params: RestListParams;
  /** The first row asked for (Content-Range's start). */
  start: number;
}

/**
 * Reads `sort=["name","ASC"]`, `range=[0,24]` and `filter={"q":"fin","departmentId":3}` (or
 * `{"id":[1,2]}`) into the list parameters the documented paths take; the server and the mock
 * backend read it alike. A range is a page: its start a multiple of its length, as
 * ra-data-simple-rest asks (anything else is refused, never a guess); a filter key the resource
 * does not know is refused.
 */
export function readSimpleRestList(query: SimpleRestQuery, filters: Record<string, FilterKind>): SimpleRestList {
  const params: RestListParams = {};
  const sort = parsed(query.sort, sortShape, 'sort');
  if (sort) [params._sort, params._order] = [sort[0], sort[1].toUpperCase()];
  const range = parsed(query.range, rangeShape, 'range');
  let start = 0;
  if (range) {
    const length = range[1] - range[0] + 1;
    if (length < 1 || length > MAX_PAGE || range[0] % length !== 0) throw new ListQueryError('range');
    [params._page, params._perPage, start] = [range[0] / length + 1, length, range[0]];
  }
  const filter = parsed(query.filter, z.record(z.string(), z.unknown()), 'filter') ?? {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'id') {
      params.id = checked([value].flat(), z.array(id).max(MAX_PAGE), 'filter').map(String);
    } else if (key === 'q' || filters[key] === 'text') {
      params[key] = checked(value, z.string().max(200), key);
    } else if (filters[key] === 'id') {
      params[key] = checked(value, id, key);
    } else if (filters[key] === 'flag') {
      params[key] = checked(value, z.boolean(), key);
    } else if (filters[key] === 'value') {
      params[key] = checked(value, z.union([id, z.string().max(200)]), key);
    } else throw new ListQueryError(key);
  }
  return { params, start };
}

/** The Content-Range of a list's answer: `departments 0-24/319`; a list with no rows gives only its total. */
export const contentRange = (resource: string, start: number, count: number, total: number): string =>
  count > 0 ? `${resource} ${start}-${start + count - 1}/${total}` : `${resource} */${total}`;
