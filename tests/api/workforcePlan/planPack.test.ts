import { afterAll, beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createOrganization, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee, grants } from '../../support/people';
import type { PlanPack, PlanSummary, PlanTree } from '@domain/workforcePlan';

/** The plan pack (.xlsx) of the plan of record, on the API. */
describeApi('workforce plan pack', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;

  const get = (url: string, headers: Record<string, string>, lang = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/WorkforcePlan/${url}`,
      headers: { ...headers, 'accept-language': lang },
    });
  const pack = async (headers = owner, lang = 'en') => {
    const res = await get('pack', headers, lang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook;
  };
  const rows = (sheet: ExcelJS.Worksheet) => (sheet.getSheetValues() as unknown[][]).slice(1).map((r) => r.slice(1));
  /** The Summary sheet as label → value. */
  const summaryOf = (workbook: ExcelJS.Workbook) => new Map(rows(workbook.worksheets[0]).map(([k, v]) => [k, v]));

  beforeAll(async () => {
    ctx = await startApp();
    owner = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  it("holds the summary endpoint's figures, the tree to department level and the gaps by job title", async () => {
    const summary = (await get('summary', owner)).json() as PlanSummary;
    const tree = (await get('tree', owner)).json() as PlanTree;
    const workbook = await pack();
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Tree', 'Gaps by job title']);
    const figures = summaryOf(workbook);
    expect(figures.get('Organisation')).toBe(tree.root.name);
    expect(figures.get('Plan year')).toEqual(expect.any(Number));
    expect(figures.get('Date')).toBe(new Date().toISOString().slice(0, 10));
    expect(figures.get('Required')).toBe(summary.required);
    expect(figures.get('Actual')).toBe(summary.headcount);
    expect(figures.get('Gap')).toBe(summary.gap);
    expect(figures.get('People to hire')).toBe(summary.toHire);
    expect(figures.get('People over the plan')).toBe(summary.surplus);
    expect(summary.gapCost.length).toBeGreaterThan(0);
    for (const m of summary.hireCost) expect(figures.get(`Hiring cost (${m.currency})`)).toBe(m.amount);
    for (const m of summary.gapCost) expect(figures.get(`Gap cost (${m.currency})`)).toBe(m.amount);
    for (const m of summary.planCost) expect(figures.get(`Plan cost (${m.currency})`)).toBe(m.amount);
    for (const m of summary.surplusCost) expect(figures.get(`Surplus cost (${m.currency})`)).toBe(m.amount);

    const [head, org, ...departments] = rows(workbook.worksheets[1]);
    expect(head).toEqual([
      'Element',
      'Level',
      'Status',
      'Required',
      'Actual',
      'Gap',
      'People to hire',
      'People over the plan',
    ]);
    expect(org.slice(0, 2)).toEqual([tree.root.name, 'Organisation']);
    expect(departments.map((d) => d[0])).toEqual(summary.gapByDepartment.map((d) => d.name));
    expect(departments.map((d) => [d[5], d[6], d[7]])).toEqual(
      summary.gapByDepartment.map((d) => [d.gap, d.toHire, d.surplus]),
    );

    const [, ...titles] = rows(workbook.worksheets[2]);
    expect(titles.map((r) => [r[1], r[2], r[4], r[5]])).toEqual(
      summary.byJobTitle.map((j) => [j.required, j.actual, j.toHire, j.surplus]),
    );
  });

  it("answers the print view's figures: the summary's, with the organisation, plan year and date", async () => {
    const summary = (await get('summary', owner)).json() as PlanSummary;
    const res = await get('pack/figures', owner);
    expect(res.statusCode).toBe(200);
    const figures = res.json() as PlanPack;
    expect(figures.summary).toEqual(summary);
    expect(figures.tree.map((r) => r.kind)).toEqual([
      'organisation',
      ...summary.gapByDepartment.map(() => 'department'),
    ]);
    expect(figures.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('heads every sheet in Arabic, right to left, for an Arabic reader', async () => {
    const workbook = await pack(owner, 'ar');
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['الملخص', 'الهيكل', 'الفجوات حسب المسمى الوظيفي']);
    expect(workbook.worksheets.every((s) => s.views[0]?.rightToLeft)).toBe(true);
    expect(summaryOf(workbook).has('الأشخاص المطلوب توظيفهم')).toBe(true);
    expect(rows(workbook.worksheets[1])[0][0]).toBe('العنصر');
    expect(rows(workbook.worksheets[1])[1][1]).toBe('المنشأة');
    expect(rows(workbook.worksheets[2])[0][0]).toBe('المسمى الوظيفي');
  });

  it("never holds another organisation's data, and needs Workforce Plan View", async () => {
    const demo = (await get('tree', owner)).json() as PlanTree;
    const { organizationId, auth } = await createOrganization(ctx, 'Pack Other Co');
    const workbook = await pack(auth);
    const text = JSON.stringify(workbook.worksheets.map((s) => s.getSheetValues()));
    expect(text).toContain('Pack Other Co');
    for (const d of demo.root.children) expect(text).not.toContain(d.name);
    expect(text).not.toContain(demo.root.name);
    expect(rows(workbook.worksheets[2])).toHaveLength(1);

    const none = (await createEmployee(ctx, organizationId, { grants: grants('Estimation Report:View') })).auth;
    expect((await get('pack', none)).statusCode).toBe(403);
    expect((await get('pack/figures', none)).statusCode).toBe(403);
    const viewer = (await createEmployee(ctx, organizationId, { grants: grants('Workforce Plan:View') })).auth;
    expect((await get('pack', viewer)).statusCode).toBe(200);
  });
});
