import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import {
  OPS_SAMPLE,
  SAMPLE_HEADER,
  buildWorkbook,
  createProfile,
  fixture,
  readXlsx,
  sampleRow,
  upload,
} from '../../support/estimation';

/** The report as a workbook, and the template users start from. */
describeApi('estimation workbooks out', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let profile: number;

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });

  beforeAll(async () => {
    ctx = await startApp();
    const org = await createOrganization(ctx, 'Exports Co');
    auth = org.auth;
    profile = await createProfile(ctx, org.organizationId);
    expect((await upload(ctx, auth, fixture(OPS_SAMPLE), { OrganizationFteId: profile }, OPS_SAMPLE)).statusCode).toBe(
      200,
    );
  });
  afterAll(() => ctx?.close());

  it('exports the report, the grouping table and the source rows as a formatted workbook', async () => {
    const res = await get(`/api/EstimationApi/ReportWorkbook?fileName=${OPS_SAMPLE}&fileType=O`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('ops-manpower-model - Report.xlsx');
    const workbook = await readXlsx(res.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Report', 'By Department', 'Source rows']);
    const report = workbook.getWorksheet('Report')!;
    const values = report
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(values[0]).toEqual(['File', OPS_SAMPLE]);
    // The country by the name the screens give it, not its stored key "SaudiArabia".
    expect(values.find((r) => r[0] === 'Country')).toEqual(['Country', 'Saudi Arabia']);
    const header = values.findIndex((r) => r[0] === 'Resource');
    expect(values[header]).toEqual(['Resource', 'Total Hrs', 'Number Of Resources', 'Cost per FTE', 'Annual Cost']);
    const total = values.find((r) => r[0] === 'Total')!;
    expect(total[1]).toBeCloseTo(60511.685, 3);
    const groups = workbook
      .getWorksheet('By Department')!
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[])[1]);
    expect(groups).toEqual(['Department', 'HR', 'Administration', 'IT']);
    expect(workbook.getWorksheet('Source rows')!.rowCount).toBe(29);
  });

  it('sends a workbook as it is (an xlsx is a zip already) and JSON over 1 kB compressed, each still not stored', async () => {
    const workbook = await get(`/api/EstimationApi/ReportWorkbook?fileName=${OPS_SAMPLE}`, {
      'accept-encoding': 'br, gzip',
    });
    expect(workbook.headers['content-encoding']).toBeUndefined();
    expect(workbook.headers['cache-control']).toBe('no-store');
    expect((await readXlsx(workbook.rawPayload)).worksheets).toHaveLength(3);

    const page = `/api/EstimationApi/GetExcelFileData?fileName=${OPS_SAMPLE}&_page=1`;
    const plain = await get(page);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await get(page, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(page, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    // The whole sheet is stored gzipped and goes out as stored, not compressed twice.
    const whole = await get(`/api/EstimationApi/GetExcelFileData?fileName=${OPS_SAMPLE}`, {
      'accept-encoding': 'br, gzip',
    });
    expect(whole.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(whole.rawPayload).toString())).toHaveLength(29);
  });

  it('speaks Arabic when asked and can be limited to a category', async () => {
    const res = await get(`/api/EstimationApi/ReportWorkbook?fileName=${OPS_SAMPLE}&category=Strategy`, {
      'accept-language': 'ar',
    });
    const workbook = await readXlsx(res.rawPayload);
    // The grouping column and the category in the reader's words, not as the workbook or the query wrote them.
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['التقرير', 'حسب الإدارة', 'الصفوف المصدر']);
    expect(workbook.worksheets[1].getCell('A1').value).toBe('الإدارة');
    expect(workbook.worksheets[0].views[0].rightToLeft).toBe(true);
    const values = workbook.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(values.find((r) => r[0] === 'الفئة')).toEqual(['الفئة', 'استراتيجي']);
    expect(values.find((r) => r[0] === 'الدولة')).toEqual(['الدولة', 'المملكة العربية السعودية']);
  });

  it('neutralises text that a spreadsheet would run as a formula', async () => {
    const rows = [
      [...SAMPLE_HEADER.slice(0, 6), 'JD | @Admin', ...SAMPLE_HEADER.slice(7)],
      sampleRow(1, { 3: '=HYPERLINK("http://evil.test","Click")', 4: '+cmd|calc' }),
      sampleRow(2, { 3: '-2+3', 4: 'plain text' }),
    ];
    const uploaded = await upload(ctx, auth, await buildWorkbook(rows), { OrganizationFteId: profile }, 'inject.xlsx');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const workbook = await readXlsx((await get('/api/EstimationApi/ReportWorkbook?fileName=inject.xlsx')).rawPayload);
    const source = workbook.getWorksheet('Source rows')!;
    expect(source.getRow(1).getCell(7).value).toBe('JD | @Admin');
    expect(source.getRow(2).getCell(4).value).toBe('\'=HYPERLINK("http://evil.test","Click")');
    expect(source.getRow(2).getCell(5).value).toBe("'+cmd|calc");
    expect(source.getRow(3).getCell(4).value).toBe("'-2+3");
    expect(source.getRow(3).getCell(5).value).toBe('plain text');
    const cells: unknown[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.value))));
    expect(cells.filter((v) => typeof v === 'object' && v !== null && 'formula' in v)).toEqual([]);
    const report = workbook
      .getWorksheet('Report')!
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[])[1]);
    expect(report).toContain("'@Admin");
  });

  it('offers a template with the header, an example row and instructions in English and Arabic, which uploads as is', async () => {
    const res = await get('/api/EstimationApi/Template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('estimation-template.xlsx');
    const workbook = await readXlsx(res.rawPayload);
    const [sheet, help] = workbook.worksheets;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      expect.arrayContaining([
        'Category',
        'Activity',
        'JD | Manager',
        'Activity Frequency (Monthly)',
        'Unit Time (minutes) per action',
      ]),
    );
    expect(sheet.rowCount).toBe(2);
    const lines = help
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(lines[0]).toEqual(['How to fill in the estimation workbook', 'طريقة تعبئة مصنف تقدير عبء العمل']);
    expect(lines.length).toBeGreaterThan(5);
    const uploaded = await upload(ctx, auth, res.rawPayload, { OrganizationFteId: profile }, 'from-template.xlsx');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const report = (await get('/api/EstimationApi/ReportCalculation?fileName=from-template.xlsx')).json();
    expect(report.reportCalculations.map((l: { totalHours: number }) => l.totalHours)).toEqual([10.8, 25.2, 36]);
  });
});
