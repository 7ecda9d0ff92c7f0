import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '@domain/permissions';
import { users } from '../../../server/db/schema';
import { createOrganization, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee, createRole, grants } from '../../support/people';

const BASE = '/api/ManageApplicationUserRoles';
const pick = (permissionName: string, ...subs: number[]) => ({
  permissionId: PERMISSIONS.indexOf(permissionName as never) + 1,
  subPermissionIds: subs,
});

describeApi('roles', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Roles Org'));
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = owner) =>
    ctx.app.inject({ method, url, headers, payload: payload as object | undefined });

  it('lists the permission catalogue of the design, each with View, Add, Edit and Delete', async () => {
    const res = await call('GET', `${BASE}/GetPermissionsAndSubPermissions`);
    expect(res.statusCode).toBe(200);
    const catalogue = res.json() as Array<{
      permissionId: number;
      permissionName: string;
      subPermissions: Array<{ subPermissionId: number; subPermissionName: string }>;
    }>;
    expect(catalogue.map((p) => p.permissionName)).toEqual([...PERMISSIONS]);
    expect(catalogue[0].permissionId).toBe(1);
    for (const p of catalogue)
      expect(p.subPermissions).toEqual([
        { subPermissionId: 1, subPermissionName: 'View' },
        { subPermissionId: 2, subPermissionName: 'Add' },
        { subPermissionId: 3, subPermissionName: 'Edit' },
        { subPermissionId: 4, subPermissionName: 'Delete' },
      ]);
  });

  it('creates, reads, lists, updates and deletes a role', async () => {
    const created = await call('POST', `${BASE}/AddEmployeeRole`, {
      id: 0,
      name: 'HR Officer',
      description: 'Looks after people',
      permissionAndSubPermissions: [pick('Department', 1, 2), pick('Employees Detail', 1)],
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json().data;
    expect(created.json().alertMessage).toBe('Role added successfully.');
    expect(role).toMatchObject({ employeeRoleName: 'HR Officer', description: 'Looks after people', userCount: 0 });
    expect(role.userPermissions).toEqual([
      {
        permissionId: 8,
        permissionName: 'Department',
        subPermissions: [
          { subPermissionId: 1, subPermissionName: 'View' },
          { subPermissionId: 2, subPermissionName: 'Add' },
        ],
      },
      {
        permissionId: 14,
        permissionName: 'Employees Detail',
        subPermissions: [{ subPermissionId: 1, subPermissionName: 'View' }],
      },
    ]);

    const one = await call('GET', `${BASE}/GetEmployeeRoleWithPermissions/${role.employeeRoleId}`);
    expect(one.json()).toEqual(role);
    for (const url of [`${BASE}/GetAllEmployeeRoles`, '/api/ManageUserRolesAPI/GetRolesDetail']) {
      expect((await call('GET', url)).json()).toContainEqual(role);
    }

    const updated = await call('PUT', `${BASE}/UpdateEmployeeRole`, {
      id: role.employeeRoleId,
      name: 'HR Lead',
      description: '',
      permissionAndSubPermissions: [pick('Team', 1, 3)],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      employeeRoleName: 'HR Lead',
      description: null,
      userPermissions: [{ permissionName: 'Team' }],
    });

    const removed = await call('DELETE', `${BASE}/DeleteEmployeeRole/${role.employeeRoleId}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `${BASE}/GetEmployeeRoleWithPermissions/${role.employeeRoleId}`)).statusCode).toBe(404);
  });

  it('checks names and catalogue ids', async () => {
    const empty = await call('POST', `${BASE}/AddEmployeeRole`, { name: '  ' });
    expect(empty.json().errors.Name).toEqual(['Name is required']);
    const unknown = await call('POST', `${BASE}/AddEmployeeRole`, {
      name: 'Odd',
      permissionAndSubPermissions: [{ permissionId: 99, subPermissionIds: [1] }],
    });
    expect(unknown.statusCode).toBe(400);
    await call('POST', `${BASE}/AddEmployeeRole`, { name: 'Auditor' });
    const twice = await call('POST', `${BASE}/AddEmployeeRole`, { name: 'AUDITOR' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.Name).toEqual(['The name "AUDITOR" is already used here.']);
    const noId = await call('PUT', `${BASE}/UpdateEmployeeRole`, { name: 'No id' });
    expect(noId.statusCode).toBe(400);
    // Beyond a PostgreSQL integer: a wrong id in the caller's words, not a database error (found by fuzzing).
    const huge = await call('PUT', `${BASE}/UpdateEmployeeRole`, { id: Number.MAX_SAFE_INTEGER, name: 'Huge' });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json().errors)).toEqual(['Id']);
  });

  it('refuses to delete a role that people hold, saying how many', async () => {
    const roleId = await createRole(ctx, org, grants('Team:View'), 'Held');
    const a = await createEmployee(ctx, org, { roleId });
    await createEmployee(ctx, org, { roleId });
    const res = await call('DELETE', `${BASE}/DeleteEmployeeRole/${roleId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().alertMessage).toBe('This role is held by 2 users. Give them another role before deleting it.');
    const arabic = await ctx.app.inject({
      method: 'DELETE',
      url: `${BASE}/DeleteEmployeeRole/${roleId}`,
      headers: { ...owner, 'accept-language': 'ar' },
    });
    expect(arabic.json().alertMessage).toBe('هذا الدور مسند إلى مستخدمَين. أسند إليهما دورًا آخر قبل حذف الدور.');
    await ctx.database.db.delete(users).where(eq(users.id, a.userId));
    expect((await call('DELETE', `${BASE}/DeleteEmployeeRole/${roleId}`)).json().alertMessage).toBe(
      'This role is held by 1 user. Give them another role before deleting it.',
    );
  });

  it('applies an edited role to the people holding it at once', async () => {
    const roleId = await createRole(ctx, org, grants('Department:View', 'Department:Add'), 'Structure clerk');
    const clerk = await createEmployee(ctx, org, { roleId });
    const addDepartment = () =>
      call('POST', '/api/DepartmentAPI/AddEdit', { name: `Dept ${Math.random()}` }, clerk.auth);
    expect((await addDepartment()).statusCode).toBe(200);
    const res = await call('PUT', `${BASE}/UpdateEmployeeRole`, {
      id: roleId,
      name: 'Structure clerk',
      permissionAndSubPermissions: [pick('Department', 1)],
    });
    expect(res.statusCode).toBe(200);
    expect((await addDepartment()).statusCode).toBe(403);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/login',
      payload: { username: clerk.email, password: clerk.password },
    });
    expect(session.json().userPermissions).toEqual([
      {
        permissionId: 8,
        permissionName: 'Department',
        subPermissions: [{ subPermissionId: 1, subPermissionName: 'View' }],
      },
    ]);
  });

  it('lets every employee read its own role, and only Roles Detail holders the others', async () => {
    const own = await createRole(ctx, org, grants('Team:View'));
    const other = await createRole(ctx, org, grants('Project:View'));
    const plain = await createEmployee(ctx, org, { roleId: own });
    expect((await call('GET', `${BASE}/GetEmployeeRoleWithPermissions/${own}`, undefined, plain.auth)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', `${BASE}/GetEmployeeRoleWithPermissions/${other}`, undefined, plain.auth)).statusCode,
    ).toBe(403);
    expect((await call('GET', `${BASE}/GetAllEmployeeRoles`, undefined, plain.auth)).statusCode).toBe(403);
    const reader = await createEmployee(ctx, org, { grants: grants('Roles Detail:View') });
    expect(
      (await call('GET', `${BASE}/GetEmployeeRoleWithPermissions/${other}`, undefined, reader.auth)).statusCode,
    ).toBe(200);
    // Whoever adds employees picks roles from the list.
    const hirer = await createEmployee(ctx, org, { grants: grants('Employee:Add') });
    expect((await call('GET', `${BASE}/GetAllEmployeeRoles`, undefined, hirer.auth)).statusCode).toBe(200);
  });

  it('keeps role managers within their own rights', async () => {
    const manager = await createEmployee(ctx, org, { grants: grants('Roles Detail:Add', 'Team:View') });
    const beyond = await call(
      'POST',
      `${BASE}/AddEmployeeRole`,
      { name: 'Escalation', permissionAndSubPermissions: [pick('Roles Detail', 1, 2, 3, 4)] },
      manager.auth,
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().alertMessage).toBe('You cannot give permissions that you do not hold yourself.');
    expect(
      (
        await call(
          'POST',
          `${BASE}/AddEmployeeRole`,
          { name: 'Team watcher', permissionAndSubPermissions: [pick('Team', 1)] },
          manager.auth,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('never shows or changes the roles of another organisation', async () => {
    const foreign = await createOrganization(ctx, 'Foreign Roles Org');
    const theirs = await createRole(ctx, foreign.organizationId, grants('Team:View'), 'Theirs');
    expect((await call('GET', `${BASE}/GetEmployeeRoleWithPermissions/${theirs}`)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/UpdateEmployeeRole`, { id: theirs, name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/DeleteEmployeeRole/${theirs}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `${BASE}/GetAllEmployeeRoles`)).json().map((r: { name: string }) => r.name),
    ).not.toContain('Theirs');
    const res = await call('GET', `${BASE}/GetEmployeeRoleWithPermissions/${theirs}`, undefined, foreign.auth);
    expect(res.json().employeeRoleName).toBe('Theirs');
    await login(ctx.app, 'owner@demo.local', 'Demo#12345');
  });
});
