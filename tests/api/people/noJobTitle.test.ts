import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createRole, createStructure, type TestStructure } from '../../support/people';
import { users } from '../../../server/db/schema';

/** The two documented employee lists, both filtered alike. */
const LISTS = ['/api/AuthenticationAPI/GetAllEmployees', '/api/UserManagementAPI/GetAll'];

/**
 * `designationId=none`: the people without a job title, the "No job title" line of the workforce
 * plan, of the caller's organisation only.
 */
describeApi('employees without a job title', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let s: TestStructure;

  beforeAll(async () => {
    ctx = await startApp();
    const mine = await createOrganization(ctx, 'Untitled Org');
    owner = mine.auth;
    s = await createStructure(ctx, mine.organizationId);
    const other = await createOrganization(ctx, 'Other Untitled Org');
    const otherStructure = await createStructure(ctx, other.organizationId, 'O');
    const person = async (organizationId: number, email: string, roleId: number, designationId: number | null) =>
      ctx.database.db.insert(users).values({
        organizationId,
        email,
        passwordHash: 'x',
        firstName: 'No',
        lastName: email,
        isActive: true,
        roleId,
        departmentId: organizationId === mine.organizationId ? s.departmentId : otherStructure.departmentId,
        designationId,
      });
    const role = await createRole(ctx, mine.organizationId, {}, 'Untitled');
    const otherRole = await createRole(ctx, other.organizationId, {}, 'Untitled');
    await person(mine.organizationId, 'titled@untitled.test', role, s.jobTitleId);
    await person(mine.organizationId, 'bare-1@untitled.test', role, null);
    await person(mine.organizationId, 'bare-2@untitled.test', role, null);
    await person(other.organizationId, 'elsewhere@untitled.test', otherRole, null);
  });
  afterAll(() => ctx?.close());

  const emails = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ email: string }>).map((e) => e.email).sort();
  };

  it('lists the people without a job title, of this organisation alone', async () => {
    for (const list of LISTS) {
      expect(await emails(`${list}?designationId=none`)).toEqual(['bare-1@untitled.test', 'bare-2@untitled.test']);
      expect(await emails(`${list}?designationId=NONE&_page=1&_perPage=1&_sort=email`)).toEqual([
        'bare-1@untitled.test',
      ]);
      // A job title's id still finds its people, after the "none" statement was built.
      expect(await emails(`${list}?designationId=${s.jobTitleId}`)).toEqual(['titled@untitled.test']);
    }
    const page = await ctx.app.inject({
      method: 'GET',
      url: `${LISTS[0]}?designationId=none&status=active&_page=1&_perPage=1`,
      headers: owner,
    });
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('lists them through /api/v1/employees too, as the app asks (filter={"designationId":"none"})', async () => {
    const v1 = (filter: object) => `/api/v1/employees?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    expect(await emails(v1({ designationId: 'none', status: 'active' }))).toEqual([
      'bare-1@untitled.test',
      'bare-2@untitled.test',
    ]);
    expect(await emails(v1({ designationId: s.jobTitleId }))).toEqual(['titled@untitled.test']);
    const refused = await ctx.app.inject({ method: 'GET', url: v1({ designationId: 'nobody' }), headers: owner });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses another word for none, in the reader\u2019s language', async () => {
    for (const [language, words] of [
      ['en', 'not valid'],
      ['ar', 'غير صالحة'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${LISTS[0]}?designationId=nobody`,
        headers: { ...owner, 'accept-language': language },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(words);
    }
  });
});
