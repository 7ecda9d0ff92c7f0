import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEMO_OWNER } from '@domain/demo';
import { PERMISSIONS, SUB_PERMISSIONS, type Grants, type PermissionName } from '@domain/permissions';

export const OWNER = { email: DEMO_OWNER.email, password: 'Demo#12345' };
export const SUPER_ADMIN = { email: 'admin@tawazun.local', password: 'Admin#12345' };

/** A JSON call to the running server; answers the status and the parsed body. */
export async function call(url: string, path: string, init: { token?: string; method?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> & Array<Record<string, unknown>>,
  };
}

/** Signs in through the API (not the page) and answers the access token. */
export async function tokenOf(url: string, account: { email: string; password: string }): Promise<string> {
  const { status, body } = await call(url, '/api/AuthenticationAPI/login', {
    body: { username: account.email, password: account.password },
  });
  if (status !== 200) throw new Error(`login of ${account.email} answered ${status}: ${JSON.stringify(body)}`);
  return String(body.accessToken);
}

/** A role of the demo organisation with exactly `grants`, through AddEmployeeRole. */
export async function createRole(url: string, token: string, name: string, grants: Grants): Promise<number> {
  const permissionAndSubPermissions = Object.entries(grants).map(([p, actions]) => ({
    permissionId: PERMISSIONS.indexOf(p as PermissionName) + 1,
    subPermissionIds: (actions ?? []).map((a) => SUB_PERMISSIONS.indexOf(a) + 1),
  }));
  const { status, body } = await call(url, '/api/ManageApplicationUserRoles/AddEmployeeRole', {
    token,
    body: { name, permissionAndSubPermissions },
  });
  if (status !== 200) throw new Error(`role ${name}: ${status} ${JSON.stringify(body)}`);
  return Number((body.data as { id: number }).id);
}

/** The first record of a list endpoint whose name is `name`. */
export async function idByName(url: string, token: string, path: string, name: string): Promise<number> {
  const { body } = await call(url, path, { token });
  const found = body.find((r) => r.name === name || r.employeeRoleName === name);
  if (!found) throw new Error(`${name} not found in ${path}`);
  return Number(found.id ?? found.employeeRoleId);
}

/** An employee of the demo organisation (AddEmployee), active at once. */
export async function createEmployee(
  url: string,
  token: string,
  person: { email: string; password: string; roleId: number; firstName?: string },
): Promise<number> {
  const employeeTypeId = await idByName(url, token, '/api/EmployeeTypeAPI/GetAll', 'Permanent');
  const departmentId = await idByName(url, token, '/api/DepartmentAPI/GetAll', 'Human Resources');
  const { status, body } = await call(url, '/api/AuthenticationAPI/AddEmployee', {
    token,
    body: {
      firstName: person.firstName ?? 'Test',
      lastName: 'Person',
      email: person.email,
      phoneNumber: '0500000000',
      password: person.password,
      confirmPassword: person.password,
      country: 'Saudi Arabia',
      address: 'Riyadh',
      joiningDate: '2025-01-01',
      employeeTypeId,
      departmentId,
      roleId: person.roleId,
    },
  });
  if (status !== 200) throw new Error(`employee ${person.email}: ${status} ${JSON.stringify(body)}`);
  return Number((body.data as { id: number }).id);
}

/** Signs in on /signin (reached by visiting `next`) and waits to arrive where sign-in leads. */
export async function signIn(
  page: Page,
  url: string,
  account: { email: string; password: string },
  next = '/dashboard',
  arrive = next,
) {
  // Generous: the first visit loads the whole signed-in area, slow on a busy machine.
  page.setDefaultNavigationTimeout(90_000);
  page.setDefaultTimeout(60_000);
  await page.goto(`${url}${next}`);
  await page.waitForURL('**/signin');
  await page.locator('input[name="username"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`**${arrive}`);
}

/** A sample workbook uploaded through the API for the demo organisation's Riyadh profile (FTE 1417, SAR). */
export async function uploadSample(url: string, sample = 'hr-manpower-model.xlsx'): Promise<void> {
  const token = await tokenOf(url, OWNER);
  const { body: profiles } = await call(url, '/api/EstimationApi/GetSubCategoryDropdown/organization', { token });
  const riyadh = profiles.find((p) => p.name === 'Riyadh head office');
  const form = new FormData();
  form.append('Category', 'organization');
  form.append('OrganizationFteId', String(riyadh?.id));
  form.append('UploadedFile', new Blob([readFileSync(`tests/fixtures/${sample}`)]), sample);
  const answer = await fetch(`${url}/api/EstimationApi/AddFile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!answer.ok) throw new Error(`upload failed: ${answer.status} ${await answer.text()}`);
}
