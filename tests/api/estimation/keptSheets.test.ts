import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { estimationFiles } from '../../../server/db/schema';
import { packSheet, unpackSheet } from '../../../server/estimation/sheetCodec';
import { activityCache, sheetJsonCache } from '../../../server/estimation/recentFiles';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { HR_SAMPLE, createProfile, fixture, upload } from '../../support/estimation';

/**
 * The report an upload leads to sends the sheet's rows as the reader made them, kept in memory
 * with the file's activities, rather than reading the stored sheet back and unpacking it; a
 * removed file leaves nothing behind in memory.
 */
describeApi('estimation sheets kept from the upload', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let organizationId: number;
  let profile: number;

  const report = async (fileName: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/EstimationApi/ReportCalculation?fileName=${encodeURIComponent(fileName)}&fileType=O`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: unknown[][]; reportCalculations: Array<{ totalHours: number }> };
  };

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth, organizationId } = await createOrganization(ctx, 'Kept Sheets Co'));
    profile = await createProfile(ctx, organizationId);
  });
  afterAll(() => ctx?.close());

  it('answers the report with the rows read at upload, the same rows the stored sheet holds', async () => {
    const res = await upload(ctx, auth, fixture(HR_SAMPLE), { OrganizationFteId: profile }, HR_SAMPLE);
    expect(res.statusCode, res.body).toBe(200);
    const fileId = res.json().data.id as number;
    const first = await report(HR_SAMPLE);
    const [stored] = await ctx.database.db
      .select({ sheet: estimationFiles.sheet })
      .from(estimationFiles)
      .where(eq(estimationFiles.id, fileId));
    expect(first.data).toEqual(JSON.parse(await unpackSheet(stored.sheet)));
    expect(first.data.length).toBeGreaterThan(10);

    // The stored sheet is not read again while the file is kept: a stand-in for it goes unseen.
    await ctx.database.db
      .update(estimationFiles)
      .set({ sheet: await packSheet('[["stand-in"]]') })
      .where(eq(estimationFiles.id, fileId));
    expect((await report(HR_SAMPLE)).data).toEqual(first.data);
    expect(sheetJsonCache.get(ctx.database.db, organizationId, fileId)).toBeDefined();
  });

  it('forgets a removed file, its rows and its activities', async () => {
    const name = 'removed.xlsx';
    const res = await upload(ctx, auth, fixture(HR_SAMPLE), { OrganizationFteId: profile }, name);
    expect(res.statusCode, res.body).toBe(200);
    const fileId = res.json().data.id as number;
    await report(name);
    expect(sheetJsonCache.get(ctx.database.db, organizationId, fileId)).toBeDefined();
    expect(activityCache.get(ctx.database.db, organizationId, fileId)).toBeDefined();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/EstimationApi/DeleteFile/${fileId}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(sheetJsonCache.get(ctx.database.db, organizationId, fileId)).toBeUndefined();
    expect(activityCache.get(ctx.database.db, organizationId, fileId)).toBeUndefined();
  });
});
