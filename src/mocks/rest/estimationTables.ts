import { restApi } from '@domain/api';
import { COST_SORTS, ESTIMATION_FILE_SORTS } from '@domain/api/estimationSorts';
import { changeCost, costRecordOf, costValues, deleteCost, foundCost } from '../costing';
import { fileRecordOf } from '../estimation';
import type { EstimationState } from '../estimationState';
import { notFoundRefusal } from '../failures';
import { listed } from '../listed';
import type { MockRecord } from '../store';
import type { RestTable } from './table';

const matching = (row: MockRecord, params: Record<string, unknown>, keys: string[]) =>
  keys.every((key) => params[key] === undefined || row[key] === params[key]);

/** /api/v1/estimationFiles, read and deleted (with their costs) as EstimationApi/DeleteFile does. */
export function estimationFileTable(state: EstimationState): RestTable {
  const filters = { fteProfileId: 'id', elementId: 'id', category: 'text', fileType: 'text' } as const;
  const found = (id: number) => state.files.find((f) => f.id === id) ?? throwNotFound();
  return {
    resource: 'estimationFiles',
    endpoints: restApi.estimationFiles,
    filters,
    open: () => ({
      list: (params) => {
        const rows = state.files.filter((f) => matching(f as unknown as MockRecord, params, Object.keys(filters)));
        const shown = rows.map((f) => fileRecordOf(f) as unknown as MockRecord);
        return listed(shown, params, {
          searched: (r) => [String(r.fileName)],
          shown: (r) => r,
          sortable: ESTIMATION_FILE_SORTS,
        });
      },
      get: (id) => fileRecordOf(found(id)) as unknown as MockRecord,
      remove: (id) => fileRecordOf(state.removeFile(found(id).id)!) as unknown as MockRecord,
    }),
  };
}

/** /api/v1/costs over the costs the documented Costing paths keep, by the same rules and versions. */
export function costTable(state: EstimationState): RestTable {
  const record = (id: number) => costRecordOf(state, foundCost(state, id)) as unknown as MockRecord;
  return {
    resource: 'costs',
    endpoints: restApi.costs,
    filters: { fileId: 'id' },
    open: () => ({
      list: (params) => {
        const rows = state.costs.map((c) => costRecordOf(state, c) as unknown as MockRecord);
        const kept = rows.filter((row) => matching(row, params, ['fileId']));
        const searched = (r: MockRecord) => [String(r.designationName), String(r.fileName)];
        return listed(kept, params, { searched, shown: (r) => r, sortable: COST_SORTS });
      },
      get: record,
      create: (body) => record(state.addCost(costValues(state, body)).id),
      update: (id, body, expected) => {
        // The address names the cost: one not there is a 404 before its values are read, as on the server.
        record(id);
        return record(changeCost(state, id, body, expected).id);
      },
      remove: (id, expected) => costRecordOf(state, deleteCost(state, id, expected)) as unknown as MockRecord,
    }),
  };
}

function throwNotFound(): never {
  throw notFoundRefusal();
}
