import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoArabic } from '@domain/demo';
import type { PlanNode, PlanTree } from '@domain/workforcePlan';
import { ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

interface Named {
  id: number;
  name: string;
  description?: string | null;
  version?: number;
  [key: string]: unknown;
}

const names = (node: PlanNode): string[] => [node.name, ...node.children.flatMap(names)];

/** The demo organisation speaks its reader's language; what users type stays as typed. */
describeApi('demo organisation in Arabic', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  const call = async <T>(method: 'GET' | 'POST', path: string, lang: string, payload?: object) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/${path}`,
      headers: { ...owner, 'accept-language': lang },
      payload,
    });
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const get = <T = Named[]>(path: string, lang: string) => call<T>('GET', path, lang);

  beforeAll(async () => {
    ctx = await startApp();
    owner = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('lists the structure, job titles and employee types in Arabic to an Arabic reader', async () => {
    const english = await get('DepartmentAPI/GetAll', 'en');
    const arabic = await get('DepartmentAPI/GetAll', 'ar');
    expect(english.map((d) => d.name)).toContain('Human Resources');
    const hr = arabic.find((d) => d.id === english.find((e) => e.name === 'Human Resources')!.id)!;
    expect(hr).toMatchObject({ name: 'الموارد البشرية', description: demoArabic(hr.description) ?? hr.description });
    expect(hr.description).toBe('الأفراد والثقافة المؤسسية والتطوير التنظيمي');
    const titles = await get('JobTitleAPI/GetAll', 'ar');
    expect(titles.map((t) => t.name)).toEqual(expect.arrayContaining(['الرئيس التنفيذي للموارد البشرية', 'محاسب']));
    const types = await get('EmployeeTypeAPI/GetAll', 'ar');
    expect(types.map((t) => t.name)).toEqual(expect.arrayContaining(['دائم', 'متعاقد', 'دوام جزئي', 'متدرب']));
    // The dropdowns of the employee form, and one record as an edit form reads it.
    const choices = await get('DepartmentAPI/GetDropdown', 'ar');
    expect(choices.map((c) => c.name)).toContain('المالية');
    expect((await get<Named>(`DepartmentAPI/GetById/${hr.id}`, 'ar')).name).toBe('الموارد البشرية');
    expect((await get<Named>(`DepartmentAPI/GetById/${hr.id}`, 'en')).name).toBe('Human Resources');
    // An Arabic reader finds it by its Arabic name.
    expect((await get('DepartmentAPI/GetAll?q=' + encodeURIComponent('المالية'), 'ar')).map((d) => d.name)).toEqual([
      'المالية',
    ]);
  });

  it("shows employees' places, roles and FTE profiles in Arabic", async () => {
    const people = await get<Array<Named & { email: string }>>('AuthenticationAPI/GetAllEmployees', 'ar');
    expect(people.find((p) => p.email === 'hr.manager@demo.local')).toMatchObject({
      firstName: 'Sara',
      department: 'الموارد البشرية',
      team: 'تحليلات القوى العاملة',
      designation: 'الرئيس التنفيذي للموارد البشرية',
      role: 'مدير الموارد البشرية',
      employeeType: 'دائم',
    });
    const roles = await get('ManageApplicationUserRoles/GetAllEmployeeRoles', 'ar');
    expect(roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['مدير الموارد البشرية', 'مخطط القوى العاملة', 'مطّلع (قراءة فقط)']),
    );
    const profiles = await get<Array<{ fteName: string }>>('OrganizationFTEAPI/GetAll', 'ar');
    expect(profiles.map((p) => p.fteName)).toEqual(expect.arrayContaining(['المقر الرئيسي في الرياض', 'مكتب لاهور']));
    const options = await get('EstimationApi/GetSubCategoryDropdown/department', 'ar');
    expect(options.map((o) => o.name)).toContain('تقنية المعلومات');
    const plan = await get<PlanTree>('WorkforcePlan/tree', 'ar');
    expect(names(plan.root)).toEqual(expect.arrayContaining(['الموارد البشرية', 'مكتب الخدمة']));
    expect(names(plan.root)).not.toContain('Human Resources');
  });

  it('keeps what users type as typed, and a demo name untouched when its Arabic is sent back', async () => {
    const [finance] = await get(`DepartmentAPI/GetAll?q=Finance`, 'en');
    const shown = await get<Named>(`DepartmentAPI/GetById/${finance.id}`, 'ar');
    // An Arabic reader saves the form unchanged: the English stays as it was.
    await call('POST', 'DepartmentAPI/AddEdit', 'ar', {
      id: finance.id,
      name: shown.name,
      description: shown.description,
      version: shown.version,
    });
    expect((await get<Named>(`DepartmentAPI/GetById/${finance.id}`, 'en')).name).toBe('Finance');
    expect((await get<Named>(`DepartmentAPI/GetById/${finance.id}`, 'ar')).name).toBe('المالية');
    // A new name typed by the user reads as typed in both languages.
    const renamed = await get<Named>(`DepartmentAPI/GetById/${finance.id}`, 'ar');
    await call('POST', 'DepartmentAPI/AddEdit', 'ar', { ...renamed, name: 'المالية والخزينة' });
    for (const lang of ['en', 'ar'])
      expect((await get<Named>(`DepartmentAPI/GetById/${finance.id}`, lang)).name).toBe('المالية والخزينة');
    // So does an element a user adds, even under a demo name.
    await call('POST', 'JobTitleAPI/AddEdit', 'en', { name: 'Intern', description: 'Summer intern' });
    const titles = await get('JobTitleAPI/GetAll', 'ar');
    expect(titles.find((t) => t.description === 'Summer intern')?.name).toBe('Intern');
  });

  it("writes the server's numbers in the reader's digits: Arabic-Indic, or Latin when chosen", async () => {
    const [hr] = await get('DepartmentAPI/GetAll?q=Human', 'en');
    const refused = async (lang: string) =>
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/DepartmentAPI/Delete/${hr.id}`,
          headers: { ...owner, 'accept-language': lang },
        })
      ).json().alertMessage as string;
    // The sub-departments in the way are named in the reader's language, each isolated.
    expect(await refused('ar')).toMatch(/^لا تزال ٣ أقسام تابعة لهذه الإدارة: \u2068[\u0600-\u06ff ]+\u2069 و/);
    expect(await refused('ar-u-nu-latn')).toMatch(/^لا تزال 3 أقسام تابعة لهذه الإدارة: /);
    expect(await refused('en')).toMatch(/^3 sub-departments still belong to this department: [A-Z]/);
  });
});
