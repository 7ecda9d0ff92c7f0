import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, departments } from '../../../server/db/schema';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { SAMPLE_HEADER, buildWorkbook, createProfile, readXlsx, sampleRow, upload } from '../../support/estimation';
import { createEmployee, grants } from '../../support/people';
import type {
  PlanPack,
  Scenario,
  ScenarioComparison,
  ScenarioComparisonRow,
  ScenarioElement,
} from '@domain/workforcePlan';

type Call = { status: number; body: unknown };

/**
 * Organisation-wide scenarios on a case figured by hand: one activity row per workbook, Lead 40 % and
 * Analyst 60 % of its hours (frequency × minutes × 12 / 60), an FTE of 1,000 hours, Lead costing
 * 100,000 and Analyst 50,000 a year, nobody employed yet.
 */
describeApi('workforce plan scenarios', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let organizationId: number;
  /** File ids by name, and department ids. */
  const files: Record<string, number> = {};
  const dept: Record<string, number> = {};

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as = auth,
  ): Promise<Call> => {
    const res = await ctx.app.inject({ method, url: `/api/WorkforcePlan/${url}`, headers: as, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const create = async (name: string, picks: { department: string; file: string }[]) => {
    const res = await call('POST', 'scenarios', {
      name,
      picks: picks.map((p) => ({ kind: 'department', id: dept[p.department], fileId: files[p.file] })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: Scenario }).data;
  };
  const compare = async (...ids: number[]) => {
    const res = await call('GET', `scenarios/compare?ids=${ids.join(',')}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ScenarioComparison;
  };
  const row = (c: ScenarioComparison, department: string | null, title: string | null) =>
    c.rows.find(
      (r) => (department === null ? r.departmentId === null : r.department === department) && r.title === title,
    )!;
  const money = (amount: number) => (amount ? [{ currency: 'SAR', amount }] : []);
  const figures = (hours: number, resources: number, toHire: number, cost: number) => ({
    hours,
    resources,
    toHire,
    cost: money(cost),
  });

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth, organizationId } = await createOrganization(ctx, 'Scenario Co'));
    for (const name of ['Sales', 'Support', 'Finance']) {
      const [d] = await ctx.database.db.insert(departments).values({ organizationId, name }).returning();
      dept[name] = d.id;
    }
    // The plan of record of each department is its latest original: its alternatives are uploaded first.
    const workbooks: [string, string, number, number][] = [
      ['Sales', 'sales-lean.xlsx', 50, 30],
      ['Sales', 'sales-growth.xlsx', 500, 30],
      ['Sales', 'sales.xlsx', 100, 30],
      ['Support', 'support-growth.xlsx', 200, 30],
      ['Support', 'support.xlsx', 50, 30],
      ['Finance', 'finance-busier.xlsx', 52, 30],
      ['Finance', 'finance.xlsx', 48, 30],
    ];
    const profiles: Record<string, number> = {};
    for (const [department, fileName, frequency, minutes] of workbooks) {
      profiles[department] ??= await createProfile(ctx, organizationId, {
        scope: 'department',
        elementId: dept[department],
        fte: 1000,
      });
      const data = await buildWorkbook([SAMPLE_HEADER, sampleRow(1, { 8: frequency, 9: minutes })]);
      const fields = { Category: 'department', DepartmentId: dept[department], DepartmentFteId: profiles[department] };
      const res = await upload(ctx, auth, data, fields, fileName);
      expect(res.statusCode, res.body).toBe(200);
      for (const [designationName, cost] of [
        ['Lead', 100000],
        ['Analyst', 50000],
      ] as const) {
        const costed = await ctx.app.inject({
          method: 'POST',
          url: '/api/Costing/AddCosting',
          headers: auth,
          payload: { fileName, designationName, cost },
        });
        expect(costed.statusCode, costed.body).toBe(200);
      }
    }
    const elements = (await call('GET', 'scenarios/drafts')).body as ScenarioElement[];
    for (const element of elements) for (const w of element.workbooks) files[w.fileName] = w.fileId;
    expect(elements.find((e) => e.name === 'Sales')!.planFileId).toBe(files['sales.xlsx']);
  });
  afterAll(() => ctx?.close());

  it('compares three scenarios and the plan of record per department and job title, as figured by hand', async () => {
    const lean = await create('2026 lean', [{ department: 'Sales', file: 'sales-lean.xlsx' }]);
    const growth = await create('2026 growth', [
      { department: 'Sales', file: 'sales-growth.xlsx' },
      { department: 'Support', file: 'support-growth.xlsx' },
    ]);
    const base = await create('2026 base', []);
    expect(lean.picks).toEqual([
      {
        kind: 'department',
        id: dept.Sales,
        fileId: files['sales-lean.xlsx'],
        element: 'Sales',
        fileName: 'sales-lean.xlsx',
      },
    ]);
    const listed = (await call('GET', 'scenarios')).body as Scenario[];
    expect(listed.map((s) => s.name)).toEqual(['2026 lean', '2026 growth', '2026 base']);

    const c = await compare(lean.id, growth.id, base.id);
    expect(c.columns).toEqual([
      { scenarioId: null, name: 'Plan of record' },
      { scenarioId: lean.id, name: '2026 lean' },
      { scenarioId: growth.id, name: '2026 growth' },
      { scenarioId: base.id, name: '2026 base' },
    ]);
    // Sales: 100 × 30 min a month is 600 h a year (Lead 240 h, Analyst 360 h); lean halves it, growth five times it.
    expect(row(c, 'Sales', null).figures).toEqual([
      figures(600, 0.6, 2, 42000),
      figures(300, 0.3, 2, 21000),
      figures(3000, 3, 4, 210000),
      figures(600, 0.6, 2, 42000),
    ]);
    expect(row(c, 'Sales', null).deltas).toEqual([
      figures(-300, -0.3, 0, -21000),
      figures(2400, 2.4, 2, 168000),
      figures(0, 0, 0, 0),
    ]);
    expect(row(c, 'Sales', 'Lead').figures[2]).toEqual(figures(1200, 1.2, 2, 120000));
    expect(row(c, 'Support', 'Analyst').deltas[1]).toEqual(figures(540, 0.54, 0, 27000));
    // The organisation: Sales, Support (300 h) and Finance (288 h) summed, never netted.
    expect(row(c, null, null).figures).toEqual([
      figures(1188, 1.19, 6, 83160),
      figures(888, 0.89, 6, 62160),
      figures(4488, 4.49, 8, 314160),
      figures(1188, 1.19, 6, 83160),
    ]);
    expect(row(c, null, null).deltas[1]).toEqual(figures(3300, 3.3, 2, 231000));
    // Rows come per department, each job title before the department's total, the organisation last.
    expect(c.rows.map((r) => `${r.department}/${r.title ?? 'total'}`)).toEqual([
      'Sales/Analyst',
      'Sales/Lead',
      'Sales/total',
      'Support/Analyst',
      'Support/Lead',
      'Support/total',
      'Finance/Analyst',
      'Finance/Lead',
      'Finance/total',
      'Scenario Co/Analyst',
      'Scenario Co/Lead',
      'Scenario Co/total',
    ]);

    // The plan pack carries the comparison: its figures, and the Scenarios sheet of its .xlsx.
    const pack = (await call('GET', 'pack/figures')).body as PlanPack;
    expect(pack.scenarios!.columns.map((col) => col.name)).toEqual([
      'Plan of record',
      '2026 lean',
      '2026 growth',
      '2026 base',
    ]);
    const xlsx = await ctx.app.inject({ method: 'GET', url: '/api/WorkforcePlan/pack', headers: auth });
    const sheet = (await readXlsx(xlsx.rawPayload)).getWorksheet('Scenarios')!;
    const lines = (sheet.getSheetValues() as unknown[][]).slice(2).map((r) => r.slice(1));
    expect(lines).toContainEqual(['Sales', '2026 growth', 3000, 3, 4, 210000, 2400, 2.4, 2, 168000]);
    expect(lines).toContainEqual(['Whole organisation', 'Plan of record', 1188, 1.19, 6, 83160]);
  });

  it('takes differences between the values shown: 0.12 against 0.12 is 0.00, not 0.01', async () => {
    const busier = await create('Finance busier', [{ department: 'Finance', file: 'finance-busier.xlsx' }]);
    const [base] = ((await call('GET', 'scenarios')).body as Scenario[]).filter((s) => s.name === '2026 base');
    const c = await compare(base.id, busier.id);
    const lead: ScenarioComparisonRow = row(c, 'Finance', 'Lead');
    // Lead: 115.2 h / 1000 = 0.1152 against 124.8 h / 1000 = 0.1248, both shown 0.12.
    expect(lead.figures.map((f) => f.resources)).toEqual([0.12, 0.12, 0.12]);
    expect(lead.deltas[1]).toEqual(figures(9.6, 0, 0, 960));
    expect(row(c, 'Finance', 'Analyst').deltas[1].resources).toBe(0.02);
  });

  it('figures a comparison again when a pick, a cost or the reader changes, though it is kept between reads', async () => {
    const moving = await create('Moving', [{ department: 'Sales', file: 'sales-lean.xlsx' }]);
    const [base] = ((await call('GET', 'scenarios')).body as Scenario[]).filter((s) => s.name === '2026 base');
    const sales = async () => row(await compare(moving.id, base.id), 'Sales', null).figures[1];
    expect(await sales()).toEqual(figures(300, 0.3, 2, 21000));
    expect(await sales()).toEqual(figures(300, 0.3, 2, 21000));
    const picks = [{ kind: 'department', id: dept.Sales, fileId: files['sales-growth.xlsx'] }];
    const edited = await call('PUT', `scenarios/${moving.id}`, { name: 'Moving', picks, version: moving.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await sales()).toEqual(figures(3000, 3, 4, 210000));
    const costs = await ctx.app.inject({
      method: 'GET',
      url: '/api/Costing/GetAllCostingByFile/sales-growth.xlsx',
      headers: auth,
    });
    const lead = (costs.json() as { id: number; designationName: string }[]).find((c) => c.designationName === 'Lead')!;
    const costed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Costing/EditCosting',
      headers: auth,
      payload: { id: lead.id, fileName: 'sales-growth.xlsx', designationName: 'Lead', cost: 200000 },
    });
    expect(costed.statusCode, costed.body).toBe(200);
    // Lead 1.2 resources at 200,000 and Analyst 1.8 at 50,000.
    expect(await sales()).toEqual(figures(3000, 3, 4, 330000));
    const arabic = await ctx.app.inject({
      method: 'GET',
      url: `/api/WorkforcePlan/scenarios/compare?ids=${moving.id},${base.id}`,
      headers: { ...auth, 'accept-language': 'ar' },
    });
    expect((arabic.json() as ScenarioComparison).columns[0].name).not.toBe('Plan of record');
  });

  it('edits and deletes a scenario with Edit, audited; View reads; without Edit nothing changes', async () => {
    const viewer = (await createEmployee(ctx, organizationId, { grants: grants('Workforce Plan:View') })).auth;
    const none = (await createEmployee(ctx, organizationId, { grants: grants('Estimation Report:View') })).auth;
    const scenario = await create('To rename', []);
    expect((await call('GET', 'scenarios', undefined, none)).status).toBe(403);
    expect((await call('GET', 'scenarios', undefined, viewer)).status).toBe(200);
    expect((await call('POST', 'scenarios', { name: 'Mine', picks: [] }, viewer)).status).toBe(403);
    expect((await call('PUT', `scenarios/${scenario.id}`, { name: 'Mine', picks: [] }, viewer)).status).toBe(403);
    expect((await call('DELETE', `scenarios/${scenario.id}`, undefined, viewer)).status).toBe(403);

    const picks = [{ kind: 'department', id: dept.Support, fileId: files['support-growth.xlsx'] }];
    const renamed = await call('PUT', `scenarios/${scenario.id}`, { name: 'Support growth', picks, version: 1 });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((renamed.body as { data: Scenario }).data).toMatchObject({ name: 'Support growth', version: 2 });
    const stale = await call('PUT', `scenarios/${scenario.id}`, { name: 'Stale', picks: [], version: 1 });
    expect(stale.status).toBe(409);
    expect((await call('POST', 'scenarios', { name: 'Support growth', picks: [] })).status).toBe(409);
    const twice = await call('POST', 'scenarios', { name: 'Twice', picks: [...picks, ...picks] });
    expect(twice.status).toBe(400);
    const wrongElement = [{ kind: 'department', id: dept.Sales, fileId: files['support.xlsx'] }];
    expect((await call('POST', 'scenarios', { name: 'Wrong', picks: wrongElement })).status).toBe(400);
    expect((await call('GET', `scenarios/compare?ids=${scenario.id}`)).status).toBe(400);

    const removed = await call('DELETE', `scenarios/${scenario.id}`);
    expect(removed.status).toBe(200);
    expect((await call('DELETE', `scenarios/${scenario.id}`)).status).toBe(404);
    const audited = await ctx.database.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'workforceScenarios'), eq(auditLog.recordId, scenario.id)))
      .orderBy(auditLog.id);
    expect(audited.map((a) => a.event)).toEqual([
      'workforceScenarios.create',
      'workforceScenarios.update',
      'workforceScenarios.delete',
    ]);
  });

  it("refuses another organisation's scenarios, elements and drafts as not found", async () => {
    const other = (await createOrganization(ctx, 'Other Scenario Co')).auth;
    const [mine] = (await call('GET', 'scenarios')).body as Scenario[];
    expect((await call('GET', 'scenarios', undefined, other)).body).toEqual([]);
    const theirs = await call('POST', 'scenarios', { name: 'Theirs', picks: [] }, other);
    const theirId = (theirs.body as { data: Scenario }).data.id;
    expect((await call('GET', `scenarios/compare?ids=${mine.id},${theirId}`, undefined, other)).status).toBe(404);
    expect((await call('PUT', `scenarios/${mine.id}`, { name: 'Taken over', picks: [] }, other)).status).toBe(404);
    expect((await call('DELETE', `scenarios/${mine.id}`, undefined, other)).status).toBe(404);
    const myDraft = [{ kind: 'department', id: dept.Sales, fileId: files['sales-lean.xlsx'] }];
    expect((await call('POST', 'scenarios', { name: 'Borrowed', picks: myDraft }, other)).status).toBe(404);
    expect((await call('GET', 'scenarios')).body).toContainEqual(
      expect.objectContaining({ id: mine.id, name: mine.name }),
    );
  });
});
