import { afterAll, beforeAll, expect, it } from 'vitest';
import { departments } from '../../../server/db/schema';
import { createOrganization, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import type { PlanElementDetail, PlanNode, PlanSummary, PlanTree } from '@domain/workforcePlan';

const all = (node: PlanNode): PlanNode[] => [node, ...node.children.flatMap(all)];
const find = (node: PlanNode, name: string) => all(node).find((n) => n.name === name)!;

/** How each element of the demo organisation reads, and its whole people. */
describeApi('workforce plan statuses and whole people', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  const get = async <T>(url: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/WorkforcePlan/${url}`, headers: owner })).json() as T;

  beforeAll(async () => {
    ctx = await startApp();
    owner = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('reads short, covered or no plan, never a surplus where the requirement sits higher or nowhere', async () => {
    const { root } = await get<PlanTree>('tree');
    const hr = find(root, 'Human Resources');
    expect(hr).toMatchObject({ status: 'short', coveredBy: null, gap: 4.01 });
    expect(find(root, 'Information Technology')).toMatchObject({ status: 'short', gap: 3.24 });
    // Workforce Analytics holds no plan and no share: Human Resources' plan holds its requirement.
    expect(find(root, 'Workforce Analytics')).toMatchObject({
      status: 'covered',
      allocated: false,
      coveredBy: { key: hr.key, name: 'Human Resources' },
    });
    // Finance has no plan of its own: the organisation's (head office) plan covers it.
    expect(find(root, 'Finance')).toMatchObject({
      status: 'covered',
      coveredBy: { key: 'organisation', name: 'Demo Company' },
    });
    for (const node of all(root))
      if (!node.ownPlan && !node.allocated && !node.children.length)
        expect(['covered', 'noPlan']).toContain(node.status);
    const summary = await get<PlanSummary>('summary');
    expect(summary.gapByDepartment.find((d) => d.name === 'Finance')).toMatchObject({ status: 'covered' });
    expect(summary.gapByDepartment.find((d) => d.name === 'Human Resources')).toMatchObject({ status: 'short' });
  });

  it("allocates Human Resources' plan to its sub-departments by the workbook's Sub-Department column", async () => {
    const { root } = await get<PlanTree>('tree');
    const hr = find(root, 'Human Resources');
    const detail = await get<PlanElementDetail>(`elements/department/${hr.id}`);
    const report = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/EstimationApi/ReportCalculation?fileName=${encodeURIComponent(detail.plan!.fileName)}&fileType=C`,
        headers: owner,
      })
    ).json() as {
      file: { groupingColumn: string };
      variableEntityTotalReportCalculationDto: { entityName: string; numberOfResources: number }[];
    };
    expect(report.file.groupingColumn).toBe('Sub-Department');
    const groups = report.variableEntityTotalReportCalculationDto;
    expect(groups.map((g) => g.entityName).sort()).toEqual(
      ['HR Operations', 'People & Organisational Development', 'Talent Acquisition'].sort(),
    );
    // Each sub-department requires its rows' resources and reads a gap of its own.
    for (const group of groups) {
      const sub = find(root, group.entityName);
      expect(sub).toMatchObject({ kind: 'subDepartment', allocated: true, ownPlan: false, coveredBy: null });
      expect(sub.required).toBe(Math.round(group.numberOfResources * 100) / 100);
      expect(sub.gap).toBe(Math.round((sub.required - sub.actual) * 100) / 100);
      expect(sub.status).toBe(sub.gap > 0 ? 'short' : sub.gap < 0 ? 'surplus' : 'balanced');
    }
    // Every row names a sub-department, so the shares add up to Human Resources' requirement.
    const shares = hr.children.reduce((sum, c) => sum + c.required, 0);
    expect(Math.abs(shares - hr.required)).toBeLessThan(0.02);
    expect(hr).toMatchObject({ ownPlan: true, allocated: false, required: 7.01 });
    // People & OD holds two people and its share: short or over by its own figures, not covered.
    const od = find(root, 'People & Organisational Development');
    expect(od.actual).toBe(2);
    expect(od.status).not.toBe('covered');
  });

  it('reads no plan where none applies', async () => {
    const { organizationId, auth } = await createOrganization(ctx, 'Planless');
    await ctx.database.db.insert(departments).values({ organizationId, name: 'Sales' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/WorkforcePlan/tree', headers: auth });
    const { root } = res.json() as PlanTree;
    expect(root).toMatchObject({ status: 'noPlan', coveredBy: null, toHire: 0, surplus: 0 });
    expect(find(root, 'Sales')).toMatchObject({ status: 'noPlan', coveredBy: null });
  });

  it('counts whole people to hire and over the plan per job title, summed and never netted', async () => {
    const { root } = await get<PlanTree>('tree');
    const hr = { body: await get<PlanElementDetail>(`elements/department/${find(root, 'Human Resources').id}`) };
    const title = (name: string) => hr.body.jobTitles.find((t) => t.title === name);
    // By hand: ⌈required⌉ − actual, at least 0.
    expect(title('Asst. Manager')).toMatchObject({ required: 1.64, actual: 0, toHire: 2, surplus: 0 });
    expect(title('CHRO')).toMatchObject({ required: 0.4, actual: 1, toHire: 0, surplus: 0 });
    expect(title('HR Executive')).toMatchObject({ required: 2.86, actual: 1, toHire: 2, surplus: 0 });
    expect(title('People & OD Manager')).toMatchObject({ required: 1.09, actual: 1, toHire: 1, surplus: 0 });
    expect(title('Recruitment Specialist')).toMatchObject({ required: 1.02, actual: 0, toHire: 2, surplus: 0 });
    // 2 HR executives at 161,280 and 1 People & OD manager at 389,760; the others have no cost.
    expect(hr.body.node).toMatchObject({ toHire: 7, surplus: 0, hireCost: [{ currency: 'SAR', amount: 712320 }] });

    // The organisation's own plan: three people (accountant, finance manager, L1 support) none of it needs,
    // one assistant manager to hire (0.57 → 1), and the CHRO's 0.09 still takes its one person.
    const summary = await get<PlanSummary>('summary');
    expect(summary).toMatchObject({ toHire: 1, surplus: 3, gap: -4.32, hireCost: [], surplusCost: [] });
    expect(summary.byJobTitle.find((t) => t.title === 'Accountant')).toMatchObject({ toHire: 0, surplus: 1 });
    expect(summary.byJobTitle.find((t) => t.title === 'CHRO')).toMatchObject({ toHire: 0, surplus: 0 });
  });
});
