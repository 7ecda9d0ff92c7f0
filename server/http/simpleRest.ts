import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ID_MAX } from '@domain/registry/schema';
import { badRequest } from './errors';
import type { ListParams } from './listParams';

/** ra-data-simple-rest's list query: each part JSON in one parameter. */
export const simpleRestQuery = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(20_000).optional(),
});
export type SimpleRestQuery = z.infer<typeof simpleRestQuery>;

/** What a filter key may hold: a search text, an id (a parent, a reference) or a yes/no. */
export type FilterKind = 'text' | 'id' | 'flag';

const id = z.number().int().min(1).max(ID_MAX);
const sortShape = z.tuple([z.string().min(1).max(64), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeShape = z.tuple([z.number().int().min(0).max(ID_MAX), z.number().int().min(0).max(ID_MAX)]);
const MAX_PAGE = 1000;

/** `value` as `shape` holds it; anything else is a 400 naming the part of the query. */
function checked<T>(value: unknown, shape: z.ZodType<T>, field: string): T {
  const result = shape.safeParse(value);
  if (!result.success) throw badRequest('errors.listQuery', { field }, field);
  return result.data;
}

/** A query parameter's JSON read as `shape` (undefined when absent). */
function parsed<T>(text: string | undefined, shape: z.ZodType<T>, field: string): T | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('errors.listQuery', { field }, field);
  }
  return checked(value, shape, field);
}

/** A list's query in the conventional dialect, read into the documented paths' list parameters. */
export interface SimpleRestList {
  params: ListParams & Record<string, unknown>;
  /** The first row asked for (Content-Range's start). */
  start: number;
}

/**
 * Reads `sort=["name","ASC"]`, `range=[0,24]` and `filter={"q":"fin","departmentId":3}` (or
 * `{"id":[1,2]}`) into the list parameters the documented paths take. A range is a page: its start
 * a multiple of its length, as ra-data-simple-rest asks (anything else is a 400, never a guess);
 * a filter key the resource does not know is a 400.
 */
export function readSimpleRestList(query: SimpleRestQuery, filters: Record<string, FilterKind>): SimpleRestList {
  const params: ListParams & Record<string, unknown> = {};
  const sort = parsed(query.sort, sortShape, 'sort');
  if (sort) [params._sort, params._order] = [sort[0], sort[1].toUpperCase()];
  const range = parsed(query.range, rangeShape, 'range');
  let start = 0;
  if (range) {
    const length = range[1] - range[0] + 1;
    if (length < 1 || length > MAX_PAGE || range[0] % length !== 0)
      throw badRequest('errors.listQuery', { field: 'range' }, 'range');
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
    } else throw badRequest('errors.listQuery', { field: key }, key);
  }
  return { params, start };
}

/** The answer's Content-Range (`departments 0-24/319`), readable by a browser on another origin too. */
export function sendContentRange(reply: FastifyReply, resource: string, start: number, count: number, total: number) {
  reply.header(
    'Content-Range',
    count > 0 ? `${resource} ${start}-${start + count - 1}/${total}` : `${resource} */${total}`,
  );
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}
