import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { conventionalResources } from './conventional';
import { dataUrlOf, employeeJson, employeeValues } from './employeeBody';
import { rememberAlert, savedMessageOf } from './failures';
import { guarded, pageAt, versionRead, type Envelope, type Http } from './requests';
import type { ResourceMethods } from './requests';
import { accountsApi, employeesApi, rolesApi } from '@domain/api/accounts';
import { platformApi } from '@domain/api/platform';
import { apiPath } from '@domain/api/endpoint';

const ofUser = (path: string, id: Identifier) => `${path}?userId=${encodeURIComponent(String(id))}`;

function requests(http: Http) {
  const list = (path: string, params: Partial<GetListParams>) => guarded(() => pageAt(http, path, params));
  const read = <T>(path: string) => guarded(async () => (await http(path)).json as T);
  // The server's alertMessage travels beside the record (see savedMessageOf).
  const send = (path: string, method: string, body?: unknown) =>
    guarded(async () => {
      const init =
        body === undefined
          ? { method, headers: new Headers({ Accept: 'application/json' }) }
          : { method, body: JSON.stringify(body) };
      const envelope = (await http(path, init)).json as Envelope;
      return { data: rememberAlert(envelope.data ?? {}, envelope.alertMessage) as RaRecord };
    });
  return { list, read, send };
}

/** The profile image chosen in the form, sent beside the fields. */
const imageOf = (data: Record<string, unknown>) => (data.profileImage instanceof File ? data.profileImage : null);

/** The form's values as /api/v1/employees takes them, with the image chosen (if any) as a data URL. */
async function employeeBody(data: Record<string, unknown>, updating: boolean): Promise<Record<string, unknown>> {
  const image = imageOf(data);
  const body = employeeJson(employeeValues(data), updating);
  return image ? { ...body, profileImage: await dataUrlOf(image) } : body;
}

/**
 * Employees on /api/v1 through ra-data-simple-rest, for /employeesdetail and /allusers alike (the
 * same store, access and records as AddEmployee and UserManagementAPI), and the Super Admin's lists:
 * the owners' two approval lists on /api/v1/accounts, the sign-in locks (keyed by text, cleared one
 * by one) on their own endpoints; keyed by resource (roles and organisations are on /api/v1 as they
 * are, see resources.ts).
 */
export function peopleResources(http: Http = httpClient): Record<string, ResourceMethods> {
  const { list, send } = requests(http);
  const conventional = conventionalResources(http);
  const employees: ResourceMethods = {
    getList: (resource, params) => conventional.getList(resource, params as GetListParams),
    getOne: (resource, params) => conventional.getOne(resource, params),
    getMany: (resource, params) => conventional.getMany(resource, params),
    // The profile image chosen travels in the JSON as a data URL.
    create: async (resource, { data }) => conventional.create(resource, { data: await employeeBody(data, false) }),
    update: async (resource, { id, data, previousData }) =>
      conventional.update(resource, {
        id,
        previousData,
        data: { ...(await employeeBody(data, true)), version: versionRead(previousData, data) },
      }),
    delete: (resource, { id, previousData }) => conventional.delete(resource, { id, previousData }),
  };
  // The Super Admin's two approval lists are /api/v1/accounts, the owners who may sign in or not.
  const owners = (params: Partial<GetListParams>, active: boolean) =>
    conventional.getList('accounts', { ...params, filter: { ...params.filter, active } } as GetListParams);
  return {
    employees,
    activeAccounts: { getList: (_, params) => owners(params, true) },
    inactiveAccounts: { getList: (_, params) => owners(params, false) },
    // A lock's id is its counter's key; clearing answers no record, so the one cleared stands for it.
    signInLocks: {
      getList: (_, params) => list(apiPath(platformApi.signInLocks), params),
      delete: async (_, { id, previousData }) => {
        const { data } = await send(apiPath(platformApi.removeSignInLock, { id }), 'DELETE');
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
    approveAccounts: (ids: readonly number[]) => change(apiPath(accountsApi.approveUser), ids),
    /** DeactivateUser: a JSON array of user ids. */
    deactivateAccounts: (ids: readonly number[]) => change(apiPath(accountsApi.deactivateUser), ids),
    /** ViewUserDetail: the person with names instead of ids, and who created them when. */
    userDetail: <T = RaRecord>(id: Identifier) => read<T>(ofUser(apiPath(employeesApi.userDetail), id)),
    /** Every permission and its sub-permissions, as the role matrix offers them. */
    permissionCatalogue: <T = unknown>() => read<T>(apiPath(rolesApi.permissionsAndSubPermissions)),
  };
}

export type PeopleMethods = ReturnType<typeof peopleMethods>;
