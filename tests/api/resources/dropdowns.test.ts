import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { STRUCTURE_ID_OF, createEmployee, createStructure, grants, type TestStructure } from '../../support/people';

/** The dropdowns and full lists of the structure, written out rather than read from the registry. */
const LISTS = {
  employeeTypes: {
    dropdown: '/api/EmployeeTypeAPI/GetDropdown',
    list: '/api/EmployeeTypeAPI/GetAll',
    one: '/api/EmployeeTypeAPI/GetById',
    parent: undefined,
  },
  departments: {
    dropdown: '/api/DepartmentAPI/GetDropdown',
    list: '/api/DepartmentAPI/GetAll',
    one: '/api/DepartmentAPI/GetById',
    parent: undefined,
  },
  subDepartments: {
    dropdown: '/api/SubDepartmentAPI/GetDropdown',
    list: '/api/SubDepartmentAPI/GetAllSubDepartments',
    one: '/api/SubDepartmentAPI/GetSubDepartmentById',
    parent: 'departmentId',
  },
  projects: {
    dropdown: '/api/ProjectApi/GetDropdown',
    list: '/api/ProjectApi/GetAllProjects',
    one: '/api/ProjectApi/GetProjectById',
    parent: 'subDepartmentId',
  },
  teams: {
    dropdown: '/api/TeamAPI/GetDropdown',
    list: '/api/TeamAPI/GetAll',
    one: '/api/TeamAPI/GetById',
    parent: 'projectId',
  },
  jobTitles: {
    dropdown: '/api/JobTitleAPI/GetDropdown',
    list: '/api/JobTitleAPI/Getall',
    one: '/api/JobTitleAPI/GetById',
    parent: undefined,
  },
} as const;
type Kind = keyof typeof LISTS;
const KINDS = Object.keys(LISTS) as Kind[];
const ID_OF = STRUCTURE_ID_OF;

interface Choice {
  id: number;
  name: string;
  [parent: string]: unknown;
}

/**
 * The Add/Edit Employee form's dropdowns and the employee list's filters: whoever may add or edit
 * employees, or (for departments and teams) read the employee list, gets the names of the
 * structure (id, name, parent id) without View on its lists; the lists themselves stay closed.
 */
describeApi('structure dropdowns of the employee form', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let structure: TestStructure;

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth: owner, organizationId: org } = await createOrganization(ctx, 'Dropdown Co'));
    structure = await createStructure(ctx, org, 'DD');
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
  const choices = async (url: string, headers = owner): Promise<Choice[]> => {
    const res = await get(url, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  it('answers id, name and the parent id of every element, by name', async () => {
    for (const kind of KINDS) {
      const { dropdown, parent } = LISTS[kind];
      const rows = await choices(dropdown);
      const mine = rows.find((r) => r.id === structure[ID_OF[kind]]);
      expect(mine, kind).toBeDefined();
      expect(Object.keys(mine!).sort(), kind).toEqual(['id', 'name', ...(parent ? [parent] : [])].sort());
      const names = rows.map((r) => r.name.toLowerCase());
      expect(names, kind).toEqual([...names].sort());
    }
    const subs = await choices(LISTS.subDepartments.dropdown);
    expect(subs).toContainEqual({
      id: structure.subDepartmentId,
      name: 'DD Finance Ops',
      departmentId: structure.departmentId,
    });
    const filtered = await choices(`${LISTS.subDepartments.dropdown}?departmentId=${structure.otherDepartmentId}`);
    expect(filtered.map((r) => r.id)).toEqual([structure.otherSubDepartmentId]);
  });

  it('searches the name with q: case-insensitive contains, Arabic included, wildcards taken literally', async () => {
    for (const name of ['Strategic Planning', 'التخطيط المالي', 'Growth 100%']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/DepartmentAPI/AddEdit',
        headers: owner,
        payload: { name },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = async (q: string) =>
      (await choices(`${LISTS.departments.dropdown}?q=${encodeURIComponent(q)}`)).map((r) => r.name);
    expect(await names('PLANNING')).toEqual(['Strategic Planning']);
    expect(await names('  planning ')).toEqual(['Strategic Planning']);
    expect(await names('المالي')).toEqual(['التخطيط المالي']);
    expect(await names('%')).toEqual(['Growth 100%']);
    expect(await names('nothing like it')).toEqual([]);
    expect((await names('')).length).toBeGreaterThan(3);
  });

  it.each([
    ['Employee Add', grants('Employee:Add')],
    ['Employee Edit', grants('Employee:Edit')],
  ])('opens every dropdown, and only the dropdowns, to %s without View on the lists', async (_label, granted) => {
    const { auth } = await createEmployee(ctx, org, { grants: granted });
    for (const kind of KINDS) {
      const rows = await choices(LISTS[kind].dropdown, auth);
      expect(
        rows.map((r) => r.id),
        kind,
      ).toContain(structure[ID_OF[kind]]);
      expect((await get(LISTS[kind].list, auth)).statusCode, kind).toBe(403);
      expect((await get(`${LISTS[kind].one}/${structure[ID_OF[kind]]}`, auth)).statusCode, kind).toBe(403);
    }
    // The role names of the form are open to them as well.
    expect((await get('/api/ManageApplicationUserRoles/GetAllEmployeeRoles', auth)).statusCode).toBe(200);
  });

  it('opens the department, sub-department, team and job title dropdowns, and only those, to Employees Detail View: the employee list filters by them', async () => {
    const { auth } = await createEmployee(ctx, org, { grants: grants('Employees Detail:View') });
    for (const kind of ['departments', 'subDepartments', 'teams', 'jobTitles'] as const) {
      const rows = await choices(LISTS[kind].dropdown, auth);
      expect(
        rows.map((r) => r.id),
        kind,
      ).toContain(structure[ID_OF[kind]]);
      expect((await get(LISTS[kind].list, auth)).statusCode, kind).toBe(403);
      expect((await get(`${LISTS[kind].one}/${structure[ID_OF[kind]]}`, auth)).statusCode, kind).toBe(403);
    }
    for (const kind of ['employeeTypes', 'projects'] as const) {
      expect((await get(LISTS[kind].dropdown, auth)).statusCode, kind).toBe(403);
    }
  });

  it('answers the choices asked for by id (a filter naming its value), within the organisation', async () => {
    const ids = [structure.departmentId, structure.otherDepartmentId];
    const rows = await choices(`${LISTS.departments.dropdown}?id=${ids.join(',')}`);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(await choices(`${LISTS.teams.dropdown}?id=${structure.teamId}`)).toEqual([
      { id: structure.teamId, name: 'DD Finance Team', projectId: structure.projectId },
    ]);
    expect(await choices(`${LISTS.departments.dropdown}?id=999999999`)).toEqual([]);
    const elsewhere = await createOrganization(ctx, 'Id Dropdown Co');
    expect(await choices(`${LISTS.departments.dropdown}?id=${structure.departmentId}`, elsewhere.auth)).toEqual([]);
  });

  it('opens a dropdown to View on that list alone, and to nobody else of the organisation', async () => {
    const departmentViewer = (await createEmployee(ctx, org, { grants: grants('Department:View') })).auth;
    expect((await get(LISTS.departments.dropdown, departmentViewer)).statusCode).toBe(200);
    expect((await get(LISTS.teams.dropdown, departmentViewer)).statusCode).toBe(403);
    const others = (
      await createEmployee(ctx, org, { grants: grants('Employee:Delete', 'Department FTE:View', 'Roles Detail:View') })
    ).auth;
    for (const kind of KINDS) expect((await get(LISTS[kind].dropdown, others)).statusCode, kind).toBe(403);
    expect((await get(LISTS.departments.dropdown, {})).statusCode).toBe(401);
  });

  it("never answers another organisation's elements", async () => {
    const elsewhere = await createOrganization(ctx, 'Other Dropdown Co');
    for (const kind of KINDS) {
      const rows = await choices(LISTS[kind].dropdown, elsewhere.auth);
      expect(rows, kind).toEqual([]);
    }
  });
});
