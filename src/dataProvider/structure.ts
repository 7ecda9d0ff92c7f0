import type { DataProvider, GetListParams, GetManyParams } from 'react-admin';
import { registry } from '@domain/registry';
import { readsDropdown } from './dropdown';

/** The registry's resources (the six structure levels and lists), all served at /api/v1. */
export const STRUCTURE_RESOURCES: ReadonlySet<string> = new Set(registry.map((spec) => spec.name));

/** Where a resource's choices answer: `/api/v1/<resource>/choices`, in the list's dialect. */
const choicesOf = (resource: string) => `${resource}/choices`;

/** A dropdown offers its choices by name, whatever order a reference input asks by default (its id, newest first). */
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/**
 * react-admin's methods for the registry's resources: ra-data-simple-rest over /api/v1, reads with
 * DROPDOWN_META at the resource's choices (id, name and parent id, open to roles that may fill in
 * or filter employees without the list's View).
 */
export function structureResources(conventional: DataProvider): DataProvider {
  return {
    ...conventional,
    getList: (resource: string, params: GetListParams) =>
      readsDropdown(params.meta)
        ? conventional.getList(choicesOf(resource), { ...params, sort: BY_NAME })
        : conventional.getList(resource, params),
    getMany: (resource: string, params: GetManyParams) =>
      conventional.getMany(readsDropdown(params.meta) ? choicesOf(resource) : resource, params),
  } as DataProvider;
}
