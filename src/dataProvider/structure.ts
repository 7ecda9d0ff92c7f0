import type { DataProvider, GetListParams, GetManyParams } from 'react-admin';
import { registry } from '@domain/registry';
import { readsDropdown } from './dropdown';
import { onFirstUse } from './lazyMethods';
import type { Http } from './requests';

/** The registry's resources (the six structure levels and lists), all served at /api/v1. */
export const STRUCTURE_RESOURCES: ReadonlySet<string> = new Set(registry.map((spec) => spec.name));

/**
 * The documented paths' methods (documented.ts), which only the dropdown reads use: their code
 * loads with the first of them, so the dashboard, which has none, does not bring it.
 */
function documentedOnFirstRead(http: Http): Pick<DataProvider, 'getList' | 'getMany'> {
  const loaded = onFirstUse(async () => (await import('./documented')).documentedResources(http));
  return {
    getList: async (resource, params) => (await loaded()).getList(resource, params),
    getMany: async (resource, params) => (await loaded()).getMany(resource, params),
  };
}

/**
 * react-admin's methods for the registry's resources: ra-data-simple-rest over /api/v1, save for
 * reads with DROPDOWN_META, which go to the structure's dropdown endpoint (id, name and parent id,
 * open to roles that may fill in employees without the list's View), a documented path alone.
 */
export function structureResources(conventional: DataProvider, http: Http): DataProvider {
  const documented = documentedOnFirstRead(http);
  const reader = (meta: unknown) => (readsDropdown(meta) ? documented : conventional);
  return {
    ...conventional,
    getList: (resource: string, params: GetListParams) => reader(params.meta).getList(resource, params),
    getMany: (resource: string, params: GetManyParams) => reader(params.meta).getMany(resource, params),
  } as DataProvider;
}
