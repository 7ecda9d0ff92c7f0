import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../../server/db/schema';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

/** A name inside an Arabic sentence, isolated as the server writes it. */
const iso = (name: string) => `\u2068${name}\u2069`;

/** The documented paths of each structure element (spec §7), written out rather than read from the registry. */
const PATHS = {
  departments: {
    list: '/api/DepartmentAPI/GetAll',
    one: '/api/DepartmentAPI/GetById',
    save: '/api/DepartmentAPI/AddEdit',
    remove: '/api/DepartmentAPI/Delete',
  },
  subDepartments: {
    list: '/api/SubDepartmentAPI/GetAllSubDepartments',
    one: '/api/SubDepartmentAPI/GetSubDepartmentById',
    save: '/api/SubDepartmentAPI/AddEditSubDepartment',
    remove: '/api/SubDepartmentAPI/DeleteSubDepartment',
  },
  projects: {
    list: '/api/ProjectApi/GetAllProjects',
    one: '/api/ProjectApi/GetProjectById',
    save: '/api/ProjectApi/AddEditProject',
    remove: '/api/ProjectApi/DeleteProject',
  },
  teams: {
    list: '/api/TeamAPI/GetAll',
    one: '/api/TeamAPI/GetById',
    save: '/api/TeamAPI/AddEdit',
    remove: '/api/TeamAPI/Delete',
  },
  jobTitles: {
    list: '/api/JobTitleAPI/Getall',
    one: '/api/JobTitleAPI/GetById',
    save: '/api/JobTitleAPI/AddEdit',
    remove: '/api/JobTitleAPI/Delete',
  },
} as const;
type Kind = keyof typeof PATHS;
const PARENT: Partial<Record<Kind, string>> = {
  subDepartments: 'departmentId',
  projects: 'subDepartmentId',
  teams: 'projectId',
};

interface Element {
  id: number;
  name: string;
  description: string | null;
  createdDate: string;
  [key: string]: unknown;
}

describeApi('structure elements', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let org: number;
  let other: Record<string, string>;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const save = async (kind: Kind, body: Record<string, unknown>, headers = auth): Promise<Element> => {
    const res = await call('POST', PATHS[kind].save, body, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const list = async (
    kind: Kind,
    query = '',
    headers = auth,
  ): Promise<{ res: LightMyRequestResponse; rows: Element[] }> => {
    const res = await call('GET', `${PATHS[kind].list}${query}`, undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    return { res, rows: res.json() };
  };

  /** A department down to a team, in the organisation of `headers`. */
  const chain = async (prefix: string, headers = auth) => {
    const department = await save('departments', { name: `${prefix} Department` }, headers);
    const subDepartment = await save('subDepartments', { name: `${prefix} Sub`, departmentId: department.id }, headers);
    const project = await save('projects', { name: `${prefix} Project`, subDepartmentId: subDepartment.id }, headers);
    const team = await save('teams', { name: `${prefix} Team`, projectId: project.id }, headers);
    return { departments: department, subDepartments: subDepartment, projects: project, teams: team };
  };

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth, organizationId: org } = await createOrganization(ctx, 'Structure Co'));
    ({ auth: other } = await createOrganization(ctx, 'Elsewhere Co'));
  });
  afterAll(() => ctx?.close());

  describe('every documented endpoint', () => {
    it('answers the success messages of each element by name', async () => {
      const res = await call('POST', PATHS.jobTitles.save, { name: 'Message Officer' });
      expect(res.json().alertMessage).toBe('Job title added successfully.');
      const ar = await call('POST', PATHS.departments.save, { name: 'رسائل' }, { ...auth, 'accept-language': 'ar' });
      expect(ar.json().alertMessage).toBe('تمت إضافة الإدارة بنجاح.');
    });
  });

  describe('compatibility', () => {
    it('matches the documented spellings and any casing of paths', async () => {
      await save('jobTitles', { name: 'Spelling Clerk' });
      const spellings = [
        '/api/JobTitleAPI/Getall',
        '/api/JobTitleAPI/GetAll',
        '/api/jobtitleapi/getall',
        '/api/PROJECTAPI/GETALLPROJECTS',
        '/api/subdepartmentapi/getallsubdepartments',
      ];
      for (const url of spellings) expect((await call('GET', url)).statusCode, url).toBe(200);
      const [a, b] = await Promise.all([list('jobTitles', ''), call('GET', '/api/JobTitleAPI/GetAll')]);
      expect(b.json()).toEqual(a.rows);
    });

    it('reads keys in any casing and numeric strings as numbers', async () => {
      const department = await save('departments', { Name: 'Casing Department', DESCRIPTION: 'keys' });
      const sub = await save('subDepartments', { NAME: 'Casing Sub', DepartmentId: String(department.id) });
      expect(sub).toMatchObject({ name: 'Casing Sub', departmentId: department.id });
      const project = await save('projects', { name: 'Casing Project', SubDepartmentID: `${sub.id}`, Id: '0' });
      expect(project.subDepartmentId).toBe(sub.id);
      const renamed = await save('projects', {
        ID: String(project.id),
        name: 'Casing Project 2',
        subDepartmentId: String(sub.id),
      });
      expect(renamed).toMatchObject({ id: project.id, name: 'Casing Project 2' });
    });

    it('pages, sorts, searches and filters by parent', async () => {
      const department = await save('departments', { name: 'Paging Department' });
      const names = ['Echo', 'alpha', 'Delta', 'charlie', 'Bravo'];
      for (const name of names) await save('subDepartments', { name: `Paging ${name}`, departmentId: department.id });
      const elsewhere = await save('departments', { name: 'Paging Elsewhere' });
      await save('subDepartments', { name: 'Paging Outsider', departmentId: elsewhere.id });

      const page = await list(
        'subDepartments',
        `?departmentId=${department.id}&_page=2&_perPage=2&_sort=name&_order=DESC`,
      );
      expect(page.res.headers['x-total-count']).toBe('5');
      expect(page.rows.map((r) => r.name)).toEqual(['Paging charlie', 'Paging Bravo']);
      const ascending = await list('subDepartments', `?departmentId=${department.id}&_sort=NAME`);
      expect(ascending.rows.map((r) => r.name)).toEqual(
        ['alpha', 'Bravo', 'charlie', 'Delta', 'Echo'].map((n) => `Paging ${n}`),
      );
      const filtered = await list('subDepartments', `?departmentId=${department.id}`);
      expect(filtered.rows).toHaveLength(5);
      expect(filtered.rows.every((r) => r.departmentId === department.id)).toBe(true);
      const searched = await list('subDepartments', '?q=OUTSIDER');
      expect(searched.rows.map((r) => r.name)).toEqual(['Paging Outsider']);
      const bad = await call('GET', `${PATHS.subDepartments.list}?_sort=salary`);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('parents and names', () => {
    it('refuses a parent that does not exist or belongs to another organisation, and links nothing', async () => {
      const foreign = await chain('Foreign', other);
      const before = (await list('subDepartments')).rows.length;
      for (const departmentId of [999999, foreign.departments.id]) {
        const res = await call('POST', PATHS.subDepartments.save, { name: 'Stray Sub', departmentId });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ isSuccess: false, alertMessage: 'The chosen parent does not exist.' });
        expect(res.json().errors.DepartmentId).toEqual(['The chosen parent does not exist.']);
      }
      expect(
        (await call('POST', PATHS.projects.save, { name: 'Stray', subDepartmentId: foreign.subDepartments.id }))
          .statusCode,
      ).toBe(400);
      expect((await call('POST', PATHS.teams.save, { name: 'Stray', projectId: foreign.projects.id })).statusCode).toBe(
        400,
      );
      expect((await list('subDepartments')).rows.length).toBe(before);
      const theirs = (await list('subDepartments', '', other)).rows;
      expect(theirs.map((r) => r.name)).toEqual(['Foreign Sub']);
    });

    it('refuses ids beyond what the database holds as a bad request, not a failure', async () => {
      const huge = 99999999999;
      for (const [url, body] of [
        [PATHS.departments.save, { id: huge, name: 'Huge' }],
        [PATHS.subDepartments.save, { name: 'Huge', departmentId: huge }],
      ] as const) {
        const res = await call('POST', url, body);
        expect(res.statusCode, url).toBe(400);
      }
      expect((await call('GET', `${PATHS.subDepartments.list}?departmentId=${huge}`)).statusCode).toBe(400);
      expect((await call('GET', `${PATHS.teams.one}/${huge}`)).statusCode).toBe(400);
    });

    it('requires the parent', async () => {
      const res = await call('POST', PATHS.teams.save, { name: 'Orphan Team' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.ProjectId).toEqual(['Project is required']);
    });

    it('keeps names unique among siblings, whatever the case, but not across parents or organisations', async () => {
      const a = await save('departments', { name: 'Unique A' });
      const b = await save('departments', { name: 'Unique B' });
      await save('subDepartments', { name: 'Payroll', departmentId: a.id });
      const clash = await call('POST', PATHS.subDepartments.save, { name: 'PAYROLL', departmentId: a.id });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({
        isSuccess: false,
        alertMessage: 'The name "PAYROLL" is already used here.',
      });
      await save('subDepartments', { name: 'Payroll', departmentId: b.id });
      expect((await call('POST', PATHS.departments.save, { name: 'unique a' })).statusCode).toBe(409);
      await save('departments', { name: 'Unique A' }, other);
      const title = await save('jobTitles', { name: 'Unique Clerk' });
      const rename = await save('jobTitles', { name: 'Unique Officer' });
      const renameClash = await call('POST', PATHS.jobTitles.save, { id: rename.id, name: 'unique clerk' });
      expect(renameClash.statusCode).toBe(409);
      expect(
        (
          await call('POST', PATHS.jobTitles.save, {
            id: title.id,
            name: 'Unique Clerk',
            description: 'same name, same record',
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('deleting', () => {
    it('refuses to delete an element with children, naming them', async () => {
      const department = await save('departments', { name: 'Blocked Department' });
      const subs = [];
      for (const name of ['One', 'Two', 'Three'])
        subs.push(await save('subDepartments', { name: `Blocked ${name}`, departmentId: department.id }));
      const res = await call('DELETE', `${PATHS.departments.remove}/${department.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        isSuccess: false,
        alertMessage: '3 sub-departments still belong to this department: Blocked One, Blocked Three, Blocked Two',
      });
      const ar = await call('DELETE', `${PATHS.departments.remove}/${department.id}`, undefined, {
        ...auth,
        'accept-language': 'ar',
      });
      expect(ar.json().alertMessage).toBe(
        `لا تزال ٣ أقسام تابعة لهذه الإدارة: ${iso('Blocked One')} و${iso('Blocked Three')} و${iso('Blocked Two')}`,
      );

      const project = await save('projects', { name: 'Blocked Project', subDepartmentId: subs[0].id });
      await save('teams', { name: 'Blocked Team', projectId: project.id });
      expect((await call('DELETE', `${PATHS.subDepartments.remove}/${subs[0].id}`)).json().alertMessage).toBe(
        '1 project still belongs to this sub-department: Blocked Project',
      );
      expect((await call('DELETE', `${PATHS.projects.remove}/${project.id}`)).json().alertMessage).toBe(
        '1 team still belongs to this project: Blocked Team',
      );
      expect((await call('GET', `${PATHS.departments.one}/${department.id}`)).statusCode).toBe(200);
    });

    it('names the first five records in the way and counts the rest, in both languages', async () => {
      const department = await save('departments', { name: 'Crowded Department' });
      for (const n of [7, 3, 1, 6, 2, 5, 4])
        await save('subDepartments', { name: `Sub ${n}`, departmentId: department.id });
      const res = await call('DELETE', `${PATHS.departments.remove}/${department.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().alertMessage).toBe(
        '7 sub-departments still belong to this department: Sub 1, Sub 2, Sub 3, Sub 4, Sub 5 and 2 more',
      );
      const ar = await call('DELETE', `${PATHS.departments.remove}/${department.id}`, undefined, {
        ...auth,
        'accept-language': 'ar',
      });
      const names = [1, 2, 3, 4, 5].map((n) => iso(`Sub ${n}`)).join(' و');
      expect(ar.json().alertMessage).toBe(`لا تزال ٧ أقسام تابعة لهذه الإدارة: ${names} واثنان آخران`);
    });

    it('refuses to delete an element with employees or FTE profiles, naming them', async () => {
      const title = await save('jobTitles', { name: 'Blocked Title' });
      const department = await save('departments', { name: 'Staffed Department' });
      const fte = await call('POST', '/api/JobTitleAPI/AddEditJobFTE', {
        fteName: 'Blocking profile',
        workingHours: 8,
        workingDays: 5,
        breakHours: '01:00',
        country: 'Pakistan',
        designationId: title.id,
      });
      expect(fte.statusCode, fte.body).toBe(200);
      const blocked = await call('DELETE', `${PATHS.jobTitles.remove}/${title.id}`);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().alertMessage).toBe('1 FTE profile still belongs to this job title: Blocking profile');
      const ar = await call('DELETE', `${PATHS.jobTitles.remove}/${title.id}`, undefined, {
        ...auth,
        'accept-language': 'ar',
      });
      expect(ar.json().alertMessage).toBe(
        `لا يزال ملف مكافئ دوام كامل واحد تابعًا لهذا المسمى الوظيفي: ${iso('Blocking profile')}`,
      );

      const employee = (n: number) => ({
        organizationId: org,
        email: `staff-${n}@structure.test`,
        passwordHash: 'not-a-hash',
        firstName: 'Staff',
        lastName: String(n),
        departmentId: department.id,
      });
      await ctx.database.db.insert(users).values([employee(1), employee(2)]);
      const staffed = await call('DELETE', `${PATHS.departments.remove}/${department.id}`);
      expect(staffed.statusCode).toBe(409);
      expect(staffed.json().alertMessage).toBe('2 employees are still assigned to this department: Staff 1, Staff 2');
      const arStaffed = await call('DELETE', `${PATHS.departments.remove}/${department.id}`, undefined, {
        ...auth,
        'accept-language': 'ar',
      });
      expect(arStaffed.json().alertMessage).toBe(
        `لا يزال موظفان مرتبطين بهذه الإدارة: ${iso('Staff 1')} و${iso('Staff 2')}`,
      );
    });

    it('answers 404 for elements of another organisation, on every route', async () => {
      const theirs = await chain('Hidden', other);
      for (const kind of ['departments', 'subDepartments', 'projects', 'teams'] as Kind[]) {
        const id = theirs[kind as keyof typeof theirs].id;
        expect((await call('GET', `${PATHS[kind].one}/${id}`)).statusCode, kind).toBe(404);
        expect((await call('DELETE', `${PATHS[kind].remove}/${id}`)).statusCode, kind).toBe(404);
        const parent = PARENT[kind];
        const body = {
          id,
          name: 'Taken over',
          ...(parent ? { [parent]: theirs[kind as keyof typeof theirs][parent] } : {}),
        };
        expect([400, 404], kind).toContain((await call('POST', PATHS[kind].save, body)).statusCode);
        expect((await list(kind, `?id=${id}`)).rows).toEqual([]);
      }
      const still = await call('GET', `${PATHS.teams.one}/${theirs.teams.id}`, undefined, other);
      expect(still.json()).toMatchObject({ name: 'Hidden Team' });
    });
  });
});
