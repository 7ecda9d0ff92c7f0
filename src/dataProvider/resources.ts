import {
  combineDataProviders,
  withLifecycleCallbacks,
  type DataProvider,
  type GetListParams,
  type ResourceCallbacks,
} from 'react-admin';
import { AUDIT_TRAIL, CONTACT_INBOX } from '@domain/access';
import { peopleOnFirstCall } from './peopleOnFirstCall';
import type { Http, ResourceMethods } from './requests';
import { STRUCTURE_RESOURCES, structureResources } from './structure';
import { conventionalResources } from './conventional';

const REACT_ADMIN_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** A resource's own methods as a whole provider: what it lacks is refused, naming the method. */
function ownProvider(methods: ResourceMethods): DataProvider {
  const refused = (name: string) => (resource: string) => Promise.reject(new Error(`${resource} has no ${name}`));
  const provider = Object.fromEntries(
    REACT_ADMIN_METHODS.map((name) => [name, (methods as Record<string, unknown>)[name] ?? refused(name)]),
  );
  // react-admin's methods are generic in the record type; each resource answers its own records.
  return provider as unknown as DataProvider;
}

/**
 * The quirks of single resources' documented endpoints, on react-admin's lifecycle callbacks rather
 * than in a provider of their own.
 */
const RESOURCE_QUIRKS: ResourceCallbacks[] = [
  {
    resource: CONTACT_INBOX,
    // The list holds every message unless `unread` is sent: it is sent only when it asks for the unread ones.
    beforeGetList: async (params: GetListParams) => {
      const { unread, ...rest } = (params.filter ?? {}) as { unread?: unknown };
      return { ...params, filter: unread === true ? { ...rest, unread: true } : rest };
    },
  },
  {
    resource: AUDIT_TRAIL,
    // /api/v1 takes a record's id as a number; a record's history link (and one saved before) names it as text.
    beforeGetList: async (params: GetListParams) => {
      const { recordId, ...rest } = (params.filter ?? {}) as { recordId?: unknown };
      const id = typeof recordId === 'string' && /^\d+$/.test(recordId) ? Number(recordId) : recordId;
      return { ...params, filter: id === undefined ? rest : { ...rest, recordId: id } };
    },
  },
];

/**
 * react-admin's methods for every resource of the signed-in app: the registry's elements, the FTE
 * profiles, the roles, the employees, costs, estimation files, the audit trail, the messages
 * received and the organisations on /api/v1 through ra-data-simple-rest (employees with their own
 * body, see people.ts), and the resources with methods of their own: the owners' approval lists
 * (over /api/v1/accounts) and the sign-in locks.
 */
export function resourceMethods(http: Http): DataProvider {
  const conventional = conventionalResources(http);
  const structure = structureResources(conventional);
  const own = new Map(
    Object.entries(peopleOnFirstCall(http).resources satisfies Record<string, ResourceMethods>).map(
      ([resource, methods]) => [resource, ownProvider(methods)],
    ),
  );
  const routed = combineDataProviders(
    (resource) => own.get(resource) ?? (STRUCTURE_RESOURCES.has(resource) ? structure : conventional),
  );
  return withLifecycleCallbacks(routed, RESOURCE_QUIRKS);
}
