import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { HR_SAMPLE, OPS_SAMPLE, createProfile, fixture, upload } from '../../support/estimation';
import { departments } from '../../../server/db/schema';

type Line = {
  resourcesName: string;
  totalHours: number;
  numberOfResources: number;
  annualCost: number;
  hasCost: boolean;
};

/** The test vector of the issue, on both sample workbooks, through upload and report. */
describeApi('estimation samples', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let organizationId: number;
  let orgProfile: number;
  let departmentId: number;
  let departmentProfile: number;

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth, organizationId } = await createOrganization(ctx, 'Samples Co'));
    orgProfile = await createProfile(ctx, organizationId, { name: 'Head office' });
    [{ id: departmentId }] = await ctx.database.db
      .insert(departments)
      .values({ organizationId, name: 'Operations' })
      .returning();
    departmentProfile = await createProfile(ctx, organizationId, {
      scope: 'department',
      elementId: departmentId,
      name: 'Ops week',
    });
  });
  afterAll(() => ctx?.close());

  it('hr-manpower-model.xlsx gives CHRO 604.25, People & OD Manager 2864.9, Asst. Manager 9059.9, HR Executive 7385.95, total 19915 = 14.05 resources', async () => {
    const res = await upload(
      ctx,
      auth,
      fixture(HR_SAMPLE),
      { OrganizationFteId: orgProfile, FTE: 1417, Country: 'SaudiArabia' },
      HR_SAMPLE,
    );
    expect(res.statusCode, res.body).toBe(200);
    const uploaded = res.json();
    expect(uploaded).toMatchObject({
      isSuccess: true,
      data: {
        fileName: HR_SAMPLE,
        fileExtension: '.xlsx',
        fte: 1417,
        country: 'SaudiArabia',
        currency: 'SAR',
        createdBy: 'Owner Samples Co',
        fileType: 'O',
        rowCount: 68,
        warningCount: 1,
        warnings: [
          {
            row: 50,
            column: 'Annual Hours',
            message:
              "Row 50: the workbook's Annual Hours (150) are used, but Activity Frequency × Unit Time × 12 ÷ 60 gives 200. Check the row.",
          },
        ],
      },
    });
    expect(uploaded.alertMessage).toBe(
      'The workbook "hr-manpower-model.xlsx" was uploaded with 68 activity rows. Please review 1 warning.',
    );

    const report = await get(`/api/EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}&fileType=O`);
    expect(report.statusCode, report.body).toBe(200);
    const lines: Line[] = report.json().reportCalculations;
    const hours = Object.fromEntries(lines.map((l) => [l.resourcesName, l.totalHours]));
    expect(hours).toEqual({
      CHRO: 604.25,
      'People & OD Manager': 2864.9,
      'Asst. Manager': 9059.9,
      'HR Executive': 7385.95,
      Total: 19915,
    });
    expect(lines.at(-1)?.numberOfResources.toFixed(2)).toBe('14.05');
    expect(lines.every((l) => l.annualCost === 0 && !l.hasCost)).toBe(true);
    expect(report.json().variableEntityTotalReportCalculationDto).toEqual([]);
    expect(report.json().file).toMatchObject({
      profile: { id: orgProfile, name: 'Head office', category: 'organization', elementId: null, elementName: null },
      fte: 1417,
      currency: 'SAR',
      groupingColumn: null,
      designationsWithoutCost: ['CHRO', 'People & OD Manager', 'Asst. Manager', 'HR Executive'],
    });
  });

  it('ops-manpower-model.xlsx gives the total 60511.685 and HR 475.333, Administration 7358.352, IT 52678 by Department', async () => {
    const res = await upload(
      ctx,
      auth,
      fixture(OPS_SAMPLE),
      { DepartmentId: departmentId, DepartmentFteId: departmentProfile },
      OPS_SAMPLE,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      category: 'department',
      elementId: departmentId,
      fteProfileId: departmentProfile,
      rowCount: 28,
    });
    const report = (await get(`/api/EstimationApi/ReportCalculation?fileName=${OPS_SAMPLE}&fileType=O`)).json();
    expect(report.reportCalculations.at(-1).totalHours).toBeCloseTo(60511.685, 3);
    expect(report.reportCalculations.map((l: Line) => l.resourcesName)).toContain('L1 Support');
    expect(report.file.groupingColumn).toBe('Department');
    // What the report's filters show when it is opened from a link to the file.
    expect(report.file.profile).toEqual({
      id: departmentProfile,
      name: 'Ops week',
      country: 'SaudiArabia',
      category: 'department',
      elementId: departmentId,
      elementName: 'Operations',
    });
    const groups = Object.fromEntries(
      report.variableEntityTotalReportCalculationDto.map((g: { entityName: string; totalHours: number }) => [
        g.entityName,
        g.totalHours,
      ]),
    );
    expect(Object.keys(groups)).toEqual(['HR', 'Administration', 'IT']);
    expect(groups.HR).toBeCloseTo(475.333, 3);
    expect(groups.Administration).toBeCloseTo(7358.352, 3);
    expect(groups.IT).toBeCloseTo(52678, 3);
  });

  it('filters the report by category, Tactical matching "Tactical/ Operations"', async () => {
    const all = (await get(`/api/EstimationApi/ReportCalculation?fileName=${OPS_SAMPLE}&fileType=O`)).json();
    const parts = await Promise.all(
      ['Strategy', 'Tactical', 'Transactional'].map(async (c) =>
        (await get(`/api/EstimationApi/ReportCalculation?fileName=${OPS_SAMPLE}&fileType=O&category=${c}`)).json(),
      ),
    );
    const totals = parts.map((p) => p.reportCalculations.at(-1).totalHours as number);
    expect(totals.every((t) => t > 0)).toBe(true);
    expect(totals.reduce((a, b) => a + b, 0)).toBeCloseTo(all.reportCalculations.at(-1).totalHours, 3);
    expect(parts[1].file.category).toBe('Tactical');
  });

  it('lists the files by FTE profile and type, and in the report and costing dropdowns', async () => {
    const list = (
      await get(`/api/EstimationApi/GetAllEstimationsFileByFTEId/department/${departmentProfile}/O`)
    ).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      fileName: OPS_SAMPLE,
      fileExtension: '.xlsx',
      fte: 1417,
      country: 'SaudiArabia',
      createdBy: 'Owner Samples Co',
    });
    expect(
      (await get(`/api/EstimationApi/GetAllEstimationsFileByFTEId/department/${departmentProfile}/C`)).json(),
    ).toEqual([]);
    expect(
      (await get(`/api/EstimationApi/GetAllEstimationsFileByFTEId/organization/${orgProfile}/O`))
        .json()
        .map((f: { fileName: string }) => f.fileName),
    ).toEqual([HR_SAMPLE]);
    expect(
      (
        await get(
          `/api/EstimationApi/GetEstimationReportFiles?fteId=${orgProfile}&fileType=O&categoryName=organization`,
        )
      ).json(),
    ).toEqual([
      { id: expect.any(Number), name: HR_SAMPLE, fileType: 'O', fte: 1417, country: 'SaudiArabia', currency: 'SAR' },
    ]);
    const costing = (await get('/api/EstimationApi/GetCostingFilesDropDown')).json();
    expect(costing.map((f: { name: string; country: string }) => [f.name, f.country])).toEqual([
      [HR_SAMPLE, 'SaudiArabia'],
      [OPS_SAMPLE, 'SaudiArabia'],
    ]);
  });

  it('answers the sheet as JSON rows, header first, and the file as uploaded', async () => {
    const res = await get(`/api/EstimationApi/GetExcelFileData?fileName=${HR_SAMPLE}&fileType=O`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const rows = res.json();
    expect(rows).toHaveLength(69);
    expect(rows[0].slice(0, 6)).toEqual([
      'Sr.#',
      'Activity Type actuals / averages',
      'Category',
      'Activity',
      'Description',
      'JD | CHRO',
    ]);
    expect(rows[1].slice(0, 4)).toEqual([1, 'Actual', 'Strategy', 'Manpower Budgeting']);
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: `/api/EstimationApi/GetExcelFileData?fileName=${HR_SAMPLE}&fileType=O`,
      headers: { ...auth, 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(rows);
    const page = await get(`/api/EstimationApi/GetExcelFileData?fileName=${HR_SAMPLE}&fileType=O&_page=2&_perPage=10`);
    expect(page.headers['x-total-count']).toBe('68');
    expect(page.json().map((r: unknown[]) => r[0])).toEqual(['Sr.#', 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);

    const download = await get(`/api/EstimationApi/DownloadFile?filename=${HR_SAMPLE}&fileType=O`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    expect(download.headers['content-disposition']).toContain(`filename="${HR_SAMPLE}"`);
    expect(download.rawPayload.equals(fixture(HR_SAMPLE))).toBe(true);
  });

  it('serves the category and FTE dropdowns and the FTE value', async () => {
    expect((await get('/api/EstimationApi/GetSubCategoryDropdown/organization')).json()).toEqual([
      expect.objectContaining({ id: orgProfile, name: 'Head office', country: 'SaudiArabia' }),
    ]);
    expect((await get('/api/EstimationApi/GetSubCategoryDropdown/department')).json()).toEqual([
      { id: departmentId, name: 'Operations' },
    ]);
    expect((await get(`/api/EstimationApi/GetSubCategoryFTEDropdown/department/${departmentId}`)).json()).toEqual([
      { id: departmentProfile, name: 'Ops week', country: 'SaudiArabia', currency: 'SAR', fte: 1417 },
    ]);
    const value = await get(`/api/EstimationApi/GetFteValueById/${departmentProfile}/department`);
    expect(value.body).toBe('1417');
    expect((await get(`/api/EstimationApi/GetFteValueById/${departmentProfile}/team`)).statusCode).toBe(404);
    const bad = await get('/api/EstimationApi/GetSubCategoryDropdown/galaxy');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().alertMessage).toContain('"galaxy" is not a category');
  });

  it('words the Annual Hours warning of row 50 in Arabic too, and still stores the file', async () => {
    const res = await upload(ctx, { ...auth, 'accept-language': 'ar' }, fixture(HR_SAMPLE), {
      OrganizationFteId: orgProfile,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.warnings).toEqual([
      {
        row: 50,
        column: 'Annual Hours',
        message:
          'الصف ٥٠: اعتُمدت الساعات السنوية المدوّنة في المصنف (١٥٠)، غير أن تكرار النشاط × وقت الوحدة × ١٢ ÷ ٦٠ يساوي ٢٠٠. راجِع هذا الصف.',
      },
    ]);
    expect(res.json().alertMessage).toContain('يُرجى مراجعة التنبيه الوحيد.');
  });

  it('gives a second upload of a name a free name', async () => {
    const res = await upload(
      ctx,
      auth,
      fixture(HR_SAMPLE),
      { OrganizationFteId: orgProfile },
      'HR-Manpower-Model.xlsx',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fileName).toBe('HR-Manpower-Model (2).xlsx');
  });
});
