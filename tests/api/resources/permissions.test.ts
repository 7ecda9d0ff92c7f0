import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PermissionName, SubPermissionName } from '@domain/permissions';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { employeeWith } from '../../support/employeeWith';
import { describeApi } from '../../support/describeApi';

/** Each structure and FTE route checks the permission of DESIGN §4 that names it. */
describeApi('structure permissions', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let organizationId: number;
  let departmentId: number;

  /** A signed-in employee whose role grants exactly `grants`. */
  const employee = (label: string, grants: Array<[PermissionName, SubPermissionName[]]>) =>
    employeeWith(ctx, organizationId, label, grants);
  const status = async (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    payload?: object,
  ) => (await ctx.app.inject({ method, url: `/api/${path}`, headers, ...(payload ? { payload } : {}) })).statusCode;
  const week = { fteName: 'Week', workingHours: 8, workingDays: 5, country: 'UAE' };

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth: owner, organizationId } = await createOrganization(ctx, 'Permission Co'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      headers: owner,
      payload: { name: 'Guarded' },
    });
    departmentId = res.json().data.id;
  });
  afterAll(() => ctx?.close());

  it('keeps elements and their FTE profiles under separate permissions', async () => {
    const viewer = await employee('Department FTE viewer', [['Department FTE', ['View']]]);
    expect(await status(viewer, 'GET', 'DepartmentAPI/GetAllFTE')).toBe(200);
    expect(await status(viewer, 'GET', 'DepartmentAPI/GetAll')).toBe(403);
    expect(await status(viewer, 'GET', `DepartmentAPI/GetById/${departmentId}`)).toBe(403);
    expect(await status(viewer, 'POST', 'DepartmentFTEAPI/AddEdit', { ...week, departmentId })).toBe(403);
    expect(await status(viewer, 'GET', 'OrganizationFTEAPI/GetAll')).toBe(403);
    expect(await status(viewer, 'GET', 'TeamAPI/GetAllTeamFte')).toBe(403);
  });

  it.each([
    ['Department', 'DepartmentAPI/GetAll'],
    ['Sub-Department', 'SubDepartmentAPI/GetAllSubDepartments'],
    ['Project', 'ProjectApi/GetAllProjects'],
    ['Team', 'TeamAPI/GetAll'],
    ['Job Title', 'JobTitleAPI/Getall'],
    ['Organization FTE', 'OrganizationFTEAPI/GetAll'],
    ['Department FTE', 'DepartmentAPI/GetAllFTE'],
    ['Sub-Department FTE', 'SubDepartmentAPI/GetAllSubDepartmentFTE'],
    ['Project FTE', 'ProjectApi/GetAllProjectFTE'],
    ['Team FTE', 'TeamAPI/GetAllTeamFte'],
    ['Job Title FTE', 'JobTitleAPI/GetAllJobFTE'],
  ] as Array<[PermissionName, string]>)('%s View opens %s', async (permission, path) => {
    const allowed = await employee(`${permission} list viewer`, [[permission, ['View']]]);
    const other = await employee(`${permission} nothing`, []);
    expect(await status(allowed, 'GET', path)).toBe(200);
    expect(await status(other, 'GET', path)).toBe(403);
  });

  it('needs Add to create, Edit as well to update, Delete to delete', async () => {
    const adder = await employee('Org FTE adder', [['Organization FTE', ['View', 'Add']]]);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrganizationFTEAPI/AddEdit',
      headers: adder,
      payload: week,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect(await status(adder, 'POST', 'OrganizationFTEAPI/AddEdit', { ...week, id, fteName: 'Changed' })).toBe(403);
    expect(await status(adder, 'DELETE', `OrganizationFTEAPI/Delete/${id}`)).toBe(403);
    const editor = await employee('Org FTE editor', [['Organization FTE', ['Add', 'Edit', 'Delete']]]);
    expect(await status(editor, 'POST', 'OrganizationFTEAPI/AddEdit', { ...week, id, fteName: 'Changed' })).toBe(200);
    expect(await status(editor, 'DELETE', `OrganizationFTEAPI/Delete/${id}`)).toBe(200);

    const titles = await employee('Job title adder', [['Job Title', ['Add']]]);
    const title = await ctx.app.inject({
      method: 'POST',
      url: '/api/JobTitleAPI/AddEdit',
      headers: titles,
      payload: { name: 'Guarded title' },
    });
    expect(title.statusCode).toBe(200);
    expect(await status(titles, 'POST', 'JobTitleAPI/AddEdit', { id: title.json().data.id, name: 'Renamed' })).toBe(
      403,
    );
    expect(await status(titles, 'DELETE', `JobTitleAPI/Delete/${title.json().data.id}`)).toBe(403);
  });
});
