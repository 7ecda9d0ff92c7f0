import type { FastifyReply } from 'fastify';
import {
  contentRange,
  ListQueryError,
  readSimpleRestList as readList,
  type FilterKind,
  type SimpleRestList,
  type SimpleRestQuery,
} from '@domain/api/simpleRestQuery';
import { badRequest } from './errors';
import type { ListParams } from './listParams';

export { simpleRestQuery, type FilterKind, type SimpleRestQuery } from '@domain/api/simpleRestQuery';

/** What `read` answers; a part of the list query it cannot read (a ListQueryError) is a 400 naming the part. */
export function listQueryRead<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ListQueryError) throw badRequest('errors.listQuery', { field: error.field }, error.field);
    throw error;
  }
}

/** The list query read as domain/api/simpleRestQuery.ts reads it; what it cannot read is a 400 naming the part. */
export const readSimpleRestList = (
  query: SimpleRestQuery,
  filters: Record<string, FilterKind>,
): SimpleRestList & { params: ListParams & Record<string, unknown> } =>
  listQueryRead(() => readList(query, filters) as SimpleRestList & { params: ListParams & Record<string, unknown> });

/** The answer's Content-Range (`departments 0-24/319`), readable by a browser on another origin too. */
export function sendContentRange(reply: FastifyReply, resource: string, start: number, count: number, total: number) {
  reply.header('Content-Range', contentRange(resource, start, count, total));
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}
