import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createProfile, fixture, HR_SAMPLE, XLSX } from '../../support/estimation';
import { multipart } from '../../../tools/harness/multipart';

type Cell = string | number | null;

/**
 * The requests of the documented HRWhizz client that the rules of DESIGN §3 exist for, replayed
 * as that client sends them: multipart fields in its order and spellings, JSON bodies as text.
 */
describeApi('the documented HRWhizz client', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let organizationId: number;
  const ids: Record<'department' | 'subDepartment' | 'project' | 'otherProject' | 'team', number> = {
    department: 0,
    subDepartment: 0,
    project: 0,
    otherProject: 0,
    team: 0,
  };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: string | object) =>
    ctx.app.inject({
      method,
      url,
      headers: typeof body === 'string' ? { ...auth, 'content-type': 'application/json' } : auth,
      ...(body === undefined ? {} : { payload: body }),
    });
  const saved = async (method: 'POST' | 'PUT', url: string, body: string | object) => {
    const res = await call(method, url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    expect(res.json().isSuccess).toBe(true);
    return res.json().data;
  };

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId, auth } = await createOrganization(ctx, 'Client Replay Co'));
    ids.department = (await saved('POST', '/api/DepartmentAPI/AddEdit', { name: 'People' })).id;
    ids.subDepartment = (
      await saved('POST', '/api/SubDepartmentAPI/AddEditSubDepartment', {
        name: 'Talent',
        departmentId: ids.department,
      })
    ).id;
    ids.project = (
      await saved('POST', '/api/ProjectApi/AddEditProject', { name: 'Hiring', subDepartmentId: ids.subDepartment })
    ).id;
    ids.otherProject = (
      await saved('POST', '/api/ProjectApi/AddEditProject', { name: 'Onboarding', subDepartmentId: ids.subDepartment })
    ).id;
    ids.team = (await saved('POST', '/api/TeamAPI/AddEdit', { name: 'Sourcing', projectId: ids.project })).id;
  });
  afterAll(() => ctx?.close());

  /** AddFile exactly as the client's estimation screen builds its FormData for a department. */
  async function uploadAsTheClient(departmentFteId: number) {
    const body = multipart({
      UploadedFile: { filename: HR_SAMPLE, contentType: XLSX, data: fixture(HR_SAMPLE) },
      FTE: '1417',
      FileType: 'O',
      DepartmentFteId: String(departmentFteId),
      DepartmentId: String(ids.department),
      OrganizationId: '0',
      OrganizationFteId: '0',
      SubdepartmentId: '0',
      SubdepartmentFteId: '0',
      ProjectId: '0',
      ProjectFteId: '0',
      TeamId: '0',
      TeamFteId: '0',
      JobTitleId: '0',
      JobTitleFteId: '0',
      Country: 'null',
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/EstimationApi/AddFile',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  }

  let departmentFteId: number;

  it('uploads a workbook with every category sent, 0 for those not chosen and the text null for the country', async () => {
    departmentFteId = await createProfile(ctx, organizationId, { scope: 'department', elementId: ids.department });
    const res = await uploadAsTheClient(departmentFteId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      fileName: HR_SAMPLE,
      category: 'department',
      elementId: ids.department,
      fteProfileId: departmentFteId,
      country: 'SaudiArabia',
    });
    const listed = (
      await call('GET', `/api/EstimationApi/GetAllEstimationsFileByFTEId/department/${departmentFteId}/O`)
    ).json();
    expect(listed.map((f: { fileName: string }) => f.fileName)).toEqual([HR_SAMPLE]);
  });

  it('answers the report with the sheet rows under data, and the figures as before', async () => {
    const sheet = (
      await call('GET', `/api/EstimationApi/GetExcelFileData?fileName=${HR_SAMPLE}&fileType=O`)
    ).json() as Cell[][];
    const res = await call('GET', `/api/EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}&fileType=O`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.data).toEqual(sheet);
    expect(report.reportCalculations.at(-1)).toMatchObject({ resourcesName: 'Total', totalHours: 19915 });
    expect(report.variableEntityTotalReportCalculationDto).toEqual([]);
    expect(report.file).toMatchObject({ fileName: HR_SAMPLE, fte: 1417, rowCount: sheet.length - 1 });
    // Tawazun's own report screen asks for the figures only.
    const figures = (
      await call('GET', `/api/EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}&fileType=O&rows=false`)
    ).json();
    expect(figures).toEqual({ ...report, data: [] });
  });

  it('restricts the report rows to the category asked for', async () => {
    const sheet = (
      await call('GET', `/api/EstimationApi/GetExcelFileData?fileName=${HR_SAMPLE}&fileType=O`)
    ).json() as Cell[][];
    const column = sheet[0].indexOf('Category');
    const strategy = sheet.slice(1).filter((row) => String(row[column]).trim() === 'Strategy');
    expect(strategy.length).toBeGreaterThan(0);
    expect(strategy.length).toBeLessThan(sheet.length - 1);
    const report = (
      await call('GET', `/api/EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}&fileType=O&category=Strategy`)
    ).json();
    expect(report.data).toEqual([sheet[0], ...strategy]);
    expect(report.file.category).toBe('Strategy');
  });

  it('edits a cost sent with the designationID null that GetById answered', async () => {
    const added = await saved('POST', '/api/Costing/AddCosting', {
      fileName: HR_SAMPLE,
      designationName: 'Asst. Manager',
      cost: 120000,
    });
    const loaded = (await call('GET', `/api/Costing/GetById?id=${added.id}`)).json();
    expect(loaded.designationID).toBeNull();
    const body = `{"id":${added.id},"cost":130000,"designationName":"Asst. Manager","fileName":"${HR_SAMPLE}","designationID":null}`;
    expect(await saved('PUT', '/api/Costing/EditCosting', body)).toMatchObject({
      id: added.id,
      cost: 130000,
      designationName: 'Asst. Manager',
    });
    expect((await call('GET', `/api/Costing/GetById?id=${added.id}`)).json().cost).toBe(130000);
  });

  it('answers [] for the costs of no file', async () => {
    for (const url of [
      '/api/Costing/GetAllCostingByFile/',
      '/api/Costing/GetAllCostingByFile',
      '/api/Costing/GetAllCostingByFile/undefined',
      '/api/Costing/GetAllCostingByFile/null',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
  });

  it.each([
    ['DepartmentFTEAPI/AddEdit', 'DepartmentAPI/GetFTEById', 'departmentId'],
    ['ProjectApi/AddEditProjectFTE', 'ProjectApi/GetProjectFTEById', 'projectId'],
    ['OrganizationFTEAPI/AddEdit', 'OrganizationFTEAPI/GetByOrganizationId', undefined],
  ] as const)(
    'renames an FTE profile through %s when the body holds the loaded record then the typed values',
    async (save, one, parentKey) => {
      const element = parentKey === 'departmentId' ? ids.department : ids.project;
      const created = await saved('POST', `/api/${save}`, {
        fteName: 'Old name',
        workingHours: 8,
        workingDays: 5,
        breakHours: '01:00',
        country: 'Pakistan',
        ...(parentKey ? { [parentKey]: element } : {}),
      });
      const loaded = (await call('GET', `/api/${one}/${created.id}`)).json();
      expect(loaded.fteName).toBe('Old name');
      // The client's edit modal: the record as loaded, its own field names, then the country chosen.
      const body = JSON.stringify({
        ...loaded,
        FTEName: 'New name',
        cancelled: false,
        id: created.id,
        breakCustomFields: loaded.breakCustomFields ?? [],
        leavesCustomFields: loaded.leavesCustomFields ?? [],
        Country: 'SaudiArabia',
      });
      expect(body.indexOf('"fteName":"Old name"')).toBeLessThan(body.indexOf('"FTEName":"New name"'));
      expect(await saved('POST', `/api/${save}`, body)).toMatchObject({
        id: created.id,
        fteName: 'New name',
        country: 'SaudiArabia',
      });
      expect((await call('GET', `/api/${one}/${created.id}`)).json()).toMatchObject({
        fteName: 'New name',
        country: 'SaudiArabia',
      });
    },
  );

  it('renames a team whose project the edit form sends as departmentId', async () => {
    const body = `{"id":${ids.team},"name":"Sourcing and Search","description":"Finds people","departmentId":${ids.project},"createdBy":"string","modifiedBy":"string"}`;
    expect(await saved('POST', '/api/TeamAPI/AddEdit', body)).toMatchObject({
      id: ids.team,
      name: 'Sourcing and Search',
      description: 'Finds people',
      projectId: ids.project,
    });
    expect((await call('GET', `/api/TeamAPI/GetById/${ids.team}`)).json()).toMatchObject({
      name: 'Sourcing and Search',
      projectId: ids.project,
    });
  });

  it('says in the API reference that a team reads departmentId as its project', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const save = doc.paths['/api/TeamAPI/AddEdit'].post;
    expect(save.description).toContain('`departmentId` is read as `projectId`');
  });

  it('moves a team to the project sent as departmentId; projectId wins when both are sent; neither keeps the project', async () => {
    const moved = await saved('POST', '/api/TeamAPI/AddEdit', {
      id: ids.team,
      name: 'Sourcing',
      departmentId: ids.otherProject,
    });
    expect(moved.projectId).toBe(ids.otherProject);
    const both = await saved('POST', '/api/TeamAPI/AddEdit', {
      id: ids.team,
      name: 'Sourcing',
      departmentId: ids.otherProject,
      projectId: ids.project,
    });
    expect(both.projectId).toBe(ids.project);
    const neither = await saved('POST', '/api/TeamAPI/AddEdit', { id: ids.team, name: 'Sourcing', departmentId: 0 });
    expect(neither.projectId).toBe(ids.project);
  });

  it('still refuses a new team without its project, with the same message, and one under a project of another organisation', async () => {
    for (const body of [
      { name: 'Orphans' },
      { name: 'Orphans', departmentId: 0 },
      { name: 'Orphans', projectId: 0 },
      { name: 'Orphans', departmentId: null },
    ]) {
      const res = await call('POST', '/api/TeamAPI/AddEdit', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toEqual({ ProjectId: ['Project is required'] });
    }
    for (const body of ['null', '[]', '"team"', '7'])
      expect((await call('POST', '/api/TeamAPI/AddEdit', body)).statusCode, body).toBe(400);
    const missingName = (await call('POST', '/api/TeamAPI/AddEdit', {})).json();
    expect(missingName.errors).toEqual({ Name: ['Name is required'], ProjectId: ['Project is required'] });
    const other = await createOrganization(ctx, 'Other Replay Co');
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/TeamAPI/AddEdit',
      headers: other.auth,
      payload: { name: 'Spies', departmentId: ids.project },
    });
    expect(foreign.statusCode).toBe(400);
    const intoForeign = await ctx.app.inject({
      method: 'POST',
      url: '/api/TeamAPI/AddEdit',
      headers: other.auth,
      payload: { id: ids.team, name: 'Spies' },
    });
    expect(intoForeign.statusCode).toBe(404);
    expect((await call('GET', `/api/TeamAPI/GetById/${ids.team}`)).json().name).toBe('Sourcing');
  });

  it('creates a role sent with "id": null from the add-role modal', async () => {
    const body =
      '{"id":null,"name":"Report Reader","description":"Reads the estimation reports","permissionAndSubPermissions":[{"permissionId":1,"subPermissionIds":[1]}]}';
    const role = await saved('POST', '/api/ManageApplicationUserRoles/AddEmployeeRole', body);
    expect(role).toMatchObject({ name: 'Report Reader' });
    const roles = (await call('GET', '/api/ManageApplicationUserRoles/GetAllEmployeeRoles')).json() as Array<{
      name: string;
    }>;
    expect(roles.map((r) => r.name)).toContain('Report Reader');
  });

  it('still refuses a required id of 0 with its own message', async () => {
    const sub = await call('POST', '/api/SubDepartmentAPI/AddEditSubDepartment', { name: 'Nowhere', departmentId: 0 });
    expect(sub.json().errors).toEqual({ DepartmentId: ['Department is required'] });
    const value = await call('GET', '/api/EstimationApi/GetFteValueById/0/department');
    expect(value.statusCode).toBe(400);
    expect(value.json().errors).toEqual({ FteId: ['FTE profile is not a valid id'] });
  });
});
