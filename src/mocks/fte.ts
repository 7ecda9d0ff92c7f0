import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiRoute, fteEndpoints } from '@domain/api';
import { computeFte, countryOf, currencyOf, formatTime, parseTime, type FteInput } from '@domain/fte';
import { FTE_FAMILIES, type FteFamily } from '@domain/fteFamilies';
import { fteProfileSchema } from '@domain/fteProfileSchema';
import { bodyOf, firstIssue, listAnswer, notFound, ok } from './http';
import type { MockRecord, MockStore } from './store';
import { languageOf, type MockLanguage } from './words';
import { demoText } from '@domain/demo';

const TABLE = 'fteProfiles';

/** A stored profile as the server answers it: times "HH:mm", currency, fte and its two factors. */
export function answer(family: FteFamily, row: MockRecord, lng: MockLanguage = 'en'): Record<string, unknown> {
  const { scope: _scope, elementId, ...profile } = row as MockRecord & { scope: string; elementId: number | null };
  const { breakdown } = computeFte(profile as unknown as FteInput);
  const record: Record<string, unknown> = {
    ...profile,
    // A demo profile's name in the reader's language, as the server shows its stored Arabic.
    fteName: demoText(String(profile.fteName), lng),
    currency: currencyOf(String(profile.country)),
    availableDays: breakdown?.availableDays ?? null,
    netDailyHours: breakdown?.netDailyHours ?? null,
    fte: breakdown?.fte ?? 0,
  };
  if (family.parentKey) record[family.parentKey] = elementId;
  return record;
}

export function stored(family: FteFamily, body: Record<string, unknown>): Record<string, unknown> {
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
  const at = fteEndpoints(family);
  return [
    http.get(`*${apiRoute(at.list)}`, ({ request }) => {
      const url = new URL(request.url);
      const element = family.parentKey ? url.searchParams.get(family.parentKey) : null;
      const rows = mine().filter((r) => !element || r.elementId === Number(element));
      return listAnswer(
        rows.map((row) => answer(family, row, languageOf(request)) as MockRecord),
        url,
        { search: ['fteName'] },
      );
    }),
    http.get(`*${apiRoute(at.one)}`, ({ request, params }) => {
      const row = one(params.id);
      return row ? HttpResponse.json(answer(family, row, languageOf(request))) : notFound();
    }),
    http.post(`*${apiRoute(at.save)}`, async ({ request }) => {
      const checked = firstIssue(schema, await bodyOf(request));
      if (checked.response) return checked.response;
      const body = checked.data;
      const id = typeof body.id === 'number' && body.id > 0 ? body.id : undefined;
      if (id !== undefined && !one(id)) return notFound();
      const row = id ? store.update(TABLE, id, stored(family, body)) : store.insert(TABLE, stored(family, body));
      return ok(
        id ? 'FTE profile updated successfully.' : 'FTE profile added successfully.',
        answer(family, row as MockRecord),
      );
    }),
    http.delete(`*${apiRoute(at.remove)}`, ({ params }) => {
      const row = one(params.id);
      if (!row) return notFound();
      store.remove(TABLE, row.id);
      return ok('FTE profile deleted successfully.', answer(family, row));
    }),
  ];
}

/** The six FTE families of the mock backend, over one table like the server's. */
export const fteHandlers = (store: MockStore): HttpHandler[] =>
  FTE_FAMILIES.flatMap((family) => familyHandlers(family, store));
