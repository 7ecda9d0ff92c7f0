import { http, HttpResponse, type HttpHandler } from 'msw';
import { computeFte, countryOf, CURRENCY_OF, formatTime, parseTime, type Country, type FteInput } from '../domain/fte';
import { FTE_FAMILIES, type FteFamily } from '../domain/fteFamilies';
import { fteProfileSchema } from '../domain/fteProfileSchema';
import type { MockRecord, MockStore } from './store';

const fail = (status: number, alertMessage: string, errors: Record<string, string[]> = {}) =>
  HttpResponse.json({ isSuccess: false, alertMessage, errors }, { status });

const TABLE = 'fteProfiles';

/** A stored profile as the server answers it: times "HH:mm", currency, fte and its two factors. */
function answer(family: FteFamily, row: MockRecord): Record<string, unknown> {
  const { scope: _scope, elementId, ...profile } = row as MockRecord & { scope: string; elementId: number | null };
  const { breakdown } = computeFte(profile as unknown as FteInput);
  const record: Record<string, unknown> = {
    ...profile,
    currency: CURRENCY_OF[profile.country as Country] ?? null,
    availableDays: breakdown?.availableDays ?? null,
    netDailyHours: breakdown?.netDailyHours ?? null,
    fte: breakdown?.fte ?? 0,
  };
  if (family.parentKey) record[family.parentKey] = elementId;
  return record;
}

function stored(family: FteFamily, body: Record<string, unknown>): Record<string, unknown> {
  const time = (value: unknown) => formatTime(parseTime(value ?? 0) ?? 0);
  const rows = (value: unknown) =>
    Array.isArray(value) ? (value as Array<{ fieldName: string; fieldValue: unknown }>) : [];
  const { id: _id, ...rest } = body;
  return {
    ...rest,
    breakHours: time(body.breakHours),
    breakCustomFields: rows(body.breakCustomFields).map((r) => ({
      fieldName: r.fieldName,
      fieldValue: time(r.fieldValue),
    })),
    leavesCustomFields: rows(body.leavesCustomFields),
    country: countryOf(body.country) ?? body.country,
    scope: family.scope,
    elementId: family.parentKey ? body[family.parentKey] : null,
  };
}

function familyHandlers(family: FteFamily, store: MockStore): HttpHandler[] {
  const schema = fteProfileSchema(family);
  const mine = () => store.all(TABLE).filter((row) => row.scope === family.scope);
  const one = (id: unknown) => mine().find((row) => row.id === Number(id));
  return [
    http.get(`*/api/${family.paths.list}`, ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      const element = family.parentKey ? url.searchParams.get(family.parentKey) : null;
      const ids = url.searchParams.get('id')?.split(',').map(Number);
      let rows = mine().filter((r) => !q || String(r.fteName).toLowerCase().includes(q));
      if (element) rows = rows.filter((r) => r.elementId === Number(element));
      if (ids) rows = rows.filter((r) => ids.includes(r.id));
      const records = rows.map((row) => answer(family, row));
      const page = url.searchParams.get('_page');
      if (!page) return HttpResponse.json(records);
      const perPage = Number(url.searchParams.get('_perPage') ?? 25);
      const start = (Number(page) - 1) * perPage;
      return HttpResponse.json(records.slice(start, start + perPage), {
        headers: { 'X-Total-Count': String(records.length) },
      });
    }),
    http.get(`*/api/${family.paths.one}/:id`, ({ params }) => {
      const row = one(params.id);
      return row ? HttpResponse.json(answer(family, row)) : fail(404, 'The record was not found.');
    }),
    http.post(`*/api/${family.paths.save}`, async ({ request }) => {
      const parsed = schema.safeParse(await request.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue.path[0] ?? 'Request');
        return fail(400, issue.message, { [field[0].toUpperCase() + field.slice(1)]: [issue.message] });
      }
      const body = parsed.data as Record<string, unknown>;
      const id = typeof body.id === 'number' && body.id > 0 ? body.id : undefined;
      if (id !== undefined && !one(id)) return fail(404, 'The record was not found.');
      const row = id ? store.update(TABLE, id, stored(family, body)) : store.insert(TABLE, stored(family, body));
      return HttpResponse.json({
        isSuccess: true,
        alertMessage: id ? 'FTE profile updated successfully.' : 'FTE profile added successfully.',
        data: answer(family, row as MockRecord),
      });
    }),
    http.delete(`*/api/${family.paths.remove}/:id`, ({ params }) => {
      const row = one(params.id);
      if (!row) return fail(404, 'The record was not found.');
      store.remove(TABLE, row.id);
      return HttpResponse.json({
        isSuccess: true,
        alertMessage: 'FTE profile deleted successfully.',
        data: answer(family, row),
      });
    }),
  ];
}

/** The six FTE families of the mock backend, over one table like the server's. */
export const fteHandlers = (store: MockStore): HttpHandler[] =>
  FTE_FAMILIES.flatMap((family) => familyHandlers(family, store));
