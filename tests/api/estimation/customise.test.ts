import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { HR_SAMPLE, createProfile, fixture, readXlsx, upload } from '../../support/estimation';

type Line = { resourcesName: string; totalHours: number };

/** Customised copies: share edits saved as a new 'C' file; the original never changes. */
describeApi('customised copies', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let profile: number;

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  const save = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/EstimationApi/SaveCustomFile', headers: auth, payload });
  const hours = async (name: string, type: string) =>
    Object.fromEntries(
      (
        (await get(`/api/EstimationApi/ReportCalculation?fileName=${encodeURIComponent(name)}&fileType=${type}`)).json()
          .reportCalculations as Line[]
      ).map((l) => [l.resourcesName, l.totalHours]),
    );

  beforeAll(async () => {
    ctx = await startApp();
    const org = await createOrganization(ctx, 'Copies Co');
    auth = org.auth;
    profile = await createProfile(ctx, org.organizationId);
    expect((await upload(ctx, auth, fixture(HR_SAMPLE), { OrganizationFteId: profile }, HR_SAMPLE)).statusCode).toBe(
      200,
    );
  });
  afterAll(() => ctx?.close());

  it('saves share edits as a C copy with a clear name and leaves the original untouched', async () => {
    const sheetBefore = (await get(`/api/EstimationApi/GetExcelFileData?fileName=${HR_SAMPLE}&fileType=O`)).body;
    const reportBefore = await hours(HR_SAMPLE, 'O');
    // Row 1 (Manpower Budgeting, 50 annual hours): CHRO 30 -> 50, People & OD Manager 70 -> 50.
    const res = await save({
      fileName: HR_SAMPLE,
      fileType: 'O',
      edits: [
        { row: 1, designation: 'chro', share: 50 },
        { row: 1, designation: 'People & OD Manager', share: 50 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().data;
    expect(copy).toMatchObject({
      fileName: 'hr-manpower-model - customised.xlsx',
      fileType: 'C',
      fte: 1417,
      country: 'SaudiArabia',
      fteProfileId: profile,
      // The copy keeps the original's row 50, whose cached Annual Hours its inputs disagree with.
      warningCount: 1,
      warnings: [{ row: 50, column: 'Annual Hours' }],
    });
    expect(res.json().alertMessage).toBe(
      'The customised copy "hr-manpower-model - customised.xlsx" of "hr-manpower-model.xlsx" was saved.',
    );

    expect((await get(`/api/EstimationApi/GetExcelFileData?fileName=${HR_SAMPLE}&fileType=O`)).body).toBe(sheetBefore);
    expect(await hours(HR_SAMPLE, 'O')).toEqual(reportBefore);
    expect(
      (await get(`/api/EstimationApi/DownloadFile?fileName=${HR_SAMPLE}&fileType=O`)).rawPayload.equals(
        fixture(HR_SAMPLE),
      ),
    ).toBe(true);

    const changed = await hours(copy.fileName, 'C');
    expect(changed.CHRO).toBeCloseTo(reportBefore.CHRO + 10, 6);
    expect(changed['People & OD Manager']).toBeCloseTo(reportBefore['People & OD Manager'] - 10, 6);
    expect(changed.Total).toBeCloseTo(19915, 6);

    const copyRows = (
      await get(`/api/EstimationApi/GetExcelFileData?fileName=${encodeURIComponent(copy.fileName)}&fileType=C`)
    ).json();
    expect(copyRows[1].slice(5, 10)).toEqual([50, 50, 0, 0, 100]);
    const downloaded = await readXlsx(
      (await get(`/api/EstimationApi/DownloadFile?fileName=${encodeURIComponent(copy.fileName)}&fileType=C`))
        .rawPayload,
    );
    expect(downloaded.worksheets[0].getRow(2).getCell(6).value).toBe(50);

    const lists = await Promise.all(
      ['O', 'C'].map(async (t) =>
        (await get(`/api/EstimationApi/GetAllEstimationsFileByFTEId/organization/${profile}/${t}`)).json(),
      ),
    );
    expect(lists[0].map((f: { fileName: string }) => f.fileName)).toEqual([HR_SAMPLE]);
    expect(lists[1]).toEqual([expect.objectContaining({ fileName: copy.fileName, sourceFileId: lists[0][0].id })]);
  });

  it('numbers further copies, takes a chosen name and warns about rows that no longer total 100', async () => {
    const second = await save({ fileName: HR_SAMPLE, edits: [] });
    expect(second.json().data.fileName).toBe('hr-manpower-model - customised (2).xlsx');
    const named = await save({
      fileName: HR_SAMPLE,
      newFileName: 'What if.xlsx',
      edits: [{ row: 2, designation: 'HR Executive', share: 10 }],
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toMatchObject({
      fileName: 'What if.xlsx',
      warningCount: 2,
      warnings: [{ row: 3, message: 'Row 3: the job title shares total 60, not 100' }, { row: 50 }],
    });
  });

  it('trims a chosen name before handling its extension', async () => {
    // The HRWhizz client uploads its copy (AddFile, FileType C) named after the file, with a trailing space.
    const uploaded = await upload(
      ctx,
      auth,
      fixture(HR_SAMPLE),
      { OrganizationFteId: profile, FileType: 'C' },
      '1 hr-manpower-model.xlsx ',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.fileName).toBe('1 hr-manpower-model.xlsx');
    for (const [wanted, stored] of [
      ['1 hr-manpower-model.xlsx ', '1 hr-manpower-model (2).xlsx'],
      ['  2 hr-manpower-model.XLSX\t', '2 hr-manpower-model.xlsx'],
      ['3 hr-manpower-model .xlsx', '3 hr-manpower-model.xlsx'],
    ]) {
      const res = await save({ fileName: HR_SAMPLE, newFileName: wanted, edits: [] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.fileName).toBe(stored);
      const opened = await get(`/api/EstimationApi/GetExcelFileData?fileName=${encodeURIComponent(stored)}&fileType=C`);
      expect(opened.statusCode).toBe(200);
    }
  });

  it('refuses edits of rows or job titles the workbook does not have and shares outside 0-100', async () => {
    const res = await save({
      fileName: HR_SAMPLE,
      edits: [
        { row: 999, designation: 'CHRO', share: 10 },
        { row: 1, designation: 'CEO', share: 10 },
        { row: 1, designation: 'CHRO', share: 120 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.Edits).toEqual([
      'Change 1: row 999 is not in the workbook.',
      'Change 2: "CEO" is not a job title of the workbook.',
      'Change 3: the share 120 must be between 0 and 100.',
    ]);
    expect((await save({ fileName: 'nothing.xlsx', edits: [] })).statusCode).toBe(404);
  });
  it('starts a copy with the costs of the job titles it shares with its original; later edits stay apart', async () => {
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url: `/api/Costing/${url}`, headers: auth, payload });
    const costsOf = async (name: string) =>
      (await get(`/api/Costing/GetAllCostingByFile/${encodeURIComponent(name)}`)).json() as Array<{
        id: number;
        designationName: string;
        cost: number;
        version: number;
      }>;
    expect(
      (await send('POST', 'AddCosting', { fileName: HR_SAMPLE, designationName: 'CHRO', cost: 600000 })).statusCode,
    ).toBe(200);
    const breakdown = { monthlyBasic: 8000, housing: 2000, otherAllowances: 1000, employerContributionRate: 0.12 };
    const built = await send('POST', 'AddCosting', { fileName: HR_SAMPLE, designationName: 'HR Executive', breakdown });
    expect(built.json().data).toMatchObject({ cost: 147840 });

    const res = await save({ fileName: HR_SAMPLE, fileType: 'O', newFileName: 'costed copy', edits: [] });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().data.fileName as string;
    const copied = await costsOf(copy);
    expect(copied.map((c) => [c.designationName, c.cost]).sort()).toEqual([
      ['CHRO', 600000],
      ['HR Executive', 147840],
    ]);
    const report = (
      await get(`/api/EstimationApi/ReportCalculation?fileName=${encodeURIComponent(copy)}&fileType=C&rows=false`)
    ).json();
    const executive = (
      report.reportCalculations as Array<{ resourcesName: string; hasCost: boolean; cost: number | null }>
    ).find((l) => l.resourcesName === 'HR Executive');
    expect(executive).toMatchObject({ hasCost: true, cost: 147840 });

    const chro = copied.find((c) => c.designationName === 'CHRO')!;
    const edited = await send('PUT', 'EditCosting', {
      id: chro.id,
      fileName: copy,
      designationName: 'CHRO',
      cost: 650000,
      version: chro.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await costsOf(HR_SAMPLE)).find((c) => c.designationName === 'CHRO')?.cost).toBe(600000);
  });
});
