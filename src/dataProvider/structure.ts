import type { DataProvider, GetListParams, GetManyParams } from 'react-admin';
import { registry } from '@domain/registry';
import { readsDropdown } from './documented';

/** The registry's resources (the six structure levels and lists), all served at /api/v1. */
export const STRUCTURE_RESOURCES: ReadonlySet<string> = new Set(registry.map((spec) => spec.name));

/**
 * react-admin's methods for the registry's resources: ra-data-simple-rest over /api/v1, save for
 * reads with DROPDOWN_META, which go to the structure's dropdown endpoint (id, name and parent id,
 * open to roles that may fill in employees without the list's View), a documented path alone.
 */
export function structureResources(conventional: DataProvider, documented: DataProvider): DataProvider {
  const reader = (meta: unknown) => (readsDropdown(meta) ? documented : conventional);
  return {
    ...conventional,
    getList: (resource: string, params: GetListParams) => reader(params.meta).getList(resource, params),
    getMany: (resource: string, params: GetManyParams) => reader(params.meta).getMany(resource, params),
  } as DataProvider;
}
