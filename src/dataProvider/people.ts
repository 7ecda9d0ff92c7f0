import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { employeeFormData, employeeValues } from './employeeMultipart';
import { rememberAlert, savedMessageOf } from './failures';
import { guarded, ifMatch, pageAt, versionRead, type Envelope, type Http } from './requests';
import type { ResourceMethods } from './requests';
import { api, apiPath } from '@domain/api';

/** `meta.api: 'users'`: the older UserManagementAPI behind /allusers and /addusers. */
interface PeopleMeta {
  api?: 'users';
}
const viaUsers = (meta: unknown) => (meta as PeopleMeta | undefined)?.api === 'users';

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
 * Employees (`meta.api: 'users'` for the user list's endpoints) and the Super Admin's lists, keyed
 * by resource: each on the documented endpoints of spec §7 (roles are on /api/v1, see resources.ts).
 */
export function peopleResources(http: Http = httpClient): Record<string, ResourceMethods> {
  const { list, read, send } = requests(http);
  const employees: ResourceMethods = {
    getList: (_, params) =>
      list(viaUsers(params.meta) ? apiPath(api.employees.allUsers) : apiPath(api.employees.allEmployees), params),
    getOne: async (_, { id }) => ({
      data: { ...(await read<RaRecord>(ofUser(apiPath(api.employees.employeeDetail), id))), id },
    }),
    getMany: async (_, { ids, meta }) => {
      const wanted = new Set(ids.map(String));
      const { data } = await list(
        viaUsers(meta) ? apiPath(api.employees.allUsers) : apiPath(api.employees.allEmployees),
        { filter: { id: ids } },
      );
      return { data: data.filter((person) => wanted.has(String(person.id))) };
    },
    // Multipart as documented, with the profile image when one was chosen.
    create: (_, { data, meta }) =>
      send(
        viaUsers(meta) ? apiPath(api.employees.saveUser) : apiPath(api.employees.addEmployee),
        'POST',
        employeeFormData(employeeValues(data), { image: imageOf(data) }),
      ),
    update: (_, { id, data, previousData }) =>
      send(
        apiPath(api.employees.updateEmployee),
        'PATCH',
        employeeFormData(employeeValues(data), {
          image: imageOf(data),
          id: Number(id),
          version: versionRead(previousData, data),
        }),
      ),
    delete: (_, { id, meta, previousData }) =>
      send(
        viaUsers(meta) ? apiPath(api.employees.deleteUser, { id }) : apiPath(api.employees.deleteEmployee, { id }),
        'DELETE',
        undefined,
        ifMatch(previousData?.version),
      ),
  };
  return {
    employees,
    activeAccounts: { getList: (_, params) => list(apiPath(api.accounts.activeUsers), params) },
    inactiveAccounts: { getList: (_, params) => list(apiPath(api.accounts.inactiveUsers), params) },
    organizations: { getList: (_, params) => list(apiPath(api.platform.organizations), params) },
    // A lock's id is its counter's key; clearing answers no record, so the one cleared stands for it.
    signInLocks: {
      getList: (_, params) => list(apiPath(api.platform.signInLocks), params),
      delete: async (_, { id, previousData }) => {
        const { data } = await send(apiPath(api.platform.removeSignInLock, { id }), 'DELETE');
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
    approveAccounts: (ids: readonly number[]) => change(apiPath(api.accounts.approveUser), ids),
    /** DeactivateUser: a JSON array of user ids. */
    deactivateAccounts: (ids: readonly number[]) => change(apiPath(api.accounts.deactivateUser), ids),
    /** ViewUserDetail: the person with names instead of ids, and who created them when. */
    userDetail: <T = RaRecord>(id: Identifier) => read<T>(ofUser(apiPath(api.employees.userDetail), id)),
    /** Every permission and its sub-permissions, as the role matrix offers them. */
    permissionCatalogue: <T = unknown>() => read<T>(apiPath(api.roles.permissionsAndSubPermissions)),
  };
}

export type PeopleMethods = ReturnType<typeof peopleMethods>;
