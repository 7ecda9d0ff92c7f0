import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { DEMO_WORKBOOK } from '@domain/demo';

/** The demo organisation opens on a costed estimation, with one job title still without a cost. */
describeApi('demo estimation', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;

  beforeAll(async () => {
    ctx = await startApp();
    auth = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('has a workbook for the head office profile with a costed report and a grouping by sub-department', async () => {
    const [file] = (
      await ctx.app.inject({ method: 'GET', url: '/api/EstimationApi/GetCostingFilesDropDown', headers: auth })
    ).json();
    expect(file).toMatchObject({ name: DEMO_WORKBOOK.fileName, country: 'SaudiArabia', currency: 'SAR' });
    const report = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/EstimationApi/ReportCalculation?fileName=${encodeURIComponent(file.name)}&fileType=O`,
        headers: auth,
      })
    ).json();
    expect(report.file).toMatchObject({
      fte: 1417,
      currency: 'SAR',
      groupingColumn: 'Sub-Department',
      designationsWithoutCost: ['Asst. Manager'],
    });
    const total = report.reportCalculations.at(-1);
    expect(total.numberOfResources).toBeGreaterThan(1);
    expect(total.annualCost).toBeGreaterThan(0);
    expect(report.variableEntityTotalReportCalculationDto.map((g: { entityName: string }) => g.entityName)).toEqual([
      'People & Organisational Development',
      'Talent Acquisition',
      'HR Operations',
    ]);
    const costs = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/Costing/GetAllCostingByFile/${encodeURIComponent(file.name)}`,
        headers: auth,
      })
    ).json();
    expect(costs.map((c: { designationName: string }) => c.designationName)).toEqual([
      'CHRO',
      'People & OD Manager',
      'HR Executive',
    ]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/EstimationApi/DownloadFile?fileName=${encodeURIComponent(file.name)}`,
      headers: auth,
    });
    expect(download.statusCode).toBe(200);
  });
});
