import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema';
import { PERMISSIONS } from '@domain/permissions';
import type { AuditEntry } from '@domain/audit';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import {
  createEmployee,
  createRole,
  createStructure,
  employeeForm,
  grants,
  type TestStructure,
} from '../../support/people';
import { HR_SAMPLE, createProfile, fixture, upload } from '../../support/estimation';
import { multipart } from '../../../tools/harness/multipart';

const pick = (permissionName: string, ...subs: number[]) => ({
  permissionId: PERMISSIONS.indexOf(permissionName as never) + 1,
  subPermissionIds: subs,
});

/** Every kind of change leaves one entry, in its own transaction, with the changed fields before and after. */
describeApi('audit trail: what is recorded', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let s: TestStructure;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = owner) =>
    ctx.app.inject({ method, url: `/api/${url}`, headers, payload: payload as object | undefined });
  const entries = async (query: string): Promise<AuditEntry[]> => {
    const res = await call('GET', `AuditTrailAPI/GetAll?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const history = (resource: string, id: number) => entries(`resource=${resource}&recordId=${id}&_sort=at&_order=ASC`);

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Audit Org'));
    s = await createStructure(ctx, org);
  });
  afterAll(() => ctx?.close());

  it('records a structure element created, renamed and deleted, with who, when and from where', async () => {
    const created = await call('POST', 'DepartmentAPI/AddEdit', { name: 'Finance', description: 'Money' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const renamed = await call('POST', 'DepartmentAPI/AddEdit', { id, name: 'Treasury', description: 'Money' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call('DELETE', `DepartmentAPI/Delete/${id}`)).statusCode).toBe(200);

    const [create, update, remove] = await history('departments', id);
    expect(create).toMatchObject({
      action: 'create',
      event: 'departments.create',
      organizationId: org,
      actor: expect.stringMatching(/^owner-\d+@auditorg\.test$/),
      address: '127.0.0.1',
      changes: { name: { before: null, after: 'Finance' }, description: { before: null, after: 'Money' } },
    });
    expect(Date.now() - Date.parse(create.at)).toBeLessThan(60_000);
    expect(update).toMatchObject({ action: 'update', changes: { name: { before: 'Finance', after: 'Treasury' } } });
    expect(Object.keys(update.changes!)).toEqual(['name']);
    expect(remove).toMatchObject({ action: 'delete', changes: { name: { before: 'Treasury', after: null } } });
  });

  it('writes nothing for a refused change: bad input, a duplicate, a blocked delete, a missing permission', async () => {
    const count = async () =>
      (await ctx.database.db.select().from(auditLog).where(eq(auditLog.organizationId, org))).length;
    const before = await count();
    expect((await call('POST', 'DepartmentAPI/AddEdit', { name: '  ' })).statusCode).toBe(400);
    await call('POST', 'DepartmentAPI/AddEdit', { name: 'Unique Dept' });
    const afterOne = await count();
    expect(afterOne).toBe(before + 1);
    expect((await call('POST', 'DepartmentAPI/AddEdit', { name: 'unique dept' })).statusCode).toBe(409);
    // The structure's department has a sub-department: its delete is refused.
    expect((await call('DELETE', `DepartmentAPI/Delete/${s.departmentId}`)).statusCode).toBe(409);
    const viewer = await createEmployee(ctx, org, { grants: grants('Department:View') });
    expect((await call('POST', 'DepartmentAPI/AddEdit', { name: 'Sneaky' }, viewer.auth)).statusCode).toBe(403);
    // The same values again: nothing changed, nothing recorded.
    const [dept] = await entries('resource=departments&action=create&_page=1&_perPage=1');
    expect((await call('POST', 'DepartmentAPI/AddEdit', { id: dept.recordId, name: 'Unique Dept' })).statusCode).toBe(
      200,
    );
    expect(await count()).toBe(afterOne);
  });

  it('records FTE profiles', async () => {
    const body = {
      fteName: 'Standard week',
      workingHours: 8,
      workingDays: 5,
      breakHours: '01:00',
      gazettedHolidays: 10,
      annualLeaves: 21,
      sickLeaves: 5,
      casualLeaves: 3,
      totalAwayDays: 2,
      country: 'SaudiArabia',
      departmentId: s.departmentId,
    };
    const created = await call('POST', 'DepartmentFTEAPI/AddEdit', body);
    expect(created.statusCode, created.body).toBe(200);
    const profile = created.json().data;
    expect((await call('POST', 'DepartmentFTEAPI/AddEdit', { ...profile, workingDays: 6 })).statusCode).toBe(200);
    expect((await call('DELETE', `DepartmentAPI/DeleteFTE/${profile.id}`)).statusCode).toBe(200);
    const [create, update, remove] = await history('fte.department', profile.id);
    expect(create).toMatchObject({ action: 'create', changes: { fteName: { before: null, after: 'Standard week' } } });
    expect(update.changes).toMatchObject({
      workingDays: { before: 5, after: 6 },
      fte: { before: expect.any(Number), after: expect.any(Number) },
    });
    expect(remove).toMatchObject({ action: 'delete', changes: { workingDays: { before: 6, after: null } } });
  });

  it('records employees without their password', async () => {
    const roleId = await createRole(ctx, org, grants('Department:View'), 'Audit clerk');
    const form = employeeForm(s, roleId, { FirstName: 'Huda' });
    const add = multipart(form);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/AddEmployee',
      payload: add.payload,
      headers: { ...owner, ...add.headers },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const { Password: _p, ConfirmPassword: _c, ...rest } = form;
    const change = multipart({ ...rest, Id: id, FirstName: 'Hoda' });
    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/AuthenticationAPI/UpdateEmployee',
      payload: change.payload,
      headers: { ...owner, ...change.headers },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call('DELETE', `AuthenticationAPI/DeleteEmployee/${id}`)).statusCode).toBe(200);
    const trail = await history('employees', id);
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[0].changes).toMatchObject({
      firstName: { after: 'Huda' },
      email: { after: form.Email },
      roleId: { after: roleId },
    });
    expect(trail[1].changes).toEqual({ firstName: { before: 'Huda', after: 'Hoda' } });
    expect(JSON.stringify(trail)).not.toMatch(/password|Layla#2025|\$argon|\$2[aby]\$/i);
  });

  it('records roles with their permissions', async () => {
    const BASE = 'ManageApplicationUserRoles';
    const created = await call('POST', `${BASE}/AddEmployeeRole`, {
      id: 0,
      name: 'Auditor',
      permissionAndSubPermissions: [pick('Department', 1)],
    });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json().data;
    const updated = await call('PUT', `${BASE}/UpdateEmployeeRole`, {
      id: role.employeeRoleId,
      name: 'Auditor',
      permissionAndSubPermissions: [pick('Department', 1, 2), pick('Audit Trail', 1)],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call('DELETE', `${BASE}/DeleteEmployeeRole/${role.employeeRoleId}`)).statusCode).toBe(200);
    const [create, update, remove] = await history('roles', role.employeeRoleId);
    expect(create.changes).toMatchObject({
      name: { before: null, after: 'Auditor' },
      permissions: { before: null, after: ['Department: View'] },
    });
    expect(update.changes).toEqual({
      permissions: {
        before: ['Department: View'],
        after: ['Department: View', 'Department: Add', 'Audit Trail: View'],
      },
    });
    expect(remove.action).toBe('delete');
  });

  it('records workbooks, customised copies and costs', async () => {
    const profile = await createProfile(ctx, org);
    const uploaded = await upload(ctx, owner, fixture(HR_SAMPLE), { OrganizationFteId: profile }, HR_SAMPLE);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json().data.id as number;
    const copy = await call('POST', 'EstimationApi/SaveCustomFile', {
      fileName: HR_SAMPLE,
      fileType: 'O',
      edits: [
        { row: 1, designation: 'chro', share: 50 },
        { row: 1, designation: 'People & OD Manager', share: 50 },
      ],
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json().data.id as number;
    const [workbook] = await history('workbooks', fileId);
    expect(workbook).toMatchObject({
      action: 'create',
      changes: { fileName: { after: HR_SAMPLE }, fileType: { after: 'O' } },
    });
    expect(Object.keys(workbook.changes!)).not.toContain('fileBase64');
    const [copied] = await history('workbooks', copyId);
    expect(copied.changes).toMatchObject({ fileType: { after: 'C' }, sourceFileId: { after: fileId } });

    const cost = await call('POST', 'Costing/AddCosting', {
      fileName: HR_SAMPLE,
      designationName: 'CHRO',
      cost: 600000,
    });
    expect(cost.statusCode, cost.body).toBe(200);
    const costed = cost.json().data;
    const edited = await call('PUT', 'Costing/EditCosting', {
      id: costed.id,
      version: costed.version,
      fileName: HR_SAMPLE,
      designationName: 'CHRO',
      cost: 650000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('DELETE', `Costing/DeleteCosting?id=${costed.id}`)).statusCode).toBe(200);
    const costs = await history('costings', costed.id);
    expect(costs.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(costs[1].changes).toEqual({ cost: { before: 600000, after: 650000 } });

    expect((await call('DELETE', `EstimationApi/DeleteFile/${copyId}`)).statusCode).toBe(200);
    expect((await history('workbooks', copyId)).map((e) => e.action)).toEqual(['create', 'delete']);
  });
});
