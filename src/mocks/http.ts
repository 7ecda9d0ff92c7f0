import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { DEMO_OWNER } from '@domain/demo';
import { isNoValue } from '@domain/noValue';
import { PERMISSIONS, SUB_PERMISSIONS, type Grants } from '@domain/permissions';
import serverText from '../../public/locales/en/server.json';

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

/** A body as a plain record, from multipart (PascalCase names) or JSON, keys camelCased; null, '' and blanks are absent. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const raw: Record<string, unknown> = request.headers.get('content-type')?.includes('multipart/form-data')
    ? Object.fromEntries((await request.formData()).entries())
    : ((await request.json()) as Record<string, unknown>);
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

/** The body parsed by a shared schema, or the server's 400 with every message under its field (texts by key). */
export function validation(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data as Record<string, unknown> };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'request');
    (errors[fieldKey(field)] ??= []).push(serverWords(issue.message, { field: serverWords(`fields.${field}`) }));
  }
  return { response: fail(400, serverWords('errors.validation'), errors) };
}

/** The body parsed by a shared schema, or a 400 with its first message (schemas whose messages are texts). */
export function firstIssue(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data as Record<string, unknown> };
  const [issue] = parsed.error.issues;
  return { response: fail(400, issue.message, { [fieldKey(issue.path[0])]: [issue.message] }) };
}

export interface ListRules {
  /** Fields `q` searches (case-insensitive substring). */
  search: readonly string[];
  /** Query parameters that select rows whose field equals them. */
  filters?: string[];
}

/** List semantics of DESIGN §3 over plain rows: q, filters, ids, sort, page with X-Total-Count. */
export function listAnswer(rows: Row[], url: URL, { search, filters = [] }: ListRules) {
  const q = url.searchParams.get('q')?.toLowerCase();
  const ids = url.searchParams.get('id')?.split(',').map(Number);
  let result = rows.filter(
    (r) =>
      !q ||
      search.some((f) =>
        String(r[f] ?? '')
          .toLowerCase()
          .includes(q),
      ),
  );
  if (ids) result = result.filter((r) => ids.includes(r.id));
  for (const filter of filters) {
    const wanted = url.searchParams.get(filter);
    if (wanted) result = result.filter((r) => String(r[filter]) === wanted);
  }
  const sort = url.searchParams.get('_sort');
  if (sort) {
    const sign = url.searchParams.get('_order')?.toUpperCase() === 'DESC' ? -1 : 1;
    result = [...result].sort(
      (a, b) => sign * String(a[sort] ?? '').localeCompare(String(b[sort] ?? ''), undefined, { numeric: true }),
    );
  }
  const pageNo = url.searchParams.get('_page');
  if (!pageNo) return HttpResponse.json(result);
  const perPage = Number(url.searchParams.get('_perPage') ?? 25);
  const start = (Number(pageNo) - 1) * perPage;
  return HttpResponse.json(result.slice(start, start + perPage), {
    headers: { 'X-Total-Count': String(result.length) },
  });
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
