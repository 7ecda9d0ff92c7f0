/**
 * The documented API as data: every `/api/...` path of the legacy contract spelt once, with its
 * HTTP method and the access it needs. Nothing outside this folder writes a `Controller/Action`
 * path; everyone names an endpoint instead, so a path that does not exist is a type error.
 *
 * - Server routes: `app.route({ ...endpoint(api.contact.markRead), schema, handler })`
 *   (server/http/endpoint.ts) takes the method, the route pattern and the access from here.
 * - Callers (data provider, auth provider, public site): `apiPath(api.contact.markRead, { id })`
 *   gives the address with its `:params` filled in; the method is `api.contact.markRead.method`.
 * - Mocks: `http.post(`*${apiRoute(api.contact.markRead)}`, ...)` matches what the server declares.
 * - Registry resources, FTE families and import kinds are derived from the registry's controller
 *   and route names: `resourceEndpoints(spec)`, `fteEndpoints(family)`, `importEndpoints(kind)`.
 */
import { accountsApi, employeesApi, rolesApi } from './accounts';
import { costingApi, estimationApi } from './estimation';
import { auditApi, contactApi, personalDataApi, platformApi } from './platform';
import { workforcePlanApi } from './workforcePlan';
import { FTE_FAMILIES } from '../fteFamilies';
import { IMPORT_KINDS } from '../import/kinds';
import { registry } from '../registry';
import type { Endpoint } from './endpoint';
import { fteEndpoints, importEndpoints, resourceEndpoints } from './registryPaths';
import { restResourceEndpoints } from './rest';
import { restApiEndpoints } from './restApi';

export const api = {
  accounts: accountsApi,
  employees: employeesApi,
  roles: rolesApi,
  estimation: estimationApi,
  costing: costingApi,
  workforcePlan: workforcePlanApi,
  audit: auditApi,
  personalData: personalDataApi,
  platform: platformApi,
  contact: contactApi,
} as const;

type Areas = typeof api;
/** Every listed path (registry-derived ones aside), for callers that must hold a path as a string. */
export type ApiPath = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas] extends infer E
  ? E extends { path: infer P }
    ? P
    : never
  : never;

/**
 * Every endpoint the server declares: the listed ones, those derived from the registry, the FTE
 * families and the import kinds, and the conventional surface under /api/v1.
 */
export const everyEndpoint = (): Endpoint[] => [
  ...Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]),
  ...registry.flatMap((spec) => Object.values(resourceEndpoints(spec))),
  ...FTE_FAMILIES.flatMap((family) => Object.values(fteEndpoints(family))),
  ...IMPORT_KINDS.flatMap((kind) => Object.values(importEndpoints(kind))),
  ...registry.flatMap((spec) => Object.values(restResourceEndpoints(spec))),
  ...restApiEndpoints(),
];

export * from './endpoint';
export * from './rest';
export * from './admits';
export { restApi, restFteEndpoints } from './restApi';
export { dropdownAccess, fteApi, fteEndpoints, importEndpoints, resourceApi, resourceEndpoints } from './registryPaths';
