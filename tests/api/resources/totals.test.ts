import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { departments } from '../../../server/db/schema';

/** X-Total-Count follows every write at once, although PGlite keeps totals between writes. */
describeApi('list totals', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;

  beforeAll(async () => {
    ctx = await startApp();
    auth = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  const total = async (q = '') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/DepartmentAPI/GetAll?_page=1&_perPage=1${q}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    return Number(res.headers['x-total-count']);
  };

  it('counts a department created, renamed into or out of a search, and deleted, at the next request', async () => {
    const before = await total();
    expect(await total()).toBe(before);
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/DepartmentAPI/AddEdit',
        headers: auth,
        payload: { name: 'Totals Alpha' },
      })
    ).json().data;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      headers: auth,
      payload: { name: 'Totals Beta' },
    });
    expect(await total()).toBe(before + 2);
    expect(await total('&q=totals')).toBe(2);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      headers: auth,
      payload: { id: created.id, name: 'Renamed Alpha' },
    });
    expect(await total('&q=totals')).toBe(1);
    await ctx.app.inject({ method: 'DELETE', url: `/api/DepartmentAPI/Delete/${created.id}`, headers: auth });
    expect(await total()).toBe(before + 1);
    // A write by another part of the server (not this route) counts too.
    const [org] = await ctx.database.db.select({ id: departments.organizationId }).from(departments).limit(1);
    await ctx.database.db.insert(departments).values({ organizationId: org.id, name: 'Totals Gamma' });
    expect(await total('&q=totals')).toBe(2);
  });
});
