import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema';
import { ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import type { PlanElementDetail, PlanHistoryEntry, PlanNode, PlanSummary, PlanTree } from '@domain/workforcePlan';

const find = (node: PlanNode, name: string): PlanNode | undefined =>
  node.name === name ? node : node.children.map((c) => find(c, name)).find(Boolean);

/** A copy is a draft until promoted; promotion is audited and kept in a history that can be restored. */
describeApi('workforce plan lifecycle', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  const call = async <T>(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, lang = 'en') => {
    const res = await ctx.app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...owner, 'accept-language': lang },
      payload,
    });
    return { status: res.statusCode, body: res.json() as T };
  };
  const summary = async () => (await call<PlanSummary>('GET', 'WorkforcePlan/summary')).body;
  const it_ = async () =>
    find((await call<PlanTree>('GET', 'WorkforcePlan/tree')).body.root, 'Information Technology')!;

  beforeAll(async () => {
    ctx = await startApp();
    owner = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  /** A customised copy of a workbook whose busiest row gives its first job title half its share. */
  const saveCopy = async (fileName: string) => {
    const sheet = await call<Array<Array<string | number>>>(
      'GET',
      `EstimationApi/GetExcelFileData?fileName=${encodeURIComponent(fileName)}&fileType=O`,
    );
    const [header, ...rows] = sheet.body;
    const hours = header.indexOf('Annual Hours');
    const busiest = rows.reduce((best, row, i) => (Number(row[hours]) > Number(rows[best][hours]) ? i : best), 0);
    const from = header.findIndex((h, i) => String(h).startsWith('JD | ') && Number(rows[busiest][i]) > 0);
    const copy = await call<{ data: { id: number; fileName: string } }>('POST', 'EstimationApi/SaveCustomFile', {
      fileName,
      fileType: 'O',
      edits: [
        {
          row: busiest + 1,
          designation: String(header[from]).slice('JD | '.length),
          share: Number(rows[busiest][from]) / 2,
        },
      ],
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    return copy.body.data;
  };

  it('keeps the plan of record when a copy is saved, changes it when the copy is promoted, audits it, and restores', async () => {
    const before = await summary();
    const organisation = (await call<PlanElementDetail>('GET', 'WorkforcePlan/elements/organisation')).body;
    expect(organisation.plan).toMatchObject({ source: 'default', customised: false });
    const original = organisation.plan!;
    const copy = await saveCopy(original.fileName);

    // Saved: a draft. The plan of record and the headline requirement stay as they were.
    const drafted = (await call<PlanElementDetail>('GET', 'WorkforcePlan/elements/organisation')).body;
    expect(drafted.plan).toMatchObject({ fileId: original.fileId, source: 'default' });
    expect(drafted.workbooks.map((w) => w.fileId)).toContain(copy.id);
    expect((await summary()).required).toBe(before.required);

    // Promoted for 2027 with a note: the requirement moves, and the promotion is audited.
    const promoted = await call<{ data: PlanElementDetail; alertMessage: string }>(
      'PUT',
      'WorkforcePlan/plans/organisation',
      {
        fileId: copy.id,
        planYear: 2027,
        note: 'Lean head office',
        version: drafted.version,
      },
    );
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body.alertMessage).toBe(`${copy.fileName} is now the plan of record of Demo Company.`);
    expect(promoted.body.data.plan).toMatchObject({
      fileId: copy.id,
      source: 'chosen',
      customised: true,
      planYear: 2027,
      note: 'Lean head office',
    });
    const after = await summary();
    expect(after.required).toBeLessThan(before.required);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'workforcePlan.planChosen'), eq(auditLog.recordId, 0)));
    expect(audit.detail).toMatchObject({
      kind: 'organisation',
      fileId: copy.id,
      planYear: 2027,
      note: 'Lean head office',
    });

    // Promoting the original again keeps the copy in the history, from which it comes back.
    const version = promoted.body.data.version;
    const back = await call<{ data: PlanElementDetail }>('PUT', 'WorkforcePlan/plans/organisation', {
      fileId: original.fileId,
      planYear: 2026,
      version,
    });
    expect(back.status).toBe(200);
    expect((await summary()).required).toBe(before.required);
    const history = (await call<PlanHistoryEntry[]>('GET', 'WorkforcePlan/plans/organisation/history')).body;
    expect(history.map((h) => [h.fileName, h.planYear, h.current, h.restorable])).toEqual([
      [original.fileName, 2026, true, false],
      [copy.fileName, 2027, false, true],
    ]);
    expect(history[1]).toMatchObject({ note: 'Lean head office', promotedBy: 'Demo Owner' });

    // A stale version is refused; the current one restores the copy with its year and note.
    const stale = await call('POST', `WorkforcePlan/plans/organisation/history/${history[1].id}/restore`, { version });
    expect(stale.status).toBe(409);
    const restored = await call<{ data: PlanElementDetail; alertMessage: string }>(
      'POST',
      `WorkforcePlan/plans/organisation/history/${history[1].id}/restore`,
      { version: back.body.data.version },
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.alertMessage).toBe(`${copy.fileName} is again the plan of record of Demo Company.`);
    expect(restored.body.data.plan).toMatchObject({ fileId: copy.id, planYear: 2027, note: 'Lean head office' });
    expect((await summary()).required).toBe(after.required);
    const [restoredAudit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'workforcePlan.planRestored'));
    expect(restoredAudit.detail).toMatchObject({ kind: 'organisation', fileId: copy.id });
    const missing = await call('POST', 'WorkforcePlan/plans/organisation/history/999999/restore', {}, 'ar');
    expect(missing.status).toBe(404);
  });

  it('refuses a plan year out of range in the caller’s language, and a promotion without Edit', async () => {
    const it = await it_();
    const detail = (await call<PlanElementDetail>('GET', `WorkforcePlan/elements/department/${it.id}`)).body;
    const bad = await call<{ alertMessage: string }>(
      'PUT',
      `WorkforcePlan/plans/department/${it.id}`,
      { fileId: detail.workbooks[0].fileId, planYear: 1990 },
      'ar',
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('سنة بين');
    expect((await call<PlanElementDetail>('GET', `WorkforcePlan/elements/department/${it.id}`)).body.version).toBe(
      detail.version,
    );
  });
});
