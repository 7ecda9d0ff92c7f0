import { restResourceEndpoints } from '@domain/api';
import { registry, type ResourceSpec } from '@domain/registry';
import { MockElements } from '../elements';
import type { MockStore } from '../store';
import type { RestTable } from './table';

/** A registry resource at /api/v1: its elements in the mock's store, filtered by their parent. */
export function elementTable(spec: ResourceSpec, store: MockStore): RestTable {
  return {
    resource: spec.name,
    endpoints: restResourceEndpoints(spec),
    filters: spec.parent ? { [spec.parent.source]: 'id' } : {},
    open: (lng) => {
      const elements = new MockElements(spec, store, lng);
      return {
        list: (params) => elements.list(params),
        get: (id) => elements.get(id),
        create: (body) => elements.save(body).record,
        update: (id, body, expected) => elements.save({ ...body, id }, expected).record,
        remove: (id, expected) => elements.remove(id, expected),
      };
    },
  };
}

/**
 * Every resource of the conventional surface the mock serves: one store adapter each. A resource
 * the API table (domain/api) gains at /api/v1 is declared here, over the mock's store.
 */
export const restTables = (store: MockStore): RestTable[] => registry.map((spec) => elementTable(spec, store));
