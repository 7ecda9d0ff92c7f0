import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, designationMappings } from '../../../server/db/schema';
import { ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import type { DesignationMapping, PlanElementDetail, PlanNode, PlanTree } from '@domain/workforcePlan';

const STALE = 'This record was changed by someone else since you opened it; reload to see the change.';
const STALE_AR = 'عدّل شخص آخر هذا السجل منذ أن فتحته؛ أعد تحميل الصفحة لترى التعديل.';

const find = (node: PlanNode, name: string): PlanNode | undefined =>
  node.name === name ? node : node.children.map((c) => find(c, name)).find(Boolean);

/**
 * Plan-of-record choices and designation mappings carry versions like every other record: a
 * change over a newer one is refused (409), concurrent saves answer 200 or 409 and never 500, and
 * a mapping save takes at most 500 titles, each a title of the organisation's workbooks, on one line.
 */
describeApi('workforce plan versions and limits', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;

  const call = async (method: 'GET' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/WorkforcePlan/${url}`,
      headers: { ...owner, ...headers },
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json(), etag: res.headers.etag };
  };
  const hrPath = async () => {
    const { root } = (await call('GET', 'tree')).body as PlanTree;
    return `department/${find(root, 'Human Resources')!.id}`;
  };
  const mapping = async (designation: string) =>
    ((await call('GET', 'designations')).body as DesignationMapping[]).find((m) => m.designation === designation)!;
  const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();

  beforeAll(async () => {
    ctx = await startApp();
    owner = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('answers the version of a plan choice, refuses a stale one in the caller’s language, and honours If-Match', async () => {
    const path = await hrPath();
    const first = await call('GET', `elements/${path}`);
    const detail = first.body as PlanElementDetail;
    // The demo promoted its lean copy once.
    expect(detail.version).toBe(1);
    expect(first.etag).toBe('"1"');
    const [newer, older] = detail.workbooks;
    const chosen = await call('PUT', `plans/${path}`, { fileId: older.fileId, version: detail.version });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const version = (chosen.body.data as PlanElementDetail).version as number;
    expect(version).toBeGreaterThan(0);
    expect((await call('GET', `elements/${path}`)).etag).toBe(`"${version}"`);

    // Someone else, holding the version before, tries another workbook: refused, nothing changes.
    const stale = await call('PUT', `plans/${path}`, { fileId: newer.fileId, version: version + 7 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ isSuccess: false, alertMessage: STALE });
    const arabic = await call(
      'PUT',
      `plans/${path}`,
      { fileId: null },
      { 'if-match': `"${version + 7}"`, 'accept-language': 'ar' },
    );
    expect(arabic.status).toBe(409);
    expect(arabic.body.alertMessage).toBe(STALE_AR);
    expect(((await call('GET', `elements/${path}`)).body as PlanElementDetail).plan).toMatchObject({
      fileId: older.fileId,
      source: 'chosen',
    });
    const back = await call('PUT', `plans/${path}`, { fileId: null }, { 'if-match': `"${version}"` });
    expect(back.status).toBe(200);
    expect((back.body.data as PlanElementDetail).version).toBe(version + 1);
  });

  it('answers ten concurrent saves of one choice with 200 or 409, never 500: one wins per version', async () => {
    const path = await hrPath();
    const { workbooks, version } = (await call('GET', `elements/${path}`)).body as PlanElementDetail;
    const fileIds = workbooks.map((w) => w.fileId);
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('PUT', `plans/${path}`, { fileId: fileIds[i % fileIds.length], version }),
      ),
    );
    expect(statuses(racing)).toEqual([200, ...Array(9).fill(409)]);
    // Without a version the last save wins: every one of them lands.
    const unversioned = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call('PUT', `plans/${path}`, { fileId: fileIds[i % fileIds.length] })),
    );
    expect(statuses(unversioned)).toEqual(Array(10).fill(200));
  });

  it('maps with versions: a stale mapping refuses the whole save, concurrent saves never answer 500', async () => {
    const unmapped = await mapping('Network Engineer');
    expect(unmapped.version).toBeNull();
    const titles = (
      await ctx.app.inject({ method: 'GET', url: '/api/JobTitleAPI/GetDropdown', headers: owner })
    ).json() as Array<{ id: number; name: string }>;
    const [a, b, c] = titles;
    const saved = await call('PUT', 'designations', [{ designation: 'Network Engineer', jobTitleId: a.id }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { version } = await mapping('Network Engineer');
    expect(version).toEqual(expect.any(Number));

    const stale = await call('PUT', 'designations', [
      { designation: 'Recruitment Specialist', jobTitleId: b.id },
      { designation: 'Network Engineer', jobTitleId: b.id, version: (version as number) + 3 },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.alertMessage).toBe(STALE);
    expect(await mapping('Network Engineer')).toMatchObject({ jobTitleId: a.id, version });
    expect((await mapping('Recruitment Specialist')).matchedBy).toBeNull();

    // Every racer changes the mapping (to b or c; it is a): a save that changes nothing holds no
    // version and may land before the winner, a serial order in which both succeed.
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('PUT', 'designations', [{ designation: 'Network Engineer', jobTitleId: i % 2 ? c.id : b.id, version }]),
      ),
    );
    expect(statuses(racing)).toEqual([200, ...Array(9).fill(409)]);
    expect((await mapping('Network Engineer')).version).toBe((version as number) + 1);
    const firstMappings = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('PUT', 'designations', [{ designation: 'Recruitment Specialist', jobTitleId: i % 2 ? a.id : b.id }]),
      ),
    );
    expect(statuses(firstMappings)).toEqual(Array(10).fill(200));
    const rows = await ctx.database.db
      .select()
      .from(designationMappings)
      .where(eq(designationMappings.designationKey, 'recruitmentspecialist'));
    expect(rows).toHaveLength(1);
  });

  it('takes at most 500 titles, only the workbooks’ own, each on one line, and audits only what changed', async () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ designation: `Made-up title ${i}`, jobTitleId: null }));
    const tooMany = await call('PUT', 'designations', many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.alertMessage).toBe(
      'At most 500 job titles can be mapped in one save. Save them in smaller groups.',
    );
    const arabic = await call('PUT', 'designations', many, { 'accept-language': 'ar' });
    expect(arabic.body.alertMessage).toContain('على الأكثر');

    const madeUp = await call('PUT', 'designations', many.slice(0, 500));
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.alertMessage).toBe(
      '“Made-up title 0” is not a job title of any of your organisation’s workbooks.',
    );

    for (const spoof of [
      'Network\u202eEngineer',
      'Network\nEngineer',
      'Network\u0007Engineer',
      '\u2800',
      '\u0301\u0301',
    ]) {
      const refused = await call('PUT', 'designations', [{ designation: spoof, jobTitleId: null }]);
      expect(refused.status, JSON.stringify(spoof)).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['Designation']);
    }
    const count = async () =>
      Number(
        (
          await ctx.database.db
            .select({ n: sql<number>`count(*)` })
            .from(auditLog)
            .where(eq(auditLog.event, 'workforcePlan.designationsMapped'))
        )[0].n,
      );
    const before = await count();
    const current = await mapping('Network Engineer');
    // Two titles changed in one save: one audit entry naming both.
    const titles = (
      await ctx.app.inject({ method: 'GET', url: '/api/JobTitleAPI/GetDropdown', headers: owner })
    ).json() as Array<{ id: number; name: string }>;
    const recruiter = await mapping('Recruitment Specialist');
    const other = titles.find((t) => t.id !== current.jobTitleId && t.id !== recruiter.jobTitleId)!;
    const both = await call('PUT', 'designations', [
      { designation: 'Network Engineer', jobTitleId: other.id, version: current.version },
      { designation: 'Recruitment Specialist', jobTitleId: other.id },
    ]);
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(await count()).toBe(before + 1);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'workforcePlan.designationsMapped'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(Object.keys(entry.changes as object).sort()).toEqual(['Network Engineer', 'Recruitment Specialist']);
    expect(JSON.stringify(entry.changes)).toContain(other.name);
    const after = await mapping('Network Engineer');
    // The same mapping again, and a designation spelled another way: nothing changes, nothing is audited.
    const same = await call('PUT', 'designations', [
      { designation: 'network  engineer', jobTitleId: after.jobTitleId, version: after.version },
    ]);
    expect(same.status).toBe(200);
    expect(await count()).toBe(before + 1);
    expect((await mapping('Network Engineer')).version).toBe(after.version);
  });
});
