import { http, HttpResponse, type HttpHandler } from 'msw';
import { api, apiRoute } from '@domain/api';
import { annualCostOf, designationKey, readActivities } from '@domain/estimation';
import { costBody } from '@domain/estimation/costSchema';
import { currencyOf } from '@domain/fte';
import type { EstimationState, MockCost } from './estimationState';
import { expectedVersionsOf } from '@domain/api/ifMatch';
import { checkVersion, type Expected } from './elements';
import { answering, badRequestRefusal, conflictRefusal, notFoundRefusal, validationRefusal } from './failures';
import { CREATED_BY, notFound, ok } from './http';
import { languageOf, words } from './words';

type CostBody = Record<string, unknown>;

/** A cost's values after the server's rules (its body schema, a job title of the file, one cost each), or its refusal. */
export function costValues(
  state: EstimationState,
  body: CostBody,
  id?: number,
): Omit<MockCost, 'id' | 'createdDate' | 'version'> {
  const parsed = costBody.safeParse(body);
  if (!parsed.success) throw validationRefusal(parsed.error);
  const input = parsed.data;
  const cost = input.breakdown ? annualCostOf(input.breakdown) : input.cost;
  if (cost === undefined) throw badRequestRefusal('validation.required', { field: 'Cost' }, 'Cost');
  const file = state.byName(input.fileName);
  if (!file) throw badRequestRefusal('costing.fileMissing', { name: input.fileName }, 'FileName');
  const designations = readActivities(file.table)?.header.designations.map((d) => d.name) ?? [];
  const designation = designations.find((d) => designationKey(d) === designationKey(input.designationName));
  if (!designation) {
    const params = { designation: input.designationName, file: file.fileName, list: designations.join(', ') };
    throw badRequestRefusal('costing.notADesignation', params, 'DesignationName');
  }
  const clash = state.costs.find(
    (c) => c.fileId === file.id && designationKey(c.designationName) === designationKey(designation) && c.id !== id,
  );
  if (clash) throw conflictRefusal('costing.duplicate', { designation, file: file.fileName }, 'DesignationName');
  const breakdown = input.breakdown ? { ...input.breakdown } : null;
  return { fileId: file.id, designationName: designation, designationID: input.designationID ?? null, cost, breakdown };
}

/** A cost as the server answers it, with its file's name, type, country and currency. */
export const costRecordOf = (state: EstimationState, c: MockCost) => {
  const file = state.files.find((f) => f.id === c.fileId);
  return {
    ...c,
    fileName: file?.fileName ?? '',
    fileType: file?.fileType ?? 'O',
    country: file?.country ?? '',
    currency: currencyOf(file?.country ?? ''),
    createdBy: CREATED_BY,
  };
};

/** Cost `id`, or the refusal of a cost that is not there (404). */
export const foundCost = (state: EstimationState, id: number): MockCost => {
  const cost = state.costs.find((c) => c.id === id);
  if (!cost) throw notFoundRefusal();
  return cost;
};

/**
 * Changes cost `id` by the server's rules and in its order: the values checked first, then the
 * cost found (404) and its version (409 when another than `expected`), the save counted.
 */
export function changeCost(state: EstimationState, id: number, body: CostBody, expected: Expected): MockCost {
  const values = costValues(state, body, id);
  const cost = foundCost(state, id);
  checkVersion(cost, expected);
  return Object.assign(cost, values, { version: cost.version + 1 });
}

/** Deletes cost `id`, unless it is in another version than `expected` (a stale If-Match). */
export function deleteCost(state: EstimationState, id: number, expected: Expected): MockCost {
  const cost = foundCost(state, id);
  checkVersion(cost, expected);
  state.costs = state.costs.filter((c) => c !== cost);
  return cost;
}

const ifMatchOf = (request: Request) => request.headers.get('if-match') ?? undefined;

/** Costing for the mock backend: the server's rules (job title of the file, one cost each, cost >= 0). */
export function costingHandlers(state: EstimationState): HttpHandler[] {
  const record = (c: MockCost) => costRecordOf(state, c);
  const said = (request: Request, key: string, saved: MockCost) => {
    const data = record(saved);
    return ok(words(languageOf(request), key, { designation: data.designationName, file: data.fileName }), data);
  };
  return [
    http.get(`*${apiRoute(api.costing.all)}`, () => HttpResponse.json(state.costs.map(record))),
    http.get(`*${apiRoute(api.costing.byId)}`, ({ request }) => {
      const found = state.costs.find((c) => c.id === Number(new URL(request.url).searchParams.get('id')));
      return found ? HttpResponse.json(record(found), { headers: { ETag: `"${found.version}"` } }) : notFound();
    }),
    http.get(`*${apiRoute(api.costing.byFile)}`, ({ params }) => {
      const file = state.byName(decodeURIComponent(String(params.file)));
      return HttpResponse.json(file ? state.costs.filter((c) => c.fileId === file.id).map(record) : []);
    }),
    http.post(
      `*${apiRoute(api.costing.add)}`,
      answering(async ({ request }) => {
        const body = (await request.json()) as CostBody;
        return said(request, 'costing.added', state.addCost(costValues(state, body)));
      }),
    ),
    http.put(
      `*${apiRoute(api.costing.edit)}`,
      answering(async ({ request }) => {
        const body = (await request.json()) as CostBody & { version?: number };
        const expected = expectedVersionsOf(ifMatchOf(request), body.version);
        return said(request, 'costing.updated', changeCost(state, Number(body.id), body, expected));
      }),
    ),
    http.delete(
      `*${apiRoute(api.costing.remove)}`,
      answering(({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('id'));
        return said(
          request,
          'costing.deleted',
          deleteCost(state, id, expectedVersionsOf(ifMatchOf(request), undefined)),
        );
      }),
    ),
  ];
}
