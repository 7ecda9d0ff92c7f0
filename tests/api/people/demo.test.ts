import { afterAll, beforeAll, expect, it } from 'vitest';
import { OWNER, login, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

describeApi('demo people', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  beforeAll(async () => {
    ctx = await startApp();
    owner = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('has roles and employees placed in the demo structure', async () => {
    const roles = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/ManageApplicationUserRoles/GetAllEmployeeRoles',
        headers: owner,
      })
    ).json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['HR Manager', 'Workforce Planner', 'Read-only Viewer']),
    );
    const people = (
      await ctx.app.inject({ method: 'GET', url: '/api/AuthenticationAPI/GetAllEmployees', headers: owner })
    ).json();
    const sara = people.find((p: { email: string }) => p.email === 'hr.manager@demo.local');
    expect(sara).toMatchObject({
      department: 'Human Resources',
      team: 'Workforce Analytics',
      designation: 'CHRO',
      role: 'HR Manager',
      employeeType: 'Permanent',
      isActive: true,
    });
    expect(people.find((p: { email: string }) => p.email === 'former.employee@demo.local')).toMatchObject({
      isActive: false,
    });
  });

  it('lets a demo employee sign in with the demo password and the role’s permissions', async () => {
    const session = await login(ctx.app, 'hr.manager@demo.local', OWNER.password);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/AuthenticationAPI/GetAllEmployees',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const viewer = await login(ctx.app, 'support@demo.local', OWNER.password);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      payload: { name: 'Nope' },
      headers: { authorization: `Bearer ${viewer.accessToken}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
