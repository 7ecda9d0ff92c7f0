import { HttpResponse, type HttpHandler } from 'msw';
import type { Caller, Endpoint } from '@domain/api';
import { choicePage, type Choice } from '@domain/api/choices';
import { expectedVersionsOf } from '@domain/api/ifMatch';
import {
  contentRange,
  ListQueryError,
  readSimpleRestList,
  type FilterKind,
  type RestListParams,
} from '@domain/api/simpleRestQuery';
import { bodyOf } from '../http';
import { badRequestRefusal, pathId } from '../failures';
import { route } from '../session';
import type { MockRecord } from '../store';
import { languageOf, type MockLanguage } from '../words';

type Expected = number[] | undefined;

/** A table's records for one reader: what each conventional call does (a missing one has no endpoint). */
export interface RestStore {
  list(params: RestListParams): { records: MockRecord[]; total: number };
  get(id: number): MockRecord;
  create?(body: Record<string, unknown>): MockRecord;
  update?(id: number, body: Record<string, unknown>, expected: Expected): MockRecord;
  remove?(id: number, expected: Expected): MockRecord;
  /** A dropdown's choices (id, name, parent id) by name, picked by `q`, `id` and the filters. */
  choices?(params: RestListParams): Choice[];
}

/**
 * The store adapter of one /api/v1 resource: its endpoints as domain/api declares them (the same
 * `restEndpoints` the server routes), the filters its list takes, and its records for a reader.
 * Declaring one is all a new resource of the conventional surface needs in the mock backend.
 */
export interface RestTable {
  resource: string;
  endpoints: Partial<Record<'list' | 'one' | 'create' | 'update' | 'remove' | 'choices', Endpoint>>;
  filters: Record<string, FilterKind>;
  /** The parent id a choice names, which its choices may be sorted by. */
  parentSource?: string;
  /** The caller's grants bound what it may give (a role's permissions), as on the server. */
  open(lng: MockLanguage, caller: Caller): RestStore;
}

/** A record with its version as ETag; one without a version (an estimation file) has none, as on the server. */
const withETag = (record: MockRecord, status = 200) =>
  HttpResponse.json(record, {
    status,
    headers: typeof record.version === 'number' ? { ETag: `"${record.version}"` } : {},
  });

/** What `read` answers; a part of the list query it cannot read is a 400 naming it, as on the server. */
function listQueryRead<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ListQueryError)
      throw badRequestRefusal('errors.listQuery', { field: error.field }, error.field);
    throw error;
  }
}

/** The list's query as the server reads it (domain/api/simpleRestQuery.ts). */
function listQuery(url: URL, filters: Record<string, FilterKind>) {
  const part = (name: string) => url.searchParams.get(name) ?? undefined;
  return listQueryRead(() =>
    readSimpleRestList({ sort: part('sort'), range: part('range'), filter: part('filter') }, filters),
  );
}

/** A page of records in ra-data-simple-rest's dialect: the array, its Content-Range exposed to the browser. */
const rangeAnswer = (resource: string, start: number, { records, total }: { records: unknown[]; total: number }) =>
  HttpResponse.json(records, {
    headers: {
      'Content-Range': contentRange(resource, start, records.length, total),
      'Access-Control-Expose-Headers': 'Content-Range',
    },
  });

/** ra-data-simple-rest's contract over a table: a list with Content-Range, one, create (201), update, delete. */
export function restHandlers(table: RestTable, caller: Caller): HttpHandler[] {
  const { endpoints: at } = table;
  const store = (request: Request) => table.open(languageOf(request), caller);
  const handlers: HttpHandler[] = [];
  const add = (endpoint: Endpoint | undefined, resolve: Parameters<typeof route>[2]) => {
    if (endpoint) handlers.push(route(endpoint, caller, resolve, true));
  };
  add(at.list, ({ request }) => {
    const { params, start } = listQuery(new URL(request.url), table.filters);
    return rangeAnswer(table.resource, start, store(request).list(params));
  });
  // Before `one`, whose `:id` would take `choices` for an id.
  add(at.choices, ({ request }) => {
    const { params, start } = listQuery(new URL(request.url), table.filters);
    const found = store(request).choices!(params);
    return rangeAnswer(
      table.resource,
      start,
      listQueryRead(() => choicePage(found, params, table.parentSource)),
    );
  });
  add(at.one, ({ request, params }) => withETag(store(request).get(pathId(params))));
  add(at.create, async ({ request }) => {
    // A create never overwrites: an id in the body is not a record to update here.
    const body = { ...(await bodyOf(request)), id: undefined, version: undefined };
    return withETag(store(request).create!(body), 201);
  });
  add(at.update, async ({ request, params }) => {
    const body = await bodyOf(request);
    const expected = expectedVersionsOf(
      request.headers.get('if-match') ?? undefined,
      body.version as number | undefined,
    );
    return withETag(store(request).update!(pathId(params), { ...body, id: pathId(params) }, expected));
  });
  add(at.remove, ({ request, params }) => {
    const expected = expectedVersionsOf(request.headers.get('if-match') ?? undefined, undefined);
    return HttpResponse.json(store(request).remove!(pathId(params), expected));
  });
  return handlers;
}

/** Records whose one `save` creates (no id) or updates, as MockElements and MockRoles keep theirs. */
export interface SavedRecords {
  list: RestStore['list'];
  get: RestStore['get'];
  save(body: Record<string, unknown>, expected?: Expected): { record: MockRecord };
  remove(id: number, expected?: Expected): MockRecord;
  choices?(params: RestListParams): Choice[];
}

/** The conventional calls over such records: a create saves without an id, an update with the path's. */
export const savedStore = (records: SavedRecords): RestStore => ({
  choices: records.choices && ((params) => records.choices!(params)),
  list: (params) => records.list(params),
  get: (id) => records.get(id),
  create: (body) => records.save(body).record,
  update: (id, body, expected) => records.save({ ...body, id }, expected).record,
  remove: (id, expected) => records.remove(id, expected),
});
