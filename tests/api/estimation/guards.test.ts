import { randomBytes } from 'node:crypto';
import { createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import {
  HR_SAMPLE,
  createProfile,
  fixture,
  upload,
  workbookParts,
  zipArchive,
  type ZipPart,
} from '../../support/estimation';

const MB = 1024 * 1024;

/** Deflated zeros, made in 1 MB steps so the test itself never holds the unpacked size. */
async function deflatedZeros(bytes: number, prefix: string): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(Buffer.from(prefix));
  const zeros = Buffer.alloc(MB, 0x20);
  for (let written = 0; written < bytes; written += MB) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A raw deflated part: `zipArchive` stores it as it is and declares the given size. */
const packed = (name: string, data: Buffer, declaredSize: number): ZipPart => ({
  name,
  data,
  deflate: false,
  declaredSize,
  method: 8,
});

/** The highest resident memory seen while `work` runs, above what it was before. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/** Uploads are recognised by content and bounded before anything is unpacked. */
describeApi('estimation upload guards', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let profile: number;
  let bombSheet: Buffer;
  const UNPACKED = 512 * MB;

  const send = (data: Buffer, filename = 'model.xlsx') =>
    upload(ctx, auth, data, { OrganizationFteId: profile }, filename);
  const stored = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/EstimationApi/GetCostingFilesDropDown', headers: auth })).json()
      .length as number;

  beforeAll(async () => {
    ctx = await startApp();
    const org = await createOrganization(ctx, 'Guards Co');
    auth = org.auth;
    profile = await createProfile(ctx, org.organizationId);
    bombSheet = await deflatedZeros(
      UNPACKED,
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>',
    );
  }, 60_000);
  afterAll(() => ctx?.close());

  it('refuses a file over 10 MB with 413', async () => {
    const res = await send(Buffer.concat([fixture(HR_SAMPLE), randomBytes(10 * MB)]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      alertMessage: expect.stringContaining('The file is larger than 10 MB.'),
    });
    expect(await stored()).toBe(0);
  });

  it('recognises a workbook by its content, not its name', async () => {
    const text = await send(Buffer.from('Sr.#,Category,Activity\n1,Strategy,Plan\n'), 'renamed.xlsx');
    expect(text.statusCode).toBe(422);
    expect(text.json().alertMessage).toBe(
      'The file is not an Excel workbook (.xlsx). Save it as .xlsx and upload it again.',
    );
    const zipOfText = await send(zipArchive([{ name: 'notes.txt', data: Buffer.from('hello') }]));
    expect(zipOfText.statusCode).toBe(422);
    const legacy = await send(
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(2048)]),
      'old.xls',
    );
    expect(legacy.statusCode).toBe(422);
    expect(legacy.json().alertMessage).toContain('Excel 97-2003 (.xls) or password-protected');
    const named = await send(fixture(HR_SAMPLE), 'model.txt');
    expect(named.statusCode).toBe(200);
    expect(named.json().data.fileName).toBe('model.txt.xlsx');
  });

  it('refuses a zip bomb whose directory admits its size, without unpacking it', async () => {
    const bomb = zipArchive(workbookParts(packed('sheet', bombSheet, UNPACKED)));
    expect(bomb.length).toBeLessThan(2 * MB);
    const { result: res, growth } = await peakGrowth(() => send(bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json().alertMessage).toContain('unpacks to more than 256 MB');
    expect(growth).toBeLessThan(150 * MB);
  });

  it('stops a zip bomb whose directory lies about its size, without a memory spike', async () => {
    const bomb = zipArchive(workbookParts(packed('sheet', bombSheet, 4 * MB)));
    const { result: res, growth } = await peakGrowth(() => send(bomb));
    // Its one cell passes 32,767 characters long before the 4 MB the directory claims.
    expect(res.statusCode).toBe(422);
    expect(res.json().alertMessage).toMatch(/^Cell A1 of the first sheet holds more than 32,767 characters/);
    expect(growth).toBeLessThan(150 * MB);
    expect(await stored()).toBe(1);
  });

  it('refuses a sheet that declares more rows than can be read, before reading it', async () => {
    const sheet = Buffer.from(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:T250001"/><sheetData/></worksheet>',
    );
    const res = await send(zipArchive(workbookParts({ name: 'sheet', data: sheet })));
    expect(res.statusCode).toBe(422);
    expect(res.json().alertMessage).toBe(
      'The first sheet has more than 100,000 activity rows. Split it into several workbooks.',
    );
  });
});
