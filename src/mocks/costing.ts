import { http, HttpResponse, type HttpHandler } from 'msw';
import { api, apiRoute } from '@domain/api';
import { annualCostOf, designationKey, readActivities, type CostBreakdown } from '@domain/estimation';
import { currencyOf } from '@domain/fte';
import type { EstimationState, MockCost } from './estimationState';
import { answering, badRequestRefusal, conflictRefusal } from './failures';
import { CREATED_BY, notFound, ok, serverWords } from './http';
import { languageOf, words } from './words';

interface CostBody {
  id?: number;
  fileName?: string;
  designationName?: string;
  designationID?: number;
  cost?: number;
  breakdown?: CostBreakdown;
}

/** A cost's values after the server's rules (job title of the file, one cost each, cost >= 0), or its refusal. */
export function costValues(state: EstimationState, body: CostBody, id?: number): Omit<MockCost, 'id' | 'createdDate'> {
  const file = state.byName(body.fileName ?? null);
  if (!file) throw badRequestRefusal('costing.fileMissing', { name: body.fileName }, 'FileName');
  const designations = readActivities(file.table)?.header.designations.map((d) => d.name) ?? [];
  const designation = designations.find((d) => designationKey(d) === designationKey(body.designationName ?? ''));
  if (!designation) {
    const params = { designation: body.designationName, file: file.fileName, list: designations.join(', ') };
    throw badRequestRefusal('costing.notADesignation', params, 'DesignationName');
  }
  const cost = body.breakdown ? annualCostOf(body.breakdown) : body.cost;
  if (typeof cost !== 'number' || !(cost >= 0)) throw badRequestRefusal('validation.costRange', {}, 'Cost');
  const clash = state.costs.find(
    (c) => c.fileId === file.id && designationKey(c.designationName) === designationKey(designation) && c.id !== id,
  );
  if (clash) throw conflictRefusal('costing.duplicate', { designation, file: file.fileName }, 'DesignationName');
  const breakdown = body.breakdown ? { ...body.breakdown } : null;
  return { fileId: file.id, designationName: designation, designationID: body.designationID ?? null, cost, breakdown };
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

/** Costing for the mock backend: the server's rules (job title of the file, one cost each, cost >= 0). */
export function costingHandlers(state: EstimationState): HttpHandler[] {
  const record = (c: MockCost) => costRecordOf(state, c);
  const save = async (request: Request, editing: boolean) => {
    const body = (await request.json()) as CostBody;
    const values = costValues(state, body, body.id);
    const existing = editing ? state.costs.find((c) => c.id === body.id) : undefined;
    if (editing && !existing) return notFound();
    const saved = existing ? Object.assign(existing, values) : state.addCost(values);
    const params = { designation: values.designationName, file: record(saved).fileName };
    return ok(words(languageOf(request), editing ? 'costing.updated' : 'costing.added', params), record(saved));
  };
  return [
    http.get(`*${apiRoute(api.costing.all)}`, () => HttpResponse.json(state.costs.map(record))),
    http.get(`*${apiRoute(api.costing.byId)}`, ({ request }) => {
      const found = state.costs.find((c) => c.id === Number(new URL(request.url).searchParams.get('id')));
      return found ? HttpResponse.json(record(found)) : notFound();
    }),
    http.get(`*${apiRoute(api.costing.byFile)}`, ({ params }) => {
      const file = state.byName(decodeURIComponent(String(params.file)));
      return HttpResponse.json(file ? state.costs.filter((c) => c.fileId === file.id).map(record) : []);
    }),
    http.post(
      `*${apiRoute(api.costing.add)}`,
      answering(({ request }) => save(request, false)),
    ),
    http.put(
      `*${apiRoute(api.costing.edit)}`,
      answering(({ request }) => save(request, true)),
    ),
    http.delete(`*${apiRoute(api.costing.remove)}`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const index = state.costs.findIndex((c) => c.id === id);
      if (index < 0) return notFound();
      const [removed] = state.costs.splice(index, 1);
      const data = record(removed);
      return ok(serverWords('costing.deleted', { designation: data.designationName, file: data.fileName }), data);
    }),
  ];
}
