import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { SAMPLE_HEADER, buildWorkbook, createProfile, sampleRow, upload } from '../../support/estimation';

const UNIT = 'Unit Time (minutes) per action';
const without = (header: string[], name: string) => header.filter((h) => h !== name);

/** What a user is told about a workbook: each structural problem with its row and column, warnings kept. */
describeApi('estimation workbook checks', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let profile: number;
  let organizationId: number;

  const send = (data: Buffer, headers: Record<string, string> = {}) =>
    upload(ctx, { ...auth, ...headers }, data, { OrganizationFteId: profile });
  const filesCount = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/EstimationApi/GetAllEstimationsFileByFTEId/organization/${profile}/O`,
        headers: auth,
      })
    ).json().length as number;

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth, organizationId } = await createOrganization(ctx, 'Checks Co'));
    profile = await createProfile(ctx, organizationId);
  });
  afterAll(() => ctx?.close());

  it("refuses a non-numeric unit time with 'Row 7, column ...: 'ten' is not a number', and stores nothing", async () => {
    const rows = [SAMPLE_HEADER, ...[1, 2, 3, 4, 5].map((n) => sampleRow(n)), sampleRow(6, { 9: 'ten' })];
    const res = await send(await buildWorkbook(rows));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.isSuccess).toBe(false);
    expect(body.alertMessage).toBe('The workbook has 1 problem to fix.');
    expect(body.errors.UploadedFile).toEqual([`Row 7, column '${UNIT}': 'ten' is not a number`]);
    expect(body.issues).toEqual([{ row: 7, column: UNIT, message: `Row 7, column '${UNIT}': 'ten' is not a number` }]);
    expect(await filesCount()).toBe(0);
  });

  it('says the same in Arabic', async () => {
    const rows = [SAMPLE_HEADER, sampleRow(1, { 9: 'عشرة' })];
    const body = (await send(await buildWorkbook(rows), { 'accept-language': 'ar' })).json();
    expect(body.alertMessage).toBe('في المصنف مشكلة واحدة يجب إصلاحها.');
    // The column and the value as the workbook wrote them, each isolated from the Arabic sentence around it.
    expect(body.errors.UploadedFile).toEqual([
      `الصف ٢، العمود '\u2068${UNIT}\u2069': القيمة '\u2068عشرة\u2069' ليست رقمًا`,
    ]);
  });

  it.each([
    [
      'a missing required column',
      [without(SAMPLE_HEADER, 'Category'), ['x']],
      "Row 1: the column 'Category' is missing from the header.",
    ],
    [
      'a missing frequency column',
      [without(SAMPLE_HEADER, 'Activity Frequency (Monthly)'), ['x']],
      "Row 1: the column 'Activity Frequency (Monthly)' is missing from the header.",
    ],
    [
      'no JD column',
      [SAMPLE_HEADER.filter((h) => !h.startsWith('JD')), ['x']],
      "Row 1: there is no job title column. Add at least one column headed 'JD | <job title>'.",
    ],
    [
      'a non-numeric share',
      [SAMPLE_HEADER, sampleRow(1), sampleRow(2, { 5: 'forty' })],
      "Row 3, column 'JD | Lead': 'forty' is not a number",
    ],
    [
      'a non-numeric frequency',
      [SAMPLE_HEADER, sampleRow(1, { 8: 'often' })],
      "Row 2, column 'Activity Frequency (Monthly)': 'often' is not a number",
    ],
    [
      'a missing unit time',
      [SAMPLE_HEADER, sampleRow(1, { 9: null })],
      `Row 2, column '${UNIT}': a number is required`,
    ],
    [
      'a negative frequency',
      [SAMPLE_HEADER, sampleRow(1, { 8: -3 })],
      "Row 2, column 'Activity Frequency (Monthly)': -3 must not be negative",
    ],
    [
      'a share above 100',
      [SAMPLE_HEADER, sampleRow(1, { 6: 160 })],
      "Row 2, column 'JD | Analyst': the share 160 must be between 0 and 100",
    ],
    [
      'a formula without a result',
      [SAMPLE_HEADER, sampleRow(1, { 8: { formula: 'Z9*2' } })],
      "Row 2, column 'Activity Frequency (Monthly)': the formula '=Z9*2' has no saved result. Open the file in a spreadsheet program, save it and upload it again",
    ],
    [
      'an error value',
      [SAMPLE_HEADER, sampleRow(1, { 9: { error: '#DIV/0!' } })],
      `Row 2, column '${UNIT}': the cell shows the error #DIV/0!`,
    ],
    [
      'a duplicated job title',
      [[...SAMPLE_HEADER, 'jd | lead '], sampleRow(1)],
      "Row 1: the column 'jd | lead' appears twice (also as 'JD | Lead').",
    ],
    ['no activity rows', [SAMPLE_HEADER, [], []], 'The first sheet has no activity rows under its header.'],
    ['an empty first sheet', [], 'The first sheet is empty: it needs a header row and activity rows under it.'],
  ])('refuses %s with a message the user can act on', async (_name, rows, message) => {
    const res = await send(await buildWorkbook(rows as unknown[][] as never));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.UploadedFile).toContain(message);
  });

  it('keeps rows whose shares do not total 100 and lists them as warnings', async () => {
    const rows = [SAMPLE_HEADER, sampleRow(1), sampleRow(2, { 5: 30, 6: 30 }), sampleRow(3, { 2: 'Misc' })];
    const res = await send(await buildWorkbook(rows));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().alertMessage).toContain('Please review 2 warnings.');
    expect(data.rowCount).toBe(3);
    expect(data.warnings).toEqual([
      { row: 3, message: 'Row 3: the job title shares total 60, not 100' },
      {
        row: 4,
        column: 'Category',
        message:
          "Row 4, column 'Category': 'Misc' is not Strategy, Tactical/ Operations or Transactional, so the row counts only in the File Data report",
      },
    ]);
    const sheet = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/EstimationApi/GetExcelFileData?fileName=${data.fileName}`,
        headers: auth,
      })
    ).json();
    expect(sheet[2][7]).toBe(60);
  });

  it('reads what real files do: =1/30 without a cached result, rich text, dates, trailing spaces in headers, empty rows, extra columns and a second sheet', async () => {
    const header = SAMPLE_HEADER.map((h) => (h.startsWith('JD') ? `${h} ` : ` ${h.toUpperCase()}`));
    const rows = [
      [...header, 'Notes'],
      sampleRow(1, {
        3: { richText: [{ text: 'Plan ' }, { font: { bold: true }, text: 'budget' }] },
        8: { formula: '1/30' },
        9: 3000,
      }),
      [],
      sampleRow(2, {
        4: new Date(Date.UTC(2025, 0, 31)),
        8: { formula: '12*2', result: 24 },
        10: { formula: 'I3*J3' },
      }),
      [...sampleRow(3), 'a note', null, 'beyond the header', 123],
      [],
    ];
    const data = await buildWorkbook(rows as never, (wb) =>
      wb.addWorksheet('Other').addRow(['Category', 'nothing here']),
    );
    const res = await send(data);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/EstimationApi/GetExcelFileData?fileName=${res.json().data.fileName}`,
        headers: auth,
      })
    ).json();
    expect(sheet).toHaveLength(4);
    expect(sheet[0].slice(13)).toEqual(['Notes']);
    expect(sheet[3].slice(13)).toEqual(['a note']);
    expect(sheet[1][3]).toBe('Plan budget');
    expect(sheet[1][8]).toBeCloseTo(1 / 30);
    expect(sheet[1].slice(10, 13)).toEqual([100, 1200, 20]);
    expect(sheet[2][4]).toBe('2025-01-31');
    expect(sheet[2].slice(8, 13)).toEqual([24, 30, 720, 8640, 144]);
  });

  it('caps the list of problems and says how many more there are', async () => {
    const rows = [SAMPLE_HEADER, ...Array.from({ length: 130 }, (_, i) => sampleRow(i + 1, { 9: 'x' }))];
    const body = (await send(await buildWorkbook(rows))).json();
    expect(body.alertMessage).toBe('The workbook has 130 problems to fix.');
    expect(body.errors.UploadedFile).toHaveLength(101);
    expect(body.errors.UploadedFile.at(-1)).toBe('…and 30 more problems.');
  });

  it('needs the file and the FTE profile, which must be the organisation’s and of the chosen category', async () => {
    const data = await buildWorkbook([SAMPLE_HEADER, sampleRow(1)]);
    const missingProfile = await upload(ctx, auth, data, {});
    expect(missingProfile.statusCode).toBe(400);
    expect(missingProfile.json().errors.FteId).toEqual(['Choose the FTE profile the workbook is for.']);
    const wrongCategory = await upload(ctx, auth, data, { Category: 'team', TeamFteId: profile });
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().alertMessage).toBe(
      'The chosen FTE profile does not belong to the chosen category and element.',
    );
    const other = await createOrganization(ctx, 'Someone Else');
    const theirs = await createProfile(ctx, other.organizationId);
    expect((await upload(ctx, auth, data, { OrganizationFteId: theirs })).statusCode).toBe(400);
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/EstimationApi/AddFile',
      headers: auth,
      payload: { OrganizationFteId: profile },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors.UploadedFile).toEqual(['Choose an .xlsx workbook to upload.']);
  });
});
