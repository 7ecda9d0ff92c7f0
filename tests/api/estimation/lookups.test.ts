import { afterAll, beforeAll, expect, it } from 'vitest';
import { departments, jobTitles } from '../../../server/db/schema';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

/** GetSubCategoryDropdown and GetSubCategoryFTEDropdown search with `q` and sort by name as every list does: case-insensitive, Arabic included. */
describeApi('estimation category dropdown search', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;

  const names = async (category: string, q?: string): Promise<string[]> => {
    const url = `/api/EstimationApi/GetSubCategoryDropdown/${category}${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`;
    const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ name: string }>).map((r) => r.name);
  };

  /** GetSubCategoryFTEDropdown: the FTE profiles of one element of a category. */
  const profileNames = async (category: string, id: number, q?: string): Promise<string[]> => {
    const url = `/api/EstimationApi/GetSubCategoryFTEDropdown/${category}/${id}${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`;
    const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ name: string }>).map((r) => r.name);
  };
  const addProfile = async (path: string, payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: auth,
      payload: { workingHours: 8, workingDays: 5, country: 'SaudiArabia', ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  let financeId: number;
  let hrId: number;

  beforeAll(async () => {
    ctx = await startApp();
    let organizationId: number;
    ({ auth, organizationId } = await createOrganization(ctx, 'Lookup Co'));
    const rows = await ctx.database.db
      .insert(departments)
      .values(
        ['Human Resources', 'Humanities Lab', 'الموارد البشرية', 'Finance', 'Growth 100%', 'Growth 1000'].map(
          (name) => ({ organizationId, name }),
        ),
      )
      .returning();
    financeId = rows.find((r) => r.name === 'Finance')!.id;
    hrId = rows.find((r) => r.name === 'Human Resources')!.id;
    await ctx.database.db.insert(jobTitles).values(
      ['Payroll Officer', 'مسؤول الرواتب', 'accountant', 'Budget Analyst', 'auditor'].map((name) => ({
        organizationId,
        name,
      })),
    );
    for (const fteName of ['Head office week', 'أسبوع الفرع'])
      await addProfile('OrganizationFTEAPI/AddEdit', { fteName });
    for (const fteName of ['Standard week', 'ramadan hours', 'أسبوع رمضان', 'Overtime 100%', 'Overtime 1000'])
      await addProfile('DepartmentFTEAPI/AddEdit', { fteName, departmentId: financeId });
    await addProfile('DepartmentFTEAPI/AddEdit', { fteName: 'HR standard week', departmentId: hrId });
  });
  afterAll(() => ctx?.close());

  it('answers every element without q, or with an empty one', async () => {
    expect(await names('department')).toHaveLength(6);
    expect(await names('department', '')).toHaveLength(6);
    expect(await names('department', '   ')).toHaveLength(6);
  });

  it('keeps the elements whose name contains q, whatever the case', async () => {
    // The order of the two is the database collation's: not what this test is about.
    expect((await names('department', 'HUMAN')).sort()).toEqual(['Human Resources', 'Humanities Lab']);
    expect(await names('department', ' resources ')).toEqual(['Human Resources']);
    expect(await names('jobtitle', 'payroll')).toEqual(['Payroll Officer']);
    expect(await names('team', 'anything')).toEqual([]);
  });

  it('searches Arabic names', async () => {
    expect(await names('department', 'البشرية')).toEqual(['الموارد البشرية']);
    expect(await names('jobtitle', 'الرواتب')).toEqual(['مسؤول الرواتب']);
  });

  it('takes % and _ literally', async () => {
    expect(await names('department', '100%')).toEqual(['Growth 100%']);
    expect(await names('department', '_')).toEqual([]);
  });

  it("searches the organisation's FTE profiles by name", async () => {
    expect(await names('organization', 'OFFICE')).toEqual(['Head office week']);
    expect(await names('organization', 'الفرع')).toEqual(['أسبوع الفرع']);
    expect(await names('organization')).toHaveLength(2);
  });

  it('sorts by name whatever the case, as the lists do', async () => {
    expect(await names('jobtitle')).toEqual([
      'accountant',
      'auditor',
      'Budget Analyst',
      'Payroll Officer',
      'مسؤول الرواتب',
    ]);
    expect(await profileNames('department', financeId)).toEqual([
      'Overtime 100%',
      'Overtime 1000',
      'ramadan hours',
      'Standard week',
      'أسبوع رمضان',
    ]);
  });

  it("searches an element's FTE profiles with q: case-insensitive contains, Arabic included, % and _ literal", async () => {
    expect(await profileNames('department', financeId, '')).toHaveLength(5);
    expect(await profileNames('department', financeId, '  ')).toHaveLength(5);
    expect(await profileNames('department', financeId, 'WEEK')).toEqual(['Standard week']);
    expect(await profileNames('department', financeId, ' ramadan ')).toEqual(['ramadan hours']);
    expect(await profileNames('department', financeId, 'رمضان')).toEqual(['أسبوع رمضان']);
    expect(await profileNames('department', financeId, '100%')).toEqual(['Overtime 100%']);
    expect(await profileNames('department', financeId, '_')).toEqual([]);
    // Another element's profiles never answer, searched or not.
    expect(await profileNames('department', hrId, 'week')).toEqual(['HR standard week']);
    expect(await profileNames('department', financeId, 'HR ')).toEqual([]);
    // For the organisation, all its profiles are the element's.
    expect(await profileNames('organization', 1, 'office')).toEqual(['Head office week']);
  });
});
