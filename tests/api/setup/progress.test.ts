import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminAuth, createOrganization, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee, grants } from '../../support/people';

const PATH = '/api/DashboardAPI/GetSetupProgress';

/** The first-run checklist's one call: counts of the caller's organisation, for the steps its role may take. */
describeApi('first-run checklist', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx?.close());

  const progress = async (headers: Record<string, string>) => {
    const res = await ctx.app.inject({ method: 'GET', url: PATH, headers });
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries((res.json() as Array<{ key: string; count: number }>).map((s) => [s.key, s.count]));
  };

  it('answers a new organisation nothing done, and ticks a step once its first record exists', async () => {
    const { auth } = await createOrganization(ctx, 'Fresh Start');
    expect(await progress(auth)).toEqual({
      department: 0,
      fteProfile: 0,
      jobTitle: 0,
      employee: 0,
      workbook: 0,
      costs: 0,
    });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      headers: auth,
      payload: { name: 'Finance' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await progress(auth)).department).toBe(1);
  });

  it("counts only the caller's organisation: the demo's records tick the demo's steps alone", async () => {
    const demo = await progress(await ownerAuth(ctx.app));
    for (const count of Object.values(demo)) expect(count).toBeGreaterThan(0);
    const { auth } = await createOrganization(ctx, 'Other Co');
    expect(Object.values(await progress(auth)).every((count) => count === 0)).toBe(true);
  });

  it('offers an employee only the steps its role may take', async () => {
    const { organizationId } = await createOrganization(ctx, 'Role Co');
    const clerk = await createEmployee(ctx, organizationId, {
      grants: grants('Department:View', 'Department:Add', 'Costing:View', 'Team FTE:Add'),
    });
    expect(await progress(clerk.auth)).toEqual({ department: 0, fteProfile: 0 });
    const reader = await createEmployee(ctx, organizationId, { grants: grants('Job Title:View') });
    expect(await progress(reader.auth)).toEqual({});
  });

  it('refuses the Super Admin, who has no organisation, and a caller with no session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: PATH, headers: await adminAuth(ctx.app) })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });
});
