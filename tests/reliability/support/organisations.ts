import { PERMISSIONS, SUB_PERMISSIONS, type PermissionName } from '@domain/permissions';
import { ADMIN_LOGIN, DEMO_LOGIN } from '../../../tools/harness/serverProcess';
import { signIn } from './writer';

export interface Member {
  email: string;
  password: string;
  headers: Record<string, string>;
}

export interface Organisation {
  /** Marks every row this test writes for the organisation (names start with it). */
  tag: string;
  owner: Member;
  employees: Member[];
}

async function call<T>(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url + path, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A role of the caller's organisation holding every action on the given permissions. */
async function createRole(
  url: string,
  headers: Record<string, string>,
  name: string,
  permissions: PermissionName[],
): Promise<number> {
  const body = {
    name,
    description: 'reliability suite',
    permissionAndSubPermissions: permissions.map((p) => ({
      permissionId: PERMISSIONS.indexOf(p) + 1,
      subPermissionIds: SUB_PERMISSIONS.map((_, i) => i + 1),
    })),
  };
  await call(url, 'POST', '/api/ManageApplicationUserRoles/AddEmployeeRole', headers, body);
  const roles = await call<Array<{ employeeRoleId: number; employeeRoleName: string }>>(
    url,
    'GET',
    '/api/ManageApplicationUserRoles/GetAllEmployeeRoles',
    headers,
  );
  const role = roles.find((r) => r.employeeRoleName === name);
  if (!role) throw new Error(`role ${name} was not listed`);
  return role.employeeRoleId;
}

/** Employees of the caller's organisation with one role, each signed in. */
async function addEmployees(
  url: string,
  owner: Member,
  tag: string,
  count: number,
  permissions: PermissionName[],
): Promise<Member[]> {
  const roleId = await createRole(url, owner.headers, `${tag} staff`, permissions);
  const type = await call<{ data: { id: number } }>(url, 'POST', '/api/EmployeeTypeAPI/AddEdit', owner.headers, {
    name: `${tag} type`,
  });
  const department = await call<{ data: { id: number } }>(url, 'POST', '/api/DepartmentAPI/AddEdit', owner.headers, {
    name: `${tag} home`,
  });
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${tag.toLowerCase()}-staff-${i}-${Date.now()}@reliability.test`;
    const password = 'Staff#12345';
    await call(url, 'POST', '/api/AuthenticationAPI/AddEmployee', owner.headers, {
      firstName: 'Staff',
      lastName: `${tag} ${i}`,
      email,
      phoneNumber: '+966500000000',
      password,
      confirmPassword: password,
      country: 'SaudiArabia',
      address: 'Riyadh',
      joiningDate: '2024-01-01',
      employeeTypeId: type.data.id,
      departmentId: department.data.id,
      roleId,
    });
    members.push({ email, password, headers: await signIn(url, email, password) });
  }
  return members;
}

/** The demo organisation (its owner and new employees holding `permissions`). */
export async function demoOrganisation(
  url: string,
  tag: string,
  employees: number,
  permissions: PermissionName[],
): Promise<Organisation> {
  const owner: Member = { ...DEMO_LOGIN, headers: await signIn(url) };
  return { tag, owner, employees: await addEmployees(url, owner, tag, employees, permissions) };
}

/** A second organisation as a customer gets one: sign-up, approval by the Super Admin, then its staff. */
export async function registeredOrganisation(
  url: string,
  tag: string,
  employees: number,
  permissions: PermissionName[],
): Promise<Organisation> {
  const email = `${tag.toLowerCase()}-owner-${Date.now()}@reliability.test`;
  const password = 'Owner#12345';
  const registered = await call<{ data: { id: number } }>(
    url,
    'POST',
    '/api/AuthenticationAPI/Register',
    {},
    {
      firstName: 'Owner',
      lastName: tag,
      email,
      password,
      confirmPassword: password,
      companyName: `${tag} Company`,
    },
  );
  const admin = await signIn(url, ADMIN_LOGIN.email, ADMIN_LOGIN.password);
  await call(url, 'POST', '/api/AuthenticationAPI/ApproveUser', admin, [registered.data.id]);
  const owner: Member = { email, password, headers: await signIn(url, email, password) };
  return { tag, owner, employees: await addEmployees(url, owner, tag, employees, permissions) };
}
