import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { HR_SAMPLE, createProfile, fixture, upload } from '../../support/estimation';
import type { PlanComparison, PlanElementDetail, PlanSummary } from '@domain/workforcePlan';

/** Annual costs of one full-time person whose cents show any rounding of the resources before costing. */
const COSTS: Record<string, number> = {
  CHRO: 1234567.89,
  'People & OD Manager': 987654.31,
  'Asst. Manager': 456789.13,
  'HR Executive': 321987.77,
};

/** One rounding rule: the report and the plan of one workbook cost the same to the cent. */
describeApi('workforce plan rounding', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url: `/api/${url}`, headers: auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    ctx = await startApp();
    let organizationId: number;
    ({ auth, organizationId } = await createOrganization(ctx, 'Rounding Co'));
    const profile = await createProfile(ctx, organizationId);
    const res = await upload(ctx, auth, fixture(HR_SAMPLE), { OrganizationFteId: profile }, HR_SAMPLE);
    expect(res.statusCode, res.body).toBe(200);
    for (const [designationName, cost] of Object.entries(COSTS))
      await call('POST', 'Costing/AddCosting', { fileName: HR_SAMPLE, designationName, cost });
  });
  afterAll(() => ctx?.close());

  it('gives the report total and the plan total of the HR sample to the cent', async () => {
    const report = await call<{ reportCalculations: { resourcesName: string; annualCost: number }[] }>(
      'GET',
      `EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}&fileType=O`,
    );
    const total = report.reportCalculations.at(-1)!;
    expect(total.resourcesName).toBe('Total');
    // By hand: Σ hours / 1417 x cost, rounded once.
    const hours = { CHRO: 604.25, 'People & OD Manager': 2864.9, 'Asst. Manager': 9059.9, 'HR Executive': 7385.95 };
    const byHand = Object.entries(hours).reduce((sum, [title, h]) => sum + (h / 1417) * COSTS[title], 0);
    expect(total.annualCost).toBe(Math.round(byHand * 100) / 100);

    const organisation = await call<PlanElementDetail>('GET', 'WorkforcePlan/elements/organisation');
    expect(organisation.plan).toMatchObject({ fileName: HR_SAMPLE, source: 'default' });
    expect(organisation.node.planCost).toEqual([{ currency: 'SAR', amount: total.annualCost }]);
    const summary = await call<PlanSummary>('GET', 'WorkforcePlan/summary');
    expect(summary.planCost).toEqual([{ currency: 'SAR', amount: total.annualCost }]);
  });

  it('compares from the values shown: two resources both shown 0.43 differ by 0.00', async () => {
    const [header, ...rows] = await call<Array<Array<string | number>>>(
      'GET',
      `EstimationApi/GetExcelFileData?fileName=${HR_SAMPLE}&fileType=O`,
    );
    const annual = header.indexOf('Annual Hours');
    const chro = header.indexOf('JD | CHRO');
    const busiest = rows.reduce((best, row, i) => (Number(row[annual]) > Number(rows[best][annual]) ? i : best), 0);
    // Ten more CHRO hours: 604.25 / 1417 = 0.4264 becomes 614.25 / 1417 = 0.4335, both shown 0.43.
    const share = Number(rows[busiest][chro]) + (10 / Number(rows[busiest][annual])) * 100;
    const copy = await call<{ data: { id: number } }>('POST', 'EstimationApi/SaveCustomFile', {
      fileName: HR_SAMPLE,
      fileType: 'O',
      edits: [{ row: busiest + 1, designation: 'CHRO', share }],
    });
    const { workbooks } = await call<PlanElementDetail>('GET', 'WorkforcePlan/elements/organisation');
    const original = workbooks.find((w) => !w.customised)!.fileId;
    const comparison = await call<PlanComparison>(
      'GET',
      `WorkforcePlan/compare?left=${original}&right=${copy.data.id}`,
    );
    const line = comparison.lines.find((l) => l.category === 'All' && l.title === 'CHRO')!;
    expect([line.left.resources.toFixed(2), line.right.resources.toFixed(2)]).toEqual(['0.43', '0.43']);
    expect(line.right.resources - line.left.resources).toBeGreaterThan(0.005);
    expect(line.difference.resources).toBe(0);
    expect(line.difference.hours).toBe(10);
    const shown = (amount: number) => Math.round(amount * 100) / 100;
    expect(line.difference.cost?.amount).toBe(shown(shown(line.right.cost!.amount) - shown(line.left.cost!.amount)));
  });
});
