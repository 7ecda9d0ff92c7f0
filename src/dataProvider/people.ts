import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { employeeFormData, employeeValues } from './employeeMultipart';
import { rememberAlert, savedMessageOf } from './failures';
import { guarded, ifMatch, pageAt, versionRead, type Envelope, type Http } from './requests';
import type { ResourceMethods } from './requests';
import { PEOPLE_PATHS as P } from './peoplePaths';

/** `meta.api: 'users'`: the older UserManagementAPI behind /allusers and /addusers. */
interface PeopleMeta {
  api?: 'users';
}
const viaUsers = (meta: unknown) => (meta as PeopleMeta | undefined)?.api === 'users';

const at = (path: string, id: Identifier) => `${path}/${encodeURIComponent(String(id))}`;
const ofUser = (path: string, id: Identifier) => `${path}?userId=${encodeURIComponent(String(id))}`;

function requests(http: Http) {
  const list = (path: string, params: Partial<GetListParams>) => guarded(() => pageAt(http, path, params));
  const read = <T>(path: string) => guarded(async () => (await http(path)).json as T);
  // The server's alertMessage travels beside the record (see savedMessageOf).
  const send = (path: string, method: string, body?: unknown, headers?: Record<string, string>) =>
    guarded(async () => {
      const init =
        body === undefined
          ? { method, headers: new Headers({ Accept: 'application/json', ...headers }) }
          : { method, body: body instanceof FormData ? body : JSON.stringify(body) };
      const envelope = (await http(path, init)).json as Envelope;
      return { data: rememberAlert(envelope.data ?? {}, envelope.alertMessage) as RaRecord };
    });
  return { list, read, send };
}

/** The profile image chosen in the form, sent in the multipart body beside the fields. */
const imageOf = (data: Record<string, unknown>) => (data.profileImage instanceof File ? data.profileImage : null);

/**
 * Employees (`meta.api: 'users'` for the user list's endpoints), roles and the Super Admin's two
 * account lists, keyed by resource: each on the documented endpoints of spec §7.
 */
export function peopleResources(http: Http = httpClient): Record<string, ResourceMethods> {
  const { list, read, send } = requests(http);
  const employees: ResourceMethods = {
    getList: (_, params) => list(viaUsers(params.meta) ? P.users.list : P.employees.list, params),
    getOne: async (_, { id }) => ({ data: { ...(await read<RaRecord>(ofUser(P.employees.detail, id))), id } }),
    getMany: async (_, { ids, meta }) => {
      const wanted = new Set(ids.map(String));
      const { data } = await list(viaUsers(meta) ? P.users.list : P.employees.list, { filter: { id: ids } });
      return { data: data.filter((person) => wanted.has(String(person.id))) };
    },
    // Multipart as documented, with the profile image when one was chosen.
    create: (_, { data, meta }) =>
      send(
        viaUsers(meta) ? P.users.save : P.employees.add,
        'POST',
        employeeFormData(employeeValues(data), { image: imageOf(data) }),
      ),
    update: (_, { id, data, previousData }) =>
      send(
        P.employees.update,
        'PATCH',
        employeeFormData(employeeValues(data), {
          image: imageOf(data),
          id: Number(id),
          version: versionRead(previousData, data),
        }),
      ),
    delete: (_, { id, meta, previousData }) =>
      send(
        at(viaUsers(meta) ? P.users.remove : P.employees.remove, id),
        'DELETE',
        undefined,
        ifMatch(previousData?.version),
      ),
  };
  const roles: ResourceMethods = {
    getList: (_, params) => list(P.roles.list, params),
    getOne: async (_, { id }) => ({ data: await read<RaRecord>(at(P.roles.one, id)) }),
    // Roles are few and their list takes no id filter: the whole list, then the wanted ones.
    getMany: async (_, { ids }) => {
      const wanted = new Set(ids.map(String));
      return { data: (await list(P.roles.list, {})).data.filter((role) => wanted.has(String(role.id))) };
    },
    create: (_, { data }) => send(P.roles.add, 'POST', { ...data, id: 0 }),
    update: (_, { id, data, previousData }) =>
      send(P.roles.update, 'PUT', { ...data, id, version: versionRead(previousData, data) }),
    delete: (_, { id, previousData }) =>
      send(at(P.roles.remove, id), 'DELETE', undefined, ifMatch(previousData?.version)),
  };
  return {
    employees,
    roles,
    activeAccounts: { getList: (_, params) => list(P.accounts.active, params) },
    inactiveAccounts: { getList: (_, params) => list(P.accounts.inactive, params) },
    organizations: { getList: (_, params) => list(P.organizations.list, params) },
    // A lock's id is its counter's key; clearing answers no record, so the one cleared stands for it.
    signInLocks: {
      getList: (_, params) => list(P.signInLocks.list, params),
      delete: async (_, { id, previousData }) => {
        const { data } = await send(at(P.signInLocks.list, id), 'DELETE');
        return { data: { ...previousData, ...data, id } };
      },
    },
  };
}

/** What a named change answers: the server's words, when it sent any. */
export interface Said {
  message?: string;
}

/** The people screens' calls that are not a resource's: account approval, the detail page, the catalogue. */
export function peopleMethods(http: Http = httpClient) {
  const { read, send } = requests(http);
  const change = async (path: string, ids: readonly number[]): Promise<Said> => {
    const { data } = await send(path, 'POST', ids);
    return { message: savedMessageOf(data) };
  };
  return {
    /** ApproveUser: a JSON array of user ids. */
    approveAccounts: (ids: readonly number[]) => change(P.accounts.approve, ids),
    /** DeactivateUser: a JSON array of user ids. */
    deactivateAccounts: (ids: readonly number[]) => change(P.accounts.deactivate, ids),
    /** ViewUserDetail: the person with names instead of ids, and who created them when. */
    userDetail: <T = RaRecord>(id: Identifier) => read<T>(ofUser(P.employees.userDetail, id)),
    /** Every permission and its sub-permissions, as the role matrix offers them. */
    permissionCatalogue: <T = unknown>() => read<T>(P.roles.catalogue),
  };
}

export type PeopleMethods = ReturnType<typeof peopleMethods>;
