import type { Requirement } from '../permissions';
import type { ResourceName, ResourceSpec } from '../registry';
import { DELETE, GET, POST, PUT } from './endpoint';

/** The conventional REST surface sits beside the documented paths, under one prefix. */
export const REST_PREFIX = 'v1';

/**
 * The five endpoints ra-data-simple-rest calls for one resource: the list (with `sort`, `range` and
 * `filter` in the query, the total in Content-Range), one record, create, update and delete. The
 * access is the documented paths' own: View to read, Add to create, Edit to update, Delete.
 */
export function restEndpoints<N extends string>(name: N, permission: Requirement['permission']) {
  const may = (action: Requirement['action']): Requirement => ({ permission, action });
  const base = `${REST_PREFIX}/${name}` as const;
  return {
    list: GET(base, may('View')),
    one: GET(`${base}/:id`, may('View')),
    create: POST(base, may('Add')),
    update: PUT(`${base}/:id`, may('Edit')),
    remove: DELETE(`${base}/:id`, may('Delete')),
  } as const;
}

/** A registry resource's conventional endpoints, at `/api/v1/<resource name>`. */
export const restResourceEndpoints = (spec: ResourceSpec) => restEndpoints<ResourceName>(spec.name, spec.permission);
