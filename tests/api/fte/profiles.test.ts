import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFteProfileBlocker } from '../../../server/modules/fte/blockers';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

/** The six documented families (spec §7), written out rather than read from the declaration table. */
const FAMILIES = [
  {
    scope: 'organization',
    list: 'OrganizationFTEAPI/GetAll',
    one: 'OrganizationFTEAPI/GetByOrganizationId',
    save: 'OrganizationFTEAPI/AddEdit',
    remove: 'OrganizationFTEAPI/Delete',
  },
  {
    scope: 'department',
    key: 'departmentId',
    list: 'DepartmentAPI/GetAllFTE',
    one: 'DepartmentAPI/GetFTEById',
    save: 'DepartmentFTEAPI/AddEdit',
    remove: 'DepartmentAPI/DeleteFTE',
  },
  {
    scope: 'subdepartment',
    key: 'subDepartmentId',
    list: 'SubDepartmentAPI/GetAllSubDepartmentFTE',
    one: 'SubDepartmentAPI/GetSubDepartmentFTEById',
    save: 'SubDepartmentAPI/AddEditSubDepartmentFTE',
    remove: 'SubDepartmentAPI/DeleteSubDepartmentFTE',
  },
  {
    scope: 'project',
    key: 'projectId',
    list: 'ProjectApi/GetAllProjectFTE',
    one: 'ProjectApi/GetProjectFTEById',
    save: 'ProjectApi/AddEditProjectFTE',
    remove: 'ProjectApi/DeleteProjectFTE',
  },
  {
    scope: 'team',
    key: 'teamId',
    list: 'TeamAPI/GetAllTeamFte',
    one: 'TeamAPI/GetTeamFteById',
    save: 'TeamAPI/AddEditTeamFte',
    remove: 'TeamAPI/DeleteTeamFte',
  },
  {
    scope: 'jobtitle',
    key: 'designationId',
    list: 'JobTitleAPI/GetAllJobFTE',
    one: 'JobTitleAPI/GetJobFTEById',
    save: 'JobTitleAPI/AddEditJobFTE',
    remove: 'JobTitleAPI/DeleteJobFTE',
  },
] as const;
type Family = (typeof FAMILIES)[number];
const family = (scope: Family['scope']) => FAMILIES.find((f) => f.scope === scope)!;
const keyOf = (f: Family): string | undefined => ('key' in f ? f.key : undefined);

/** The test vector of the issue: 218 available days x 6.5 net hours = 1417. */
const VECTOR = {
  fteName: 'Standard week',
  workingHours: 8,
  workingDays: 5,
  breakHours: '01:00',
  breakCustomFields: [{ fieldName: 'Prayer', fieldValue: '00:30' }],
  gazettedHolidays: 10,
  annualLeaves: 21,
  sickLeaves: 5,
  casualLeaves: 3,
  totalAwayDays: 2,
  leavesCustomFields: [{ fieldName: 'Training', fieldValue: 1 }],
  country: 'SaudiArabia',
};
const FIELDS = [
  ...Object.keys(VECTOR),
  'id',
  'fte',
  'createdDate',
  'currency',
  'availableDays',
  'netDailyHours',
  'version',
];

type Profile = Record<string, unknown> & { id: number; fte: number };

describeApi('FTE profiles', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let other: Record<string, string>;
  /** Element ids per family key, in the caller's organisation and in the other one. */
  const mine: Record<string, number> = {};
  const theirs: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, headers = auth) =>
    ctx.app.inject({
      method,
      url: `/api/${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (
    f: Family,
    body: Record<string, unknown> = {},
    headers = auth,
    elements = mine,
  ): Promise<Profile> => {
    const key = keyOf(f);
    const res = await call('POST', f.save, { ...VECTOR, ...(key ? { [key]: elements[key] } : {}), ...body }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  /** A department down to a team plus a job title; answers their ids under the FTE keys. */
  const structure = async (headers: Record<string, string>, prefix: string) => {
    const save = async (path: string, body: Record<string, unknown>) =>
      (await call('POST', path, body, headers)).json().data.id as number;
    const departmentId = await save('DepartmentAPI/AddEdit', { name: `${prefix} Department` });
    const subDepartmentId = await save('SubDepartmentAPI/AddEditSubDepartment', {
      name: `${prefix} Sub`,
      departmentId,
    });
    const projectId = await save('ProjectApi/AddEditProject', { name: `${prefix} Project`, subDepartmentId });
    const teamId = await save('TeamAPI/AddEdit', { name: `${prefix} Team`, projectId });
    const designationId = await save('JobTitleAPI/AddEdit', { name: `${prefix} Analyst` });
    return { departmentId, subDepartmentId, projectId, teamId, designationId };
  };

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth } = await createOrganization(ctx, 'Fte Co'));
    ({ auth: other } = await createOrganization(ctx, 'Other Fte Co'));
    Object.assign(mine, await structure(auth, 'Mine'));
    Object.assign(theirs, await structure(other, 'Theirs'));
  });
  afterAll(() => ctx?.close());

  describe.each(FAMILIES)('$scope family', (f) => {
    const key = keyOf(f);

    it('creates a profile with the computed FTE value and answers the documented shape', async () => {
      const res = await call('POST', f.save, { ...VECTOR, ...(key ? { [key]: mine[key] } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        isSuccess: true,
        data: { ...VECTOR, fte: 1417, availableDays: 218, netDailyHours: 6.5, currency: 'SAR' },
      });
      expect(body.alertMessage).toMatch(/FTE profile added successfully\.$/);
      expect(Object.keys(body.data).sort()).toEqual([...FIELDS, ...(key ? [key] : [])].sort());
      if (key) expect(body.data[key]).toBe(mine[key]);
    });

    it('reads one profile, lists it and filters by element', async () => {
      const created = await create(f, { fteName: `Read ${f.scope}` });
      const one = await call('GET', `${f.one}/${created.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(created);
      const listed = await call('GET', f.list);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toContainEqual(created);
      if (key) {
        const filtered = await call('GET', `${f.list}?${key}=${mine[key]}`);
        expect(filtered.json().every((p: Profile) => p[key] === mine[key])).toBe(true);
        expect((await call('GET', `${f.list}?${key}=${mine[key] + 100000}`)).json()).toEqual([]);
      }
    });

    it('updates a profile and recomputes its FTE value', async () => {
      const created = await create(f);
      const res = await call('POST', f.save, { ...created, workingDays: 6, fteName: 'Six-day week' });
      expect(res.statusCode, res.body).toBe(200);
      // 312 - 42 = 270 days x 6.5 h
      expect(res.json()).toMatchObject({
        isSuccess: true,
        data: { id: created.id, fteName: 'Six-day week', fte: 1755, availableDays: 270 },
      });
      expect(res.json().alertMessage).toMatch(/updated successfully\.$/);
      expect((await call('GET', `${f.one}/${created.id}`)).json().fte).toBe(1755);
    });

    it('deletes a profile', async () => {
      const created = await create(f);
      const res = await call('DELETE', `${f.remove}/${created.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isSuccess: true, data: { id: created.id } });
      expect(res.json().alertMessage).toMatch(/deleted successfully\.$/);
      expect((await call('GET', `${f.one}/${created.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `${f.remove}/${created.id}`)).statusCode).toBe(404);
    });

    it("answers 404 for another organisation's profile on every route", async () => {
      const foreign = await create(f, { fteName: 'Foreign' }, other, theirs);
      expect((await call('GET', `${f.one}/${foreign.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `${f.remove}/${foreign.id}`)).statusCode).toBe(404);
      const takeover = await call('POST', f.save, { ...VECTOR, id: foreign.id, ...(key ? { [key]: mine[key] } : {}) });
      expect(takeover.statusCode).toBe(404);
      expect((await call('GET', f.list)).json().map((p: Profile) => p.id)).not.toContain(foreign.id);
      expect((await call('GET', `${f.one}/${foreign.id}`, undefined, other)).json()).toMatchObject({
        fteName: 'Foreign',
        fte: 1417,
      });
    });

    it.runIf(key)('refuses an element of another organisation or none at all, and stores nothing', async () => {
      const before = (await call('GET', f.list)).json().length;
      const foreign = await call('POST', f.save, { ...VECTOR, [key!]: theirs[key!] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().alertMessage).toMatch(/^The chosen .* does not exist\.$/);
      expect(Object.keys(foreign.json().errors)).toEqual([key![0].toUpperCase() + key!.slice(1)]);
      const missing = await call('POST', f.save, { ...VECTOR });
      expect(missing.statusCode).toBe(400);
      expect((await call('GET', f.list)).json().length).toBe(before);
    });
  });

  describe('one scope at a time', () => {
    it('does not show a profile through another family', async () => {
      const team = await create(family('team'));
      expect((await call('GET', `${family('department').one}/${team.id}`)).statusCode).toBe(404);
      expect((await call('GET', `${family('organization').one}/${team.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `${family('jobtitle').remove}/${team.id}`)).statusCode).toBe(404);
      expect((await call('GET', family('project').list)).json().map((p: Profile) => p.id)).not.toContain(team.id);
    });
  });

  describe('compatibility', () => {
    it('reads keys in any casing, numeric strings and "HH.mm" times', async () => {
      const f = family('department');
      const res = await call('POST', f.save.toLowerCase(), {
        FTEName: 'Casing profile',
        WorkingHours: '8',
        WORKINGDAYS: '5',
        BreakHours: '01.00',
        BreakCustomFields: [{ FieldName: 'Prayer', FieldValue: '00.30' }],
        GazettedHolidays: '10',
        AnnualLeaves: '21',
        SickLeaves: '5',
        CasualLeaves: '3',
        TotalAwayDays: '2',
        LeavesCustomFields: [{ FIELDNAME: 'Training', fieldvalue: '1' }],
        Country: 'Saudi Arabia',
        DepartmentID: String(mine.departmentId),
        Id: '0',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        ...VECTOR,
        fteName: 'Casing profile',
        fte: 1417,
        departmentId: mine.departmentId,
      });
    });

    it('answers paths in any casing', async () => {
      for (const url of [
        'OrganizationFTEAPI/GetAll',
        'organizationfteapi/getall',
        'DEPARTMENTAPI/GETALLFTE',
        'teamapi/getallteamfte',
        'JobTitleAPI/GetAllJobFte',
      ]) {
        expect((await call('GET', url)).statusCode, url).toBe(200);
      }
    });

    it('accepts a break as a number of hours and answers it as "HH:mm"', async () => {
      const profile = await create(family('organization'), { breakHours: 1.5, breakCustomFields: [] });
      expect(profile).toMatchObject({ breakHours: '01:30', netDailyHours: 6.5, fte: 1417 });
    });

    it('pages, sorts and searches', async () => {
      const { auth: fresh } = await createOrganization(ctx, 'Paging Fte Co');
      const f = family('organization');
      for (const [name, days, country] of [
        ['Riyadh office', 5, 'SaudiArabia'],
        ['Karachi office', 6, 'Pakistan'],
        ['Jeddah office', 5, 'SaudiArabia'],
        ['lahore office', 4, 'Pakistan'],
      ] as const) {
        await create(f, { fteName: name, workingDays: days, country }, fresh);
      }
      const page = await call('GET', `${f.list}?_page=1&_perPage=3&_sort=fte&_order=DESC`, undefined, fresh);
      expect(page.headers['x-total-count']).toBe('4');
      expect(page.json().map((p: Profile) => p.fteName)).toEqual(['Karachi office', 'Jeddah office', 'Riyadh office']);
      const second = await call('GET', `${f.list}?_page=2&_perPage=3&_sort=fte&_order=DESC`, undefined, fresh);
      expect(second.json().map((p: Profile) => p.fteName)).toEqual(['lahore office']);
      const byName = await call('GET', `${f.list}?_sort=fteName`, undefined, fresh);
      expect(byName.json().map((p: Profile) => p.fteName)).toEqual([
        'Jeddah office',
        'Karachi office',
        'lahore office',
        'Riyadh office',
      ]);
      const searched = await call('GET', `${f.list}?q=pakistan`, undefined, fresh);
      expect(searched.json().map((p: Profile) => p.currency)).toEqual(['PKR', 'PKR']);
      expect((await call('GET', `${f.list}?_sort=nonsense`, undefined, fresh)).statusCode).toBe(400);
    });
  });

  describe('rules', () => {
    it.each([
      [{ workingHours: 25 }, 'WorkingHours', 'Working hours per day must be between 0 and 24 hours'],
      [{ workingDays: 8 }, 'WorkingDays', 'Working days per week must be between 1 and 7 days'],
      [{ workingDays: '0' }, 'WorkingDays', 'Working days per week must be between 1 and 7 days'],
      [{ sickLeaves: -1 }, 'SickLeaves', 'Sick leave days cannot be negative'],
      [
        { leavesCustomFields: [{ fieldName: 'Training', fieldValue: -2 }] },
        'LeavesCustomFields',
        'Custom away days cannot be negative',
      ],
      [
        { breakHours: '1:75' },
        'BreakHours',
        'Break time per day must be a time such as 01:30 (hours:minutes, at most 24:00)',
      ],
      [
        { breakCustomFields: [{ fieldName: 'Prayer', fieldValue: 'soon' }] },
        'BreakCustomFields',
        'Custom breaks must be a time such as 01:30 (hours:minutes, at most 24:00)',
      ],
      [{ breakHours: '07:30' }, 'NetDailyHours', 'Working hours minus breaks must leave more than 0 net hours a day'],
      [
        { totalAwayDays: 250 },
        'AvailableDays',
        'Working days in the year minus holidays, leaves and away days must leave more than 0 available days',
      ],
      [{ country: 'France' }, 'Country', 'Country must be one of Pakistan, Saudi Arabia, UAE, Canada or USA'],
      [{ fteName: '' }, 'FteName', 'FTE name is required'],
      [{ workingHours: 'eight' }, 'WorkingHours', 'Working hours per day must be a number'],
      [
        { leavesCustomFields: [{ fieldName: '', fieldValue: 1 }] },
        'LeavesCustomFields',
        'Custom away days is required',
      ],
    ])('refuses %j with a message under %s', async (change, field, message) => {
      const f = family('organization');
      const before = (await call('GET', f.list)).json().length;
      const res = await call('POST', f.save, { ...VECTOR, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().isSuccess).toBe(false);
      expect(res.json().errors[field]).toContain(message);
      expect((await call('GET', f.list)).json().length).toBe(before);
    });

    it('refuses ids beyond what the database holds as a bad request, not a failure', async () => {
      const f = family('team');
      for (const body of [
        { ...VECTOR, teamId: 99999999999 },
        { ...VECTOR, teamId: mine.teamId, id: 99999999999 },
      ]) {
        expect((await call('POST', f.save, body)).statusCode).toBe(400);
      }
      expect((await call('GET', `${f.list}?teamId=99999999999`)).statusCode).toBe(400);
    });

    it('explains the rule in Arabic', async () => {
      const res = await call(
        'POST',
        family('organization').save,
        { ...VECTOR, workingDays: 9 },
        { ...auth, 'accept-language': 'ar' },
      );
      expect(res.json().errors.WorkingDays).toEqual(['يجب أن تكون أيام العمل الأسبوعية بين ١ و٧ أيام']);
    });
  });

  describe('what blocks a delete', () => {
    it('lets later modules block deleting a profile, with their message', async () => {
      const f = family('jobtitle');
      const profile = await create(f, { fteName: 'In use' });
      addFteProfileBlocker('test rows', async (_tenant, ref) =>
        ref.id === profile.id ? { key: 'blockers.estimationFiles', count: 2, names: ['a.xlsx', 'b.xlsx'] } : undefined,
      );
      const res = await call('DELETE', `${f.remove}/${profile.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        isSuccess: false,
        alertMessage: '2 estimation files still use this FTE profile: a.xlsx, b.xlsx',
      });
      expect((await call('GET', `${f.one}/${profile.id}`)).statusCode).toBe(200);
    });

    it('refuses to delete an element that has profiles, naming them', async () => {
      const { auth: fresh } = await createOrganization(ctx, 'Blocked Fte Co');
      const ids = await structure(fresh, 'Blocked');
      for (const name of ['Day shift', 'Night shift']) await create(family('team'), { fteName: name }, fresh, ids);
      const res = await call('DELETE', `TeamAPI/Delete/${ids.teamId}`, undefined, fresh);
      expect(res.statusCode).toBe(409);
      expect(res.json().alertMessage).toBe('2 FTE profiles still belong to this team: Day shift, Night shift');
      const ar = await call('DELETE', `TeamAPI/Delete/${ids.teamId}`, undefined, { ...fresh, 'accept-language': 'ar' });
      expect(ar.json().alertMessage).toBe(
        'لا يزال ملفا مكافئ دوام كامل تابعين لهذا الفريق: \u2068Day shift\u2069 و\u2068Night shift\u2069',
      );
    });
  });
});
