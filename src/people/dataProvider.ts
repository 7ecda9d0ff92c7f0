import {
  combineDataProviders,
  HttpError,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { alertMessageOf, envelopeErrors } from '../http/envelope';
import { listQuery, versionRead } from '../dataProvider';
import { PEOPLE_PATHS as P } from './api';

type Http = typeof httpClient;

/** The react-admin resources of the people screens. */
export const PEOPLE_RESOURCES = ['employees', 'roles', 'activeAccounts', 'inactiveAccounts'] as const;
type PeopleResource = (typeof PEOPLE_RESOURCES)[number];

/** `meta.api: 'users'` reads and deletes through the older UserManagementAPI (the /allusers screen). */
interface PeopleMeta {
  api?: 'users';
}

const LIST_PATHS: Record<PeopleResource, (meta?: PeopleMeta) => string> = {
  employees: (meta) => (meta?.api === 'users' ? P.users.list : P.employees.list),
  roles: () => P.roles.list,
  activeAccounts: () => P.accounts.active,
  inactiveAccounts: () => P.accounts.inactive,
};

const REMOVE_PATHS: Partial<Record<PeopleResource, (meta?: PeopleMeta) => string>> = {
  employees: (meta) => (meta?.api === 'users' ? P.users.remove : P.employees.remove),
  roles: () => P.roles.remove,
};

const resourceOf = (name: string): PeopleResource => {
  if (!(PEOPLE_RESOURCES as readonly string[]).includes(name)) throw new Error(`Unknown resource ${name}`);
  return name as PeopleResource;
};

/** Failure envelopes as react-admin errors: the server's message, field errors by camelCase field. */
const failure = (error: unknown): unknown =>
  error instanceof HttpError
    ? new HttpError(alertMessageOf(error.body) ?? error.message, error.status, {
        ...(error.body as object),
        errors: envelopeErrors(error.body),
      })
    : error;

const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw failure(error);
  }
};

/** Employees, roles and the Super Admin's account lists on their documented endpoints. */
export function createPeopleDataProvider(http: Http = httpClient): DataProvider {
  const list = async (resource: string, params: Partial<GetListParams>) => {
    const path = LIST_PATHS[resourceOf(resource)](params.meta as PeopleMeta | undefined);
    const { json, headers } = await http(`${path}?${listQuery(params)}`);
    const data = json as RaRecord[];
    const total = headers.get('X-Total-Count');
    return { data, total: total === null ? data.length : Number(total) };
  };

  const one = async (resource: string, id: Identifier): Promise<RaRecord> => {
    if (resource === 'employees')
      return {
        ...((await http(`${P.employees.detail}?userId=${encodeURIComponent(String(id))}`)).json as RaRecord),
        id,
      };
    if (resource === 'roles') return (await http(`${P.roles.one}/${encodeURIComponent(String(id))}`)).json as RaRecord;
    throw new Error(`${resource} has no single-record view`);
  };

  const saveRole = async (data: Record<string, unknown>, id?: Identifier) => {
    const { json } = await http(id ? P.roles.update : P.roles.add, {
      method: id ? 'PUT' : 'POST',
      body: JSON.stringify({ ...data, id: id ?? 0 }),
    });
    return { data: (json as { data: RaRecord }).data };
  };

  const remove = async (resource: string, id: Identifier, meta?: PeopleMeta) => {
    const path = REMOVE_PATHS[resourceOf(resource)];
    if (!path) throw new Error(`${resource} cannot be deleted`);
    const { json } = await http(`${path(meta)}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
    return (json as { data: RaRecord }).data;
  };

  const provider = {
    getList: (resource: string, params: GetListParams) => guarded(() => list(resource, params)),
    getOne: (resource: string, { id }: { id: Identifier }) => guarded(async () => ({ data: await one(resource, id) })),
    getMany: (resource: string, { ids, meta }: { ids: Identifier[]; meta?: PeopleMeta }) =>
      guarded(async () => {
        // Roles are few and their list takes no id filter: the whole list, then the wanted ones.
        const filter = resource === 'roles' ? {} : { id: ids };
        const { data } = await list(resource, { filter, meta });
        const wanted = new Set(ids.map(String));
        return { data: data.filter((r) => wanted.has(String(r.id))) };
      }),
    getManyReference: (resource: string, params: GetListParams & { target: string; id: Identifier }) =>
      guarded(() => list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })),
    create: (resource: string, { data }: { data: Record<string, unknown> }) =>
      guarded(async () => {
        if (resource !== 'roles') throw new Error(`${resource} is created by its own form`);
        return saveRole(data);
      }),
    update: (
      resource: string,
      { id, data, previousData }: { id: Identifier; data: Record<string, unknown>; previousData?: RaRecord },
    ) =>
      guarded(async () => {
        if (resource !== 'roles') throw new Error(`${resource} is updated by its own form`);
        return saveRole({ ...data, version: versionRead(previousData, data) }, id);
      }),
    updateMany: () => Promise.reject(new Error('Not supported')),
    delete: (resource: string, { id, meta }: { id: Identifier; meta?: PeopleMeta }) =>
      guarded(async () => ({ data: await remove(resource, id, meta) })),
    deleteMany: (resource: string, { ids, meta }: { ids: Identifier[]; meta?: PeopleMeta }) =>
      guarded(async () => {
        for (const id of ids) await remove(resource, id, meta);
        return { data: ids };
      }),
  };
  // react-admin's methods are generic in the record type, which these endpoints fix at run time.
  return provider as unknown as DataProvider;
}

/** The app's data provider with the people resources added. */
export function withPeople(base: DataProvider, people: DataProvider = createPeopleDataProvider()): DataProvider {
  const mine = new Set<string>(PEOPLE_RESOURCES);
  return combineDataProviders((resource) => (mine.has(resource) ? people : base));
}
