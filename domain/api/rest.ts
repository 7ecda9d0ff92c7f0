import type { Requirement } from '../permissions';
import type { ResourceName, ResourceSpec } from '../registry';
import { DELETE, GET, POST, PUT, type Access, type Endpoint } from './endpoint';
import { dropdownAccess } from './registryPaths';

/** The conventional REST surface sits beside the documented paths, under one prefix. */
export const REST_PREFIX = 'v1';

/** The longest page a list answers (range [0,999]): a screen showing every row of a short list asks this many. */
export const MAX_PAGE = 1000;

/** The five operations ra-data-simple-rest calls: list (and getMany), one, create, update, delete. */
export type RestOperation = 'list' | 'one' | 'create' | 'update' | 'remove';
type Operations<N extends string> = {
  list: Endpoint<`${typeof REST_PREFIX}/${N}`, 'GET'>;
  one: Endpoint<`${typeof REST_PREFIX}/${N}/:id`, 'GET'>;
  create: Endpoint<`${typeof REST_PREFIX}/${N}`, 'POST'>;
  update: Endpoint<`${typeof REST_PREFIX}/${N}/:id`, 'PUT'>;
  remove: Endpoint<`${typeof REST_PREFIX}/${N}/:id`, 'DELETE'>;
};

/**
 * The endpoints of `/api/v1/<name>` a resource has, each with its access: only the operations
 * `access` names exist (a read-only resource declares list and one), so the server routes no more.
 */
export function restSurface<N extends string, A extends Partial<Record<RestOperation, Access>>>(
  name: N,
  access: A,
): Pick<Operations<N>, keyof A & RestOperation> {
  const base = `${REST_PREFIX}/${name}` as const;
  const make = {
    list: (a: Access) => GET(base, a),
    one: (a: Access) => GET(`${base}/:id`, a),
    create: (a: Access) => POST(base, a),
    update: (a: Access) => PUT(`${base}/:id`, a),
    remove: (a: Access) => DELETE(`${base}/:id`, a),
  };
  return Object.fromEntries(
    (Object.keys(access) as RestOperation[]).map((op) => [op, make[op](access[op] as Access)]),
  ) as Pick<Operations<N>, keyof A & RestOperation>;
}

/**
 * All five operations with the documented paths' own access to one permission: View to read,
 * Add to create, Edit to update, Delete.
 */
export function restEndpoints<N extends string>(name: N, permission: Requirement['permission']) {
  const may = (action: Requirement['action']): Requirement => ({ permission, action });
  return restSurface(name, {
    list: may('View'),
    one: may('View'),
    create: may('Add'),
    update: may('Edit'),
    remove: may('Delete'),
  });
}

/**
 * A registry resource's conventional endpoints, at `/api/v1/<resource name>`, and its choices at
 * `/api/v1/<resource name>/choices`: the documented dropdown's records (id, name, parent id) read
 * only, in the same dialect, open to whoever may fill in or filter employees (dropdownAccess). A
 * path of its own under the resource rather than a filter of the list: who may read it differs.
 */
export const restResourceEndpoints = (spec: ResourceSpec) => ({
  ...restEndpoints<ResourceName>(spec.name, spec.permission),
  choices: GET(`${REST_PREFIX}/${spec.name}/choices` as const, dropdownAccess(spec)),
});
