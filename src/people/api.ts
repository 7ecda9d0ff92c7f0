import { HttpError } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { alertMessageOf, envelopeErrors, type FieldErrors } from '../http/envelope';

/** The documented paths of the people screens (spec §7), in one place. */
export const PEOPLE_PATHS = {
  employees: {
    list: '/api/AuthenticationAPI/GetAllEmployees',
    detail: '/api/AuthenticationAPI/ViewEmployeeDetail',
    userDetail: '/api/AuthenticationAPI/ViewUserDetail',
    add: '/api/AuthenticationAPI/AddEmployee',
    update: '/api/AuthenticationAPI/UpdateEmployee',
    remove: '/api/AuthenticationAPI/DeleteEmployee',
  },
  users: {
    list: '/api/UserManagementAPI/GetAll',
    save: '/api/UserManagementAPI/AddEdit',
    remove: '/api/UserManagementAPI/Delete',
  },
  accounts: {
    active: '/api/AuthenticationAPI/GetAllActiveUsers',
    inactive: '/api/AuthenticationAPI/GetAllInactiveUsers',
    approve: '/api/AuthenticationAPI/ApproveUser',
    deactivate: '/api/AuthenticationAPI/DeactivateUser',
  },
  roles: {
    catalogue: '/api/ManageApplicationUserRoles/GetPermissionsAndSubPermissions',
    list: '/api/ManageApplicationUserRoles/GetAllEmployeeRoles',
    one: '/api/ManageApplicationUserRoles/GetEmployeeRoleWithPermissions',
    add: '/api/ManageApplicationUserRoles/AddEmployeeRole',
    update: '/api/ManageApplicationUserRoles/UpdateEmployeeRole',
    remove: '/api/ManageApplicationUserRoles/DeleteEmployeeRole',
  },
} as const;

/** What a mutation of the people screens learns: the server's words and, on refusal, field errors. */
export type Outcome<T = unknown> =
  | { ok: true; message?: string; data: T }
  | { ok: false; message?: string; errors: FieldErrors; status: number; transport: boolean };

/** Sends a mutation; a refusal or a lost connection becomes an outcome, never an exception. */
export async function mutate<T = unknown>(url: string, method: string, body: FormData | unknown): Promise<Outcome<T>> {
  try {
    const { json } = await httpClient(url, { method, body: body instanceof FormData ? body : JSON.stringify(body) });
    return { ok: true, message: alertMessageOf(json), data: (json as { data?: T } | undefined)?.data as T };
  } catch (error) {
    if (error instanceof HttpError) {
      return {
        ok: false,
        message: alertMessageOf(error.body),
        errors: envelopeErrors(error.body),
        status: error.status,
        transport: false,
      };
    }
    return { ok: false, errors: {}, status: 0, transport: true };
  }
}

/** ApproveUser / DeactivateUser take a JSON array of user ids. */
export const approveAccounts = (ids: readonly number[]) => mutate(PEOPLE_PATHS.accounts.approve, 'POST', ids);
export const deactivateAccounts = (ids: readonly number[]) => mutate(PEOPLE_PATHS.accounts.deactivate, 'POST', ids);

/** A GET answering JSON, for screens that are not lists. */
export async function fetchJson<T>(url: string): Promise<T> {
  const { json } = await httpClient(url);
  return json as T;
}
