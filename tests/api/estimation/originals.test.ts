import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { protocol } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { estimationOriginals } from '../../../server/db/schema';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import {
  HR_SAMPLE,
  SAMPLE_HEADER,
  buildWorkbook,
  createProfile,
  fixture,
  sampleRow,
  upload,
} from '../../support/estimation';

/**
 * An upload's file is stored while its workbook is read, then linked to the stored workbook: the
 * download gives back the very bytes uploaded, and a refused upload leaves nothing behind.
 */
describeApi('estimation originals', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let organizationId: number;
  let profile: number;

  const originals = async () =>
    ctx.database.db
      .select({ id: estimationOriginals.id, fileId: estimationOriginals.fileId })
      .from(estimationOriginals)
      .where(eq(estimationOriginals.organizationId, organizationId));
  const send = (data: Buffer, fields: Record<string, number> = { OrganizationFteId: profile }, name = HR_SAMPLE) =>
    upload(ctx, auth, data, fields, name);

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth, organizationId } = await createOrganization(ctx, 'Originals Co'));
    profile = await createProfile(ctx, organizationId);
  });
  afterAll(() => ctx?.close());

  it('links the stored file to its workbook and gives the same bytes back', async () => {
    const data = fixture(HR_SAMPLE);
    const res = await send(data);
    expect(res.statusCode, res.body).toBe(200);
    const fileId = res.json().data.id as number;
    expect(await originals()).toEqual([{ id: expect.any(Number), fileId }]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/EstimationApi/DownloadFile?fileName=${encodeURIComponent(HR_SAMPLE)}&fileType=O`,
      headers: auth,
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, data)).toBe(0);
  });

  it("gives back a large upload byte for byte, its file never bound by PGlite's serializer", async () => {
    // Letters drawn at random compress poorly: a file of about 250 kB, whose base64 (over 256,000
    // characters) is bound by largeWrites on PGlite.
    let seed = 7;
    const letter = () => String.fromCharCode(97 + (((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16) % 26));
    const rows = Array.from({ length: 5000 }, (_, i) =>
      sampleRow(i + 1, { 4: Array.from({ length: 80 }, letter).join('') }),
    );
    const data = await buildWorkbook([SAMPLE_HEADER, ...rows]);
    expect(Math.ceil(data.length / 3) * 4).toBeGreaterThan(256 * 1024);
    const bind = vi.spyOn(protocol.serialize, 'bind');
    let res;
    try {
      res = await send(data, undefined, 'large.xlsx');
      // The original's base64 (the stored sheet is written in the workbook's transaction, PGlite's way).
      const original = data.toString('base64');
      expect(bind.mock.calls.some(([options]) => options?.values?.includes(original))).toBe(false);
    } finally {
      bind.mockRestore();
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rowCount).toBe(5000);
    const download = await ctx.app.inject({
      method: 'GET',
      url: '/api/EstimationApi/DownloadFile?fileName=large.xlsx&fileType=O',
      headers: auth,
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, data)).toBe(0);
  });

  it('leaves nothing of a refused upload: bad content, a file that is no workbook, a wrong profile', async () => {
    const before = await originals();
    const invalid = await buildWorkbook([SAMPLE_HEADER, sampleRow(1, { 9: 'ten' })]);
    expect((await send(invalid, undefined, 'invalid.xlsx')).statusCode).toBe(422);
    expect(
      (await send(Buffer.from('not a workbook at all'), undefined, 'text.xlsx')).statusCode,
    ).toBeGreaterThanOrEqual(400);
    const mismatch = await send(fixture(HR_SAMPLE), { DepartmentId: 1, DepartmentFteId: profile }, 'mismatch.xlsx');
    expect(mismatch.statusCode).toBeGreaterThanOrEqual(400);
    expect(await originals()).toEqual(before);
  });

  it('removes what an upload stopped long ago left unlinked, not what one under way has stored', async () => {
    const [abandoned, underWay] = await ctx.database.db
      .insert(estimationOriginals)
      .values([
        { organizationId, fileBase64: 'QQ==', createdDate: sql`now() - interval '2 hours'` as unknown as string },
        { organizationId, fileBase64: 'Qg==' },
      ])
      .returning({ id: estimationOriginals.id });
    expect((await send(fixture(HR_SAMPLE), undefined, 'later.xlsx')).statusCode).toBe(200);
    const ids = (await originals()).map((o) => o.id);
    expect(ids).not.toContain(abandoned.id);
    expect(ids).toContain(underWay.id);
    await ctx.database.db.delete(estimationOriginals).where(eq(estimationOriginals.id, underWay.id));
  });

  it('deletes the stored file with its workbook', async () => {
    const res = await send(fixture(HR_SAMPLE), undefined, 'deleted.xlsx');
    const fileId = res.json().data.id as number;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/EstimationApi/DeleteFile/${fileId}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await originals()).map((o) => o.fileId)).not.toContain(fileId);
  });

  it('stores the file and the parsed sheet as they are, without a compression attempt they never pass', async () => {
    // Both are base64 of compressed data (the zip, the sheet's gzip): trying PostgreSQL's own
    // compression on a 7 MB upload doubled the time it took to store.
    const { rows } = (await ctx.database.db.execute(
      sql`select attrelid::regclass::text as "table", attname as "column", attstorage as "storage"
          from pg_attribute where (attrelid = 'estimation_originals'::regclass and attname = 'file_base64')
          or (attrelid = 'estimation_files'::regclass and attname = 'sheet') order by 1`,
    )) as unknown as { rows: Array<{ table: string; column: string; storage: string }> };
    expect(rows).toEqual([
      { table: 'estimation_files', column: 'sheet', storage: 'e' },
      { table: 'estimation_originals', column: 'file_base64', storage: 'e' },
    ]);
    const res = await send(fixture(HR_SAMPLE), undefined, 'stored.xlsx');
    const fileId = res.json().data.id as number;
    const [stored] = (
      (await ctx.database.db.execute(
        sql`select pg_column_compression(file_base64) as method from estimation_originals where file_id = ${fileId}`,
      )) as unknown as { rows: Array<{ method: string | null }> }
    ).rows;
    expect(stored).toEqual({ method: null });
  });
});
