import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { departments } from '../../../server/db/schema';

/**
 * On PGlite a page of a list is kept until the next write (as its total is): every change must
 * show at the next request, whichever part of the server made it.
 */
describeApi('list pages follow every write', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let organizationId: number;

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId, auth } = await createOrganization(ctx, 'Kept Pages'));
    for (const name of ['Kept Bravo', 'Kept Charlie', 'Kept Delta', 'Other Echo']) {
      await ctx.app.inject({ method: 'POST', url: '/api/DepartmentAPI/AddEdit', headers: auth, payload: { name } });
    }
  });
  afterAll(() => ctx?.close());

  const page = async (q = '') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/DepartmentAPI/GetAll?_page=1&_perPage=2&_sort=name&_order=ASC${q}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return {
      names: (res.json() as Array<{ name: string }>).map((r) => r.name),
      total: res.headers['x-total-count'],
      body: res.body,
    };
  };
  const save = async (payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/DepartmentAPI/AddEdit', headers: auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number } }).data;
  };

  it('shows a create, a rename, a delete and a write from elsewhere at the next request', async () => {
    const first = await page('&q=kept');
    expect(first).toMatchObject({ names: ['Kept Bravo', 'Kept Charlie'], total: '3' });
    expect((await page('&q=kept')).body, 'asked again: the same answer').toBe(first.body);

    const alpha = await save({ name: 'Kept Alpha' });
    expect(await page('&q=kept')).toMatchObject({ names: ['Kept Alpha', 'Kept Bravo'], total: '4' });
    expect((await page()).names).toEqual(['Kept Alpha', 'Kept Bravo']);

    await save({ id: alpha.id, name: 'Zulu, once Alpha' });
    expect(await page('&q=kept')).toMatchObject({ names: ['Kept Bravo', 'Kept Charlie'], total: '3' });
    expect((await page()).names).toEqual(['Kept Bravo', 'Kept Charlie']);

    await save({ id: alpha.id, name: 'Kept Aardvark', description: 'described' });
    const described = await ctx.app.inject({
      method: 'GET',
      url: '/api/DepartmentAPI/GetAll?_page=1&_perPage=1&_sort=name&q=kept',
      headers: auth,
    });
    expect(described.json()).toMatchObject([{ name: 'Kept Aardvark', description: 'described' }]);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/DepartmentAPI/Delete/${alpha.id}`, headers: auth }))
        .statusCode,
    ).toBe(200);
    expect(await page('&q=kept')).toMatchObject({ names: ['Kept Bravo', 'Kept Charlie'], total: '3' });

    // A write by another part of the server (not this route).
    await ctx.database.db.insert(departments).values({ organizationId, name: 'Kept Able' });
    expect(await page('&q=kept')).toMatchObject({ names: ['Kept Able', 'Kept Bravo'], total: '4' });
    expect((await page()).names).toEqual(['Kept Able', 'Kept Bravo']);
  });
});
