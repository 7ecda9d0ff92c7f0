import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeText } from '@domain/spreadsheetCells';
import { buildWeb } from '../../scripts/webBuild.mjs';
import {
  HR_SAMPLE,
  SAMPLE_HEADER,
  XLSX,
  buildWorkbook,
  fixture,
  sampleRow,
  workbookParts,
  zipArchive,
} from '../support/estimation';
import { multipart } from '../../tools/harness/multipart';
import { DEMO_LOGIN, launchServer, type ServerProcess } from '../../tools/harness/serverProcess';
import { RecordingClient, bearerOf } from './support/recordingClient';

const MB = 1024 * 1024;
/** The payloads of the formula-injection finding. */
const PAYLOADS = ['=HYPERLINK("http://evil.example","Click")', "=cmd|' /C calc'!A0", '@SUM(1)', '+SUM(1+1)'];

/** `head`, then `repeat` copies of a 1 MB block, then `tail`, deflated as it goes: the test never holds the unpacked text. */
async function deflated(
  head: string,
  block: Buffer,
  repeat: number,
  tail: string,
): Promise<{ packed: Buffer; size: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(head);
  for (let i = 0; i < repeat; i++)
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end(tail);
  await done;
  return {
    packed: Buffer.concat(out),
    size: Buffer.byteLength(head) + block.length * repeat + Buffer.byteLength(tail),
  };
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`;
const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
/** A sheet with the sample's header and one row whose Activity (D2) shows shared string 0. */
const SHEET = xml(
  `<worksheet ${MAIN}><sheetData><row r="1">${SAMPLE_HEADER.map((h, i) => inline(`${String.fromCharCode(65 + i)}1`, h)).join('')}</row>` +
    `<row r="2"><c r="A2"><v>1</v></c>${inline('B2', 'Actual')}${inline('C2', 'Strategy')}<c r="D2" t="s"><v>0</v></c><c r="F2"><v>40</v></c><c r="G2"><v>60</v></c></row></sheetData></worksheet>`,
);

/** A ~200 KB workbook whose one shared string is 200 MB long; the directory tells its size, or claims `declared`. */
async function sharedStringBomb(declared?: number): Promise<Buffer> {
  const strings = await deflated(
    xml(`<sst ${MAIN} count="1" uniqueCount="1"><si><t>`),
    Buffer.alloc(MB, 0x41),
    200,
    '</t></si></sst>',
  );
  const parts = workbookParts({ name: 'sheet', data: Buffer.from(SHEET) });
  parts.push({
    name: 'xl/sharedStrings.xml',
    data: strings.packed,
    deflate: false,
    method: 8,
    declaredSize: declared ?? strings.size,
  });
  return zipArchive(parts);
}

/** Peak resident memory counts from now on (Linux: writing 5 to clear_refs resets VmHWM). */
const resetPeak = (server: ServerProcess) => writeFileSync(`/proc/${server.pid}/clear_refs`, '5');

/**
 * Exports and workbook limits against the running server: every workbook it writes (report,
 * customised copy, template) holds no text a spreadsheet would run as a formula, and a workbook
 * whose text would make the server hold hundreds of megabytes is refused, naming the cell or the
 * part, in the user's language, while the server grows by less than 50 MB.
 */
describe('exports and workbook limits, against the running server', () => {
  let server: ServerProcess;
  let client: RecordingClient;
  let dataDir: string;
  let auth: Record<string, string>;
  let profile: number;

  const upload = (data: Buffer, filename: string, lang = 'en') => {
    const form = multipart({
      UploadedFile: { filename, contentType: XLSX, data },
      FileType: 'O',
      OrganizationFteId: profile,
    });
    return client.call('POST', '/api/EstimationApi/AddFile', {
      headers: { ...auth, ...form.headers, 'accept-language': lang },
      body: form.payload,
    });
  };
  // A typed cell reference sits in a first-strong isolate in Arabic sentences; read as a person would.
  const message = (answer: { json: <T>() => T }) =>
    answer.json<{ alertMessage: string }>().alertMessage.replace(/[\u2066-\u2069]/g, '');

  beforeAll(async () => {
    buildWeb();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-exports-'));
    server = await launchServer({ dataDir });
    client = new RecordingClient(server.url);
    auth = bearerOf(await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password));
    profile = (await client.call('GET', '/api/OrganizationFTEAPI/GetAll', { headers: auth })).json<
      Array<{ id: number }>
    >()[0].id;
    // The workbook reader's thread starts with the first upload: started here, it is no part of what is measured.
    expect((await upload(fixture(HR_SAMPLE), `warm-up-${Date.now()}.xlsx`)).status).toBe(200);
  });

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes every workbook download with formula-injection text as text the spreadsheet will not run', async () => {
    const fileName = `payloads-${Date.now()}.xlsx`;
    const rows = [
      SAMPLE_HEADER,
      ...PAYLOADS.map((payload, i) =>
        sampleRow(i + 1, { 3: payload, 4: PAYLOADS[(i + 1) % 4], 1: PAYLOADS[(i + 2) % 4] }),
      ),
    ];
    expect((await upload(await buildWorkbook(rows), fileName)).status).toBe(200);
    const copy = await client.call('POST', '/api/EstimationApi/SaveCustomFile', {
      headers: auth,
      json: {
        fileName,
        fileType: 'O',
        newFileName: `copy-${fileName}`,
        edits: [
          { row: 1, designation: 'Lead', share: 50 },
          { row: 1, designation: 'Analyst', share: 50 },
        ],
      },
    });
    expect(copy.status, copy.text()).toBe(200);
    const downloads = {
      report: `/api/EstimationApi/ReportWorkbook?fileName=${encodeURIComponent(fileName)}&fileType=O`,
      customisedCopy: `/api/EstimationApi/DownloadFile?fileName=${encodeURIComponent(`copy-${fileName}`)}&fileType=C`,
      template: '/api/EstimationApi/Template',
    };
    for (const [what, url] of Object.entries(downloads)) {
      const answer = await client.call('GET', url, { headers: auth });
      expect(answer.status, `${what}: ${answer.text().slice(0, 200)}`).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.body as unknown as ArrayBuffer);
      const texts: string[] = [];
      workbook.eachSheet((sheet) =>
        sheet.eachRow((row) => row.eachCell((cell) => void (typeof cell.value === 'string' && texts.push(cell.value)))),
      );
      expect(
        texts.filter((text) => safeText(text) !== text),
        what,
      ).toEqual([]);
      if (what !== 'template') for (const payload of PAYLOADS) expect(texts, what).toContain(`'${payload}`);
    }
  });

  it('refuses a 200 MB shared string in a 200 KB workbook with 422, four at once, the server growing by less than 50 MB', async () => {
    const told = await sharedStringBomb();
    const understated = await sharedStringBomb(60 * MB);
    expect(told.length).toBeLessThan(250 * 1024);
    const before = server.memory().rss;
    resetPeak(server);
    const started = performance.now();
    const answers = await Promise.all(
      [told, understated, told, understated].map((bomb, i) => upload(bomb, `bomb-${i}.xlsx`, i < 2 ? 'en' : 'ar')),
    );
    const seconds = (performance.now() - started) / 1000;
    const growth = server.memory().peak - before;
    console.log(
      `[exports] four shared-string bombs refused in ${seconds.toFixed(2)} s, peak growth ${(growth / MB).toFixed(1)} MB`,
    );
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422]);
    // The part when the directory tells its size; the cell that shows it when the directory understates it.
    expect(message(answers[0])).toBe(
      'The texts of the workbook (xl/sharedStrings.xml) unpack to more than 64 MB, far more than an estimation workbook needs. It was not read.',
    );
    expect(message(answers[1])).toMatch(/^Cell D2 of the first sheet holds more than 32,767 characters/);
    // Arabic readers get the figures in their own digits (Arabic-Indic with Arabic grouping).
    expect(message(answers[2])).toMatch(/^تتجاوز نصوص المصنف \(xl\/sharedStrings\.xml\) بعد فك ضغطها ٦٤ ميغابايت/);
    expect(message(answers[3])).toMatch(/^تحتوي الخلية D2 في الورقة الأولى على أكثر من ٣٢٬٧٦٧ حرفًا/);
    expect(growth).toBeLessThan(50 * MB);
  });

  it('refuses a cell longer than 32,767 characters, naming it, and accepts one of exactly 32,767', async () => {
    const long = await upload(
      await buildWorkbook([SAMPLE_HEADER, sampleRow(1), sampleRow(2, { 4: 'd'.repeat(32_768) })]),
      'long-cell.xlsx',
    );
    expect(long.status).toBe(422);
    expect(message(long)).toBe(
      'Cell E3 of the first sheet holds more than 32,767 characters, the most a spreadsheet cell can hold. Shorten it and upload the workbook again.',
    );
    const inlineText = SHEET.replace('<c r="D2" t="s"><v>0</v></c>', inline('D2', 'i'.repeat(40_000)));
    const inlineAnswer = await upload(
      zipArchive(workbookParts({ name: 'sheet', data: Buffer.from(inlineText) })),
      'long-inline.xlsx',
      'ar',
    );
    expect(inlineAnswer.status).toBe(422);
    expect(message(inlineAnswer)).toMatch(/^تحتوي الخلية D2 في الورقة الأولى/);
    const fileName = `longest-cell-${Date.now()}.xlsx`;
    expect(
      (await upload(await buildWorkbook([SAMPLE_HEADER, sampleRow(1, { 4: 'd'.repeat(32_767) })]), fileName)).status,
    ).toBe(200);
  });

  it('bounds sheet answers: a long text shown by thousands of cells is refused at upload, so no answer can grow past 64 MB', async () => {
    const long = 'm'.repeat(32_766);
    const rows = [SAMPLE_HEADER, ...Array.from({ length: 2200 }, (_, i) => sampleRow(i + 1, { 3: long, 4: long }))];
    const answer = await upload(await buildWorkbook(rows), 'amplified.xlsx');
    expect(answer.status).toBe(413);
    expect(message(answer)).toBe(
      'The first sheet holds more than 64 MB of data, far more than an estimation workbook needs. Split it into several workbooks.',
    );
    const files = (await client.call('GET', '/api/EstimationApi/GetCostingFilesDropDown', { headers: auth })).json<
      Array<{ name: string }>
    >();
    expect(files.map((f) => f.name)).not.toContain('amplified.xlsx');
  });
});
