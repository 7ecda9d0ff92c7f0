import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, users, workforceActuals, workforcePlanChoices } from '../../../server/db/schema';
import { createOrganization, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee, grants } from '../../support/people';
import type {
  DesignationMapping,
  PlanElementDetail,
  PlanNode,
  PlanSummary,
  PlanTree,
  PlanComparison,
} from '@domain/workforcePlan';

const find = (node: PlanNode, name: string): PlanNode | undefined =>
  node.name === name ? node : node.children.map((c) => find(c, name)).find(Boolean);

/** The workforce plan of the demo organisation, on the API. */
describeApi('workforce plan', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;

  const get = async <T>(url: string, headers = owner, lang = 'en') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/WorkforcePlan/${url}`,
      headers: { ...headers, 'accept-language': lang },
    });
    return {
      status: res.statusCode,
      body: (res.headers['content-type']?.toString().includes('json') ? res.json() : res.rawPayload) as T,
      res,
    };
  };
  const put = async (url: string, payload: unknown, headers = owner, lang = 'en') => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/WorkforcePlan/${url}`,
      headers: { ...headers, 'accept-language': lang },
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const tree = async (headers = owner) => (await get<PlanTree>('tree', headers)).body;
  const hr = async () => find((await tree()).root, 'Human Resources')!;

  beforeAll(async () => {
    ctx = await startApp();
    owner = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  describe('demo organisation', () => {
    it('shows two departments with plans, each in its own currency, and the titles no job title matches', async () => {
      const { root, unmapped } = await tree();
      expect(root).toMatchObject({ key: 'organisation', name: 'Demo Company', actual: 6, ownPlan: true });
      // The organisation's own plan (the head office workbook) and what its departments' plans add up to.
      expect(root.childrenRequired).toBe(11.25);
      const hrNode = find(root, 'Human Resources')!;
      expect(hrNode).toMatchObject({ actual: 3, required: 7.01, gap: 4.01, ownPlan: true, uncostedTitles: 2 });
      expect(hrNode.planCost.map((m) => m.currency)).toEqual(['SAR']);
      const it = find(root, 'Information Technology')!;
      expect(it).toMatchObject({ actual: 1, required: 4.24, gap: 3.24, ownPlan: true });
      expect(it.planCost.map((m) => m.currency)).toEqual(['PKR']);
      expect(find(root, 'Finance')).toMatchObject({ actual: 2, required: 0, gap: -2, ownPlan: false, planCost: [] });
      // A project's people are those of its teams.
      expect(find(root, 'Manpower Planning 2025')).toMatchObject({ actual: 2 });
      expect(unmapped).toEqual([
        { designation: 'Network Engineer', elements: 1 },
        { designation: 'Recruitment Specialist', elements: 1 },
      ]);
    });

    it('details a department: its job titles, its plan of record (the promoted customised copy), workbooks and people', async () => {
      const { status, body } = await get<PlanElementDetail>(`elements/department/${(await hr()).id}`);
      expect(status).toBe(200);
      expect(body.plan).toMatchObject({
        fileName: 'HR department plan 2026 - lean operations.xlsx',
        customised: true,
        source: 'chosen',
        planYear: 2026,
        note: 'Approved by the HR committee',
        currency: 'SAR',
      });
      expect(body.workbooks.map((w) => w.fileName)).toEqual([
        'HR department plan 2026 - lean operations.xlsx',
        'HR department plan 2026.xlsx',
      ]);
      expect(body.jobTitles.find((t) => t.title === 'Recruitment Specialist')).toMatchObject({
        jobTitleId: null,
        mapped: false,
        required: 1.02,
        actual: 0,
      });
      expect(body.jobTitles.find((t) => t.title === 'HR Executive')).toMatchObject({
        actual: 1,
        required: 2.86,
        unitCost: { currency: 'SAR', amount: 161280 },
      });
      expect(body.people.map((p) => p.name).sort()).toEqual(['Fahad Al-Harbi', 'Mariam Khan', 'Sara Al-Qahtani']);
      // The organisation has its own address; an id of 0 means "none" and is refused like any bad id.
      expect((await get('elements/organisation')).status).toBe(200);
      expect((await get('elements/organisation/0')).status).toBe(400);
      expect((await get('elements/team/0')).status).toBe(400);
      expect((await get('elements/team/999999')).status).toBe(404);
      expect((await put('plans/organisation', {})).status).toBe(200);
    });

    it('lists the designations with how each is matched, and answers the dashboard', async () => {
      const mappings = (await get<DesignationMapping[]>('designations')).body;
      expect(mappings.find((m) => m.designation === 'l1 support')).toMatchObject({ matchedBy: 'name' });
      expect(mappings.find((m) => m.designation === 'Service Desk Lead')).toMatchObject({ matchedBy: 'user' });
      expect(mappings.find((m) => m.designation === 'Network Engineer')).toEqual({
        designation: 'Network Engineer',
        jobTitleId: null,
        matchedBy: null,
        version: null,
      });
      const summary = (await get<PlanSummary>('summary')).body;
      expect(summary).toMatchObject({ headcount: 6 });
      expect(summary.gapByDepartment.find((d) => d.name === 'Information Technology')).toMatchObject({ gap: 3.24 });
    });
  });

  it('changes the roll-up when a plan of record is chosen, keeps who chose it, and goes back to the default', async () => {
    const before = await hr();
    const detail = (await get<PlanElementDetail>(`elements/department/${before.id}`)).body;
    const original = detail.workbooks.find((w) => !w.customised)!;
    const chosen = await put(`plans/department/${before.id}`, { fileId: original.fileId });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.alertMessage).toBe('HR department plan 2026.xlsx is now the plan of record of Human Resources.');
    expect(chosen.body.data.plan).toMatchObject({ fileId: original.fileId, source: 'chosen' });
    // The original keeps HR Operations' assistant manager, whom the lean copy gives to the executives.
    const assistant = (d: PlanElementDetail) => d.jobTitles.find((t) => t.title === 'Asst. Manager')!.required;
    const after = (await get<PlanElementDetail>(`elements/department/${before.id}`)).body;
    expect(assistant(after)).toBeGreaterThan(assistant(detail));
    expect(after.node.gapCost).not.toEqual(detail.node.gapCost);
    const [row] = await ctx.database.db
      .select()
      .from(workforcePlanChoices)
      .where(eq(workforcePlanChoices.elementId, before.id!));
    expect(row).toMatchObject({ elementKind: 'department', fileId: original.fileId });
    expect(row.chosenBy).toEqual(expect.any(Number));
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'workforcePlan.planChosen')));
    expect(audits.at(-1)?.detail).toMatchObject({ kind: 'department', id: before.id, fileId: original.fileId });

    const other = (
      await get<PlanElementDetail>(`elements/department/${find((await tree()).root, 'Information Technology')!.id}`)
    ).body;
    const refused = await put(`plans/department/${before.id}`, { fileId: other.workbooks[0].fileId }, owner, 'ar');
    expect(refused.status).toBe(400);
    expect(refused.body.alertMessage).toContain('ليس من مصنفات');

    expect((await put(`plans/department/${before.id}`, { fileId: null })).status).toBe(200);
    const back = (await get<PlanElementDetail>(`elements/department/${before.id}`)).body;
    // The default is the latest original: the lean copy is a draft again until promoted.
    expect(back.plan).toMatchObject({ fileId: original.fileId, source: 'default', planYear: null });
    expect(assistant(back)).toBe(assistant(after));
  });

  it('counts a designation as a job title once it is mapped, and refuses a job title of nowhere', async () => {
    const mappings = (await get<DesignationMapping[]>('designations')).body;
    const executive = mappings.find((m) => m.designation === 'HR Executive')!.jobTitleId!;
    const before = (await get<PlanElementDetail>(`elements/department/${(await hr()).id}`)).body;
    const saved = await put('designations', [{ designation: 'recruitment  specialist', jobTitleId: executive }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.find((m: DesignationMapping) => m.designation === 'Recruitment Specialist')).toMatchObject({
      jobTitleId: executive,
      matchedBy: 'user',
    });
    const after = (await get<PlanElementDetail>(`elements/department/${(await hr()).id}`)).body;
    expect(after.jobTitles.find((t) => t.title === 'Recruitment Specialist')).toBeUndefined();
    const was = before.jobTitles.find((t) => t.jobTitleId === executive)!.required;
    expect(after.jobTitles.find((t) => t.jobTitleId === executive)!.required).toBeCloseTo(was + 1.02, 1);
    expect((await tree()).unmapped.map((u) => u.designation)).toEqual(['Network Engineer']);

    const bad = await put('designations', [{ designation: 'Network Engineer', jobTitleId: 999999 }]);
    expect(bad.status).toBe(400);
    expect((await put('designations', [{ designation: 'Recruitment Specialist', jobTitleId: null }])).status).toBe(200);
    expect((await tree()).unmapped).toHaveLength(2);
  });

  it('counts people where they now sit at the next read, whatever figures were kept before', async () => {
    const hrDetail = (await get<PlanElementDetail>(`elements/department/${(await hr()).id}`)).body;
    const { root } = await tree();
    const finance = find(root, 'Finance')!;
    const mover = hrDetail.people[0].id;
    const placed = { departmentId: users.departmentId, subDepartmentId: users.subDepartmentId, teamId: users.teamId };
    const [was] = await ctx.database.db.select(placed).from(users).where(eq(users.id, mover));
    const move = (to: typeof was) => ctx.database.db.update(users).set(to).where(eq(users.id, mover));
    await move({ departmentId: finance.id as number, subDepartmentId: null, teamId: null });
    try {
      const moved = await tree();
      expect(find(moved.root, 'Finance')).toMatchObject({ actual: finance.actual + 1 });
      expect(find(moved.root, 'Human Resources')).toMatchObject({ actual: hrDetail.node.actual - 1 });
      expect(moved.root.actual).toBe(root.actual);
    } finally {
      await move(was);
    }
    expect(find((await tree()).root, 'Finance')).toMatchObject({ actual: finance.actual });
  });

  it('keeps the people counts equal to the employees through inserts, moves, deactivations and deletions', async () => {
    const { organizationId } = await createOrganization(ctx, 'Counted Plan Co');
    const db = ctx.database.db;
    const counted = async () => {
      const kept = await db
        .select({
          team: workforceActuals.teamId,
          dep: workforceActuals.departmentId,
          title: workforceActuals.designationId,
          n: workforceActuals.people,
        })
        .from(workforceActuals)
        .where(eq(workforceActuals.organizationId, organizationId));
      const live = await db
        .select({
          team: users.teamId,
          dep: users.departmentId,
          title: users.designationId,
          n: sql<number>`count(*)::int`,
        })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true), eq(users.isOwner, false)))
        .groupBy(users.teamId, users.departmentId, users.designationId);
      const key = (r: { team: number | null; dep: number | null; title: number | null }) =>
        `${r.team}/${r.dep}/${r.title}`;
      expect(Object.fromEntries(kept.map((r) => [key(r), r.n]))).toEqual(
        Object.fromEntries(live.map((r) => [key(r), Number(r.n)])),
      );
      return kept.reduce((sum, r) => sum + r.n, 0);
    };
    const person = (n: number, values: Partial<typeof users.$inferInsert>) => ({
      organizationId,
      email: `counted-${n}-${Date.now()}@plan.test`,
      passwordHash: 'x',
      firstName: 'Counted',
      lastName: `${n}`,
      isActive: true,
      ...values,
    });
    const added = await db
      .insert(users)
      .values([
        person(1, { departmentId: 1, designationId: 1 }),
        person(2, { departmentId: 1, designationId: 1 }),
        person(3, { departmentId: 2 }),
        person(4, { departmentId: 2, isActive: false }),
      ])
      .returning({ id: users.id });
    const ids = added.map((a) => a.id);
    expect(await counted()).toBe(3);
    await db.update(users).set({ departmentId: 2, teamId: 7 }).where(eq(users.id, ids[0]));
    expect(await counted()).toBe(3);
    await db.update(users).set({ isActive: true }).where(eq(users.id, ids[3]));
    await db.update(users).set({ isActive: false }).where(eq(users.id, ids[1]));
    expect(await counted()).toBe(3);
    await db.update(users).set({ lastName: 'Renamed' }).where(inArray(users.id, ids));
    await db.delete(users).where(inArray(users.id, [ids[0], ids[1]]));
    expect(await counted()).toBe(2);
    await db.delete(users).where(inArray(users.id, ids));
    expect(await counted()).toBe(0);
  });

  it('compares two workbooks of one FTE profile, and refuses two of different profiles in the caller’s language', async () => {
    const detail = (await get<PlanElementDetail>(`elements/department/${(await hr()).id}`)).body;
    const [copy, original] = detail.workbooks;
    const { status, body } = await get<PlanComparison>(`compare?left=${original.fileId}&right=${copy.fileId}`);
    expect(status).toBe(200);
    const assistant = body.lines.find((l) => l.title === 'Asst. Manager' && l.category === 'All')!;
    expect(assistant.difference.resources).toBeLessThan(0);
    expect(body.lines.some((l) => l.category === 'Tactical')).toBe(true);
    // Each category ends with its totals, flagged so that screens and exports name them in the reader's words.
    for (const category of ['All', 'Strategy', 'Tactical', 'Transactional'] as const) {
      const ofCategory = body.lines.filter((l) => l.category === category);
      expect(ofCategory.map((l) => l.total)).toEqual([...ofCategory.slice(1).map(() => false), true]);
      const jobTitles = ofCategory.filter((l) => !l.total);
      const sum = jobTitles.reduce((hours, l) => hours + l.right.hours, 0);
      expect(ofCategory.at(-1)!.right.hours).toBeCloseTo(sum, 1);
    }
    expect(body.changedRows.map((r) => r.activity)).toContain('Attendance management');
    const it = (
      await get<PlanElementDetail>(`elements/department/${find((await tree()).root, 'Information Technology')!.id}`)
    ).body;
    const refused = await get<{ alertMessage: string }>(
      `compare?left=${original.fileId}&right=${it.workbooks[0].fileId}`,
      owner,
      'ar',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.alertMessage).toContain('ملفَّي مكافئ دوام كامل مختلفين');
  });

  it('exports one row per element and job title, headed and named in the caller’s language', async () => {
    const { status, res } = await get('export', owner, 'ar');
    expect(status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(4).value).toBe('المسمى الوظيفي');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.some((r) => r[2] === 'الموارد البشرية' && r[4] === 'Recruitment Specialist')).toBe(true);
  });

  it('shows another organisation nothing of the demo organisation', async () => {
    const { auth } = await createOrganization(ctx, 'Other Plan Co');
    const other = await tree(auth);
    expect(other.root).toMatchObject({ name: 'Other Plan Co', actual: 0, required: 0, children: [] });
    expect(other.unmapped).toEqual([]);
    expect((await get('designations', auth)).body).toEqual([]);
    const demoHr = (await hr()).id;
    expect((await get(`elements/department/${demoHr}`, auth)).status).toBe(404);
    expect((await put(`plans/department/${demoHr}`, { fileId: null }, auth)).status).toBe(404);
    const demoFile = (await get<PlanElementDetail>(`elements/department/${demoHr}`)).body.workbooks[0].fileId;
    expect((await get(`compare?left=${demoFile}&right=${demoFile}`, auth)).status).toBe(404);
    const titles = (await get<DesignationMapping[]>('designations')).body.find((m) => m.jobTitleId)!.jobTitleId;
    expect((await put('designations', [{ designation: 'Anything', jobTitleId: titles }], auth)).status).toBe(400);
  });

  it('needs Workforce Plan View to read and Edit to choose or map', async () => {
    const { organizationId } = await createOrganization(ctx, 'Permission Plan Co');
    const none = (await createEmployee(ctx, organizationId, { grants: grants('Estimation Report:View') })).auth;
    const viewer = (await createEmployee(ctx, organizationId, { grants: grants('Workforce Plan:View') })).auth;
    const editor = (
      await createEmployee(ctx, organizationId, { grants: grants('Workforce Plan:View', 'Workforce Plan:Edit') })
    ).auth;
    expect((await get('tree', none)).status).toBe(403);
    expect((await get('summary', viewer)).status).toBe(200);
    expect((await put('designations', [], viewer)).status).toBe(403);
    expect((await put('plans/organisation', { fileId: null }, viewer)).status).toBe(403);
    expect((await put('designations', [], editor)).status).toBe(200);
    expect((await put('plans/organisation', { fileId: null }, editor)).status).toBe(200);
  });
});
