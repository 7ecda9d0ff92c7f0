import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { PERMISSIONS, SUB_PERMISSIONS, type Grants } from '../domain/permissions';
import serverEn from '../../public/locales/en/server.json';

/* Helpers of the mock people endpoints: the same envelopes, messages and list rules as the API. */

export type Row = Record<string, unknown> & { id: number };

/** The English text of a `server` key, as the API would answer it. */
export function text(key: string, params: Record<string, unknown> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], serverEn);
  const template = typeof found === 'string' ? found : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const fail = (
  status: number,
  key: string,
  errors: Record<string, string[]> = {},
  params: Record<string, unknown> = {},
) => HttpResponse.json({ isSuccess: false, alertMessage: text(key, params), errors }, { status });
export const ok = (key: string, data: unknown, params: Record<string, unknown> = {}) =>
  HttpResponse.json({ isSuccess: true, alertMessage: text(key, params), data });

/** A body as a plain record, from multipart (PascalCase names) or JSON, keys camelCased; '' is absent. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const raw: Record<string, unknown> = request.headers.get('content-type')?.includes('multipart/form-data')
    ? Object.fromEntries((await request.formData()).entries())
    : ((await request.json()) as Record<string, unknown>);
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === '' || value === 'null' || value === 'undefined') continue;
    const name = key[0].toLowerCase() + key.slice(1);
    body[name] = typeof value === 'string' && /Id$|^id$/.test(name) && /^\d+$/.test(value) ? Number(value) : value;
  }
  return body;
}

export function validation(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data as Record<string, unknown> };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'request');
    (errors[field[0].toUpperCase() + field.slice(1)] ??= []).push(
      text(issue.message, { field: text(`fields.${field}`) }),
    );
  }
  return { response: fail(400, 'errors.validation', errors) };
}

/** List semantics of DESIGN §3 over plain rows: q, filters, sort, page with X-Total-Count. */
export function page(rows: Row[], url: URL, search: string[], filters: string[] = []) {
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

export const permissionList = (grants: Grants) =>
  PERMISSIONS.filter((p) => grants[p]?.length).map((p) => ({
    permissionId: PERMISSIONS.indexOf(p) + 1,
    permissionName: p,
    subPermissions: (grants[p] ?? []).map((s) => ({
      subPermissionId: SUB_PERMISSIONS.indexOf(s) + 1,
      subPermissionName: s,
    })),
  }));
