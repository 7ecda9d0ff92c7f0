import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { DEMO_OWNER } from '@domain/demo';
import { isNoValue } from '@domain/noValue';
import { PERMISSIONS, SUB_PERMISSIONS, type Grants } from '@domain/permissions';
import serverText from '../../public/locales/en/server.json';
import { failure, MockRefusal, validationRefusal } from './failures';
import { listed } from './listed';
import type { MockLanguage } from './words';

/* What every mock endpoint answers with: the server's envelopes, English messages and list rules. */

export type Row = Record<string, unknown> & { id: number };

/** Who the mock says created a record: the one account it signs in as. */
export const CREATED_BY = `${DEMO_OWNER.firstName} ${DEMO_OWNER.lastName}`;

/** A message of the server's English texts (`costing.added`, `errors.notFound`, ...), so the mock answers as the server does. */
export function serverWords(key: string, params: Record<string, unknown> = {}): string {
  let node: unknown = serverText;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const fail = (status: number, alertMessage: string, errors: Record<string, string[]> = {}) =>
  HttpResponse.json({ isSuccess: false, alertMessage, errors }, { status });

export const ok = (alertMessage: string, data: unknown) => HttpResponse.json({ isSuccess: true, alertMessage, data });

export const notFound = () => fail(404, serverWords('errors.notFound'));

/** A JSON body as an object; anything else is the server's 400 (errors.malformedJson), never a crash. */
async function jsonOf(request: Request): Promise<Record<string, unknown>> {
  const value: unknown = await request.json().catch(() => undefined);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new MockRefusal(400, 'errors.malformedJson');
  return value as Record<string, unknown>;
}

/** A body as a plain record, from multipart (PascalCase names) or JSON, keys camelCased; null, '' and blanks are absent. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const raw: Record<string, unknown> = request.headers.get('content-type')?.includes('multipart/form-data')
    ? Object.fromEntries((await request.formData()).entries())
    : await jsonOf(request);
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (isNoValue(value)) continue;
    const name = key[0].toLowerCase() + key.slice(1);
    body[name] = typeof value === 'string' && /Id$|^id$/.test(name) && /^\d+$/.test(value) ? Number(value) : value;
  }
  return body;
}

const fieldKey = (path: PropertyKey | undefined) => {
  const field = String(path ?? 'Request');
  return field[0].toUpperCase() + field.slice(1);
};

/** The body parsed by a shared schema, or the server's 400 with every message under its field, in `lng`. */
export function validation(schema: z.ZodType, body: unknown, lng: MockLanguage = 'en') {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data as Record<string, unknown> };
  return { response: failure(validationRefusal(parsed.error), lng, false) };
}

/** The body parsed by a shared schema, or a 400 with its first message (schemas whose messages are texts). */
export function firstIssue(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data as Record<string, unknown> };
  const [issue] = parsed.error.issues;
  return { response: fail(400, issue.message, { [fieldKey(issue.path[0])]: [issue.message] }) };
}

/** How a documented list is searched and filtered. */
export interface ListRules {
  /** Fields `q` searches (case-insensitive substring). */
  search: readonly string[];
  /** Query parameters that select rows whose field equals them. */
  filters?: string[];
}

/** List semantics of DESIGN §3 over plain rows (listed.ts, as /api/v1 lists): q, filters, ids, sort, page with X-Total-Count. */
export function listAnswer(rows: Row[], url: URL, { search, filters = [] }: ListRules) {
  const query = Object.fromEntries(url.searchParams);
  const selected = rows.filter((r) => filters.every((f) => !query[f] || String(r[f]) === query[f]));
  const { records, total } = listed(
    selected,
    {
      q: query.q,
      id: query.id?.split(','),
      _sort: query._sort,
      _order: query._order?.toUpperCase(),
      _page: query._page ? Number(query._page) : undefined,
      _perPage: query._perPage ? Number(query._perPage) : undefined,
    },
    {
      searched: (row) => search.map((f) => String(row[f] ?? '')),
      shown: (row) => row,
      // Any field of the answer sorts (these lists answer their own shape); an empty list any field.
      sortable: selected.length ? [...new Set(selected.flatMap((row) => Object.keys(row)))] : [query._sort ?? 'id'],
    },
  );
  return HttpResponse.json(records, query._page ? { headers: { 'X-Total-Count': String(total) } } : {});
}

/** Grants as the API lists them: permissions and actions with their catalogue ids. */
export const permissionList = (grants: Grants) =>
  PERMISSIONS.filter((p) => grants[p]?.length).map((p) => ({
    permissionId: PERMISSIONS.indexOf(p) + 1,
    permissionName: p,
    subPermissions: (grants[p] ?? []).map((s) => ({
      subPermissionId: SUB_PERMISSIONS.indexOf(s) + 1,
      subPermissionName: s,
    })),
  }));
