import { afterAll, beforeAll, expect, it } from 'vitest';
import { computeFte, type FteInput } from '@domain/fte';
import { ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

interface Row {
  id: number;
  name: string;
  [key: string]: unknown;
}

/** The demo organisation a newcomer signs in to (DESIGN §2) has a living structure and FTE profiles. */
describeApi('demo structure', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  const get = async <T = Row[]>(path: string): Promise<T> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/${path}`, headers: auth });
    expect(res.statusCode, path).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    ctx = await startApp();
    auth = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('runs from departments down to teams', async () => {
    const departments = await get('DepartmentAPI/GetAll');
    expect(departments.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Human Resources', 'Finance', 'Operations', 'Information Technology']),
    );
    const hr = departments.find((d) => d.name === 'Human Resources')!;
    const subs = await get(`SubDepartmentAPI/GetAllSubDepartments?departmentId=${hr.id}`);
    expect(subs.length).toBeGreaterThanOrEqual(3);
    const projects = await get(`ProjectApi/GetAllProjects?subDepartmentId=${subs[0].id}`);
    expect(projects.length).toBeGreaterThan(0);
    const teams = await get(`TeamAPI/GetAll?projectId=${projects[0].id}`);
    expect(teams.length).toBeGreaterThan(0);
    const blocked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/DepartmentAPI/Delete/${hr.id}`,
      headers: auth,
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().alertMessage).toBe(
      `${subs.length} sub-departments still belong to this department: ${subs
        .map((s) => s.name)
        .sort()
        .join(', ')}`,
    );
  });

  it('has the job titles of the sample HR workbook among about eight', async () => {
    const titles = (await get('JobTitleAPI/Getall')).map((t) => t.name);
    expect(titles).toEqual(expect.arrayContaining(['CHRO', 'People & OD Manager', 'Asst. Manager', 'HR Executive']));
    expect(titles.length).toBeGreaterThanOrEqual(8);
  });

  it('has FTE profiles in two countries, the organisation one being the test vector', async () => {
    const organisation =
      await get<Array<Row & FteInput & { fte: number; fteName: string }>>('OrganizationFTEAPI/GetAll');
    expect(organisation.find((p) => p.fte === 1417)).toMatchObject({
      country: 'SaudiArabia',
      currency: 'SAR',
      availableDays: 218,
      netDailyHours: 6.5,
    });
    const all = [
      ...organisation,
      ...(await get<typeof organisation>('DepartmentAPI/GetAllFTE')),
      ...(await get<typeof organisation>('SubDepartmentAPI/GetAllSubDepartmentFTE')),
      ...(await get<typeof organisation>('ProjectApi/GetAllProjectFTE')),
      ...(await get<typeof organisation>('TeamAPI/GetAllTeamFte')),
      ...(await get<typeof organisation>('JobTitleAPI/GetAllJobFTE')),
    ];
    expect(new Set(all.map((p) => p.country))).toEqual(new Set(['SaudiArabia', 'Pakistan']));
    for (const profile of all) expect(profile.fte, profile.fteName).toBe(computeFte(profile).breakdown?.fte);
    const jobProfiles = await get<Array<{ designationId: number }>>('JobTitleAPI/GetAllJobFTE');
    expect(jobProfiles.every((p) => p.designationId > 0)).toBe(true);
  });
});
