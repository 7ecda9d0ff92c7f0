import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { departments, users } from '../../../server/db/schema';
import { createEmployee } from '../../support/people';

type Department = { id: number; name: string; departmentId?: number };

/**
 * A list page's statements are built once for each shape of page and run with each request's
 * organisation, search, parent and page: two organisations asking for the same shapes in turn
 * each see their own records and totals, and each language its own names; the same for the
 * employee list.
 */
describeApi('list pages of one shape in several organisations', () => {
  let ctx: TestContext;
  const orgs: Array<{ organizationId: number; auth: Record<string, string>; parent: number }> = [];

  const get = async (auth: Record<string, string>, url: string, lang = 'en') => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { ...auth, 'accept-language': lang } });
    return { status: res.statusCode, total: res.headers['x-total-count'], rows: res.json() as Department[] };
  };
  const save = async (auth: Record<string, string>, url: string, payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Department;
  };

  beforeAll(async () => {
    ctx = await startApp();
    for (const [name, count] of [
      ['Shapes North', 3],
      ['Shapes South', 5],
    ] as const) {
      const { organizationId, auth } = await createOrganization(ctx, name);
      const made: Department[] = [];
      for (let i = 1; i <= count; i++)
        made.push(await save(auth, '/api/DepartmentAPI/AddEdit', { name: `${name} Office ${i}` }));
      for (let i = 1; i <= count; i++)
        await save(auth, '/api/SubDepartmentAPI/AddEditSubDepartment', {
          name: `${name} Unit ${i}`,
          departmentId: made[0].id,
        });
      orgs.push({ organizationId, auth, parent: made[0].id });
    }
  });
  afterAll(() => ctx?.close());

  it('answers each organisation with its own rows and totals, asked in turn', async () => {
    for (let round = 0; round < 2; round++) {
      for (const [i, { auth, parent }] of orgs.entries()) {
        const own = i === 0 ? 'Shapes North' : 'Shapes South';
        const count = i === 0 ? 3 : 5;
        const searched = await get(auth, '/api/DepartmentAPI/GetAll?_page=1&_perPage=2&_sort=name&q=office');
        expect(searched.total).toBe(String(count));
        expect(searched.rows.map((r) => r.name)).toEqual([`${own} Office 1`, `${own} Office 2`]);
        const second = await get(auth, '/api/DepartmentAPI/GetAll?_page=2&_perPage=2&_sort=name&_order=DESC');
        expect(second.total).toBe(String(count));
        const downwards = Array.from({ length: count }, (_, k) => `${own} Office ${count - k}`);
        expect(second.rows.map((r) => r.name)).toEqual(downwards.slice(2, 4));
        const children = await get(
          auth,
          `/api/SubDepartmentAPI/GetAllSubDepartments?_page=1&_perPage=10&departmentId=${parent}`,
        );
        expect(children.total).toBe(String(count));
        expect(children.rows.every((r) => r.name.startsWith(own) && r.departmentId === parent)).toBe(true);
        // The other organisation's department, as a parent filter, holds nothing here.
        const foreign = await get(
          auth,
          `/api/SubDepartmentAPI/GetAllSubDepartments?_page=1&_perPage=10&departmentId=${orgs[1 - i].parent}`,
        );
        expect(foreign).toMatchObject({ status: 200, total: '0', rows: [] });
      }
    }
  });

  it('reads the names in the reader’s language with the same page otherwise', async () => {
    const { auth, parent } = orgs[0];
    await ctx.database.db.update(departments).set({ nameAr: 'المكتب الأول' }).where(eq(departments.id, parent));
    const url = '/api/DepartmentAPI/GetAll?_page=1&_perPage=1&_sort=id';
    for (let round = 0; round < 2; round++) {
      expect((await get(auth, url, 'en')).rows[0].name).toBe('Shapes North Office 1');
      expect((await get(auth, url, 'ar')).rows[0].name).toBe('المكتب الأول');
    }
  });

  it('answers each organisation with its own people, by filter values of one shape', async () => {
    const made = [];
    for (const { organizationId } of orgs) {
      const active = await createEmployee(ctx, organizationId);
      const inactive = await createEmployee(ctx, organizationId);
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.userId));
      made.push({ active: active.userId, inactive: inactive.userId });
    }
    for (let round = 0; round < 2; round++) {
      for (const [i, { auth }] of orgs.entries()) {
        for (const status of ['active', 'inactive'] as const) {
          const res = await get(
            auth,
            `/api/AuthenticationAPI/GetAllEmployees?_page=1&_perPage=10&_sort=email&status=${status}`,
          );
          expect(res.total).toBe('1');
          expect(res.rows.map((r) => r.id)).toEqual([made[i][status]]);
        }
      }
    }
  });

  it('refuses an unknown sort every time it is asked', async () => {
    for (let round = 0; round < 2; round++) {
      const res = await get(orgs[0].auth, '/api/DepartmentAPI/GetAll?_page=1&_sort=salary');
      expect(res.status).toBe(400);
    }
  });
});
