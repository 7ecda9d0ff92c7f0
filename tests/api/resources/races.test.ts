import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

/**
 * Deleting an element while someone attaches a child or an FTE profile to it: one of the two must
 * lose cleanly (400 or 409), never both win (an orphan) and never a 500. PostgreSQL runs these
 * truly at once; PGlite one after the other, which must give the same guarantees.
 */
describeApi('structure under concurrent requests', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  const post = (path: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/${path}`, headers: auth, payload });
  const remove = (path: string) => ctx.app.inject({ method: 'DELETE', url: `/api/${path}`, headers: auth });
  const get = async (path: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/${path}`, headers: auth })).json();

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth } = await createOrganization(ctx, 'Race Co'));
  });
  afterAll(() => ctx?.close());

  it('never links an FTE profile to a department deleted at the same moment', async () => {
    for (let round = 0; round < 12; round++) {
      const departmentId = (await post('DepartmentAPI/AddEdit', { name: `Race ${round}` })).json().data.id as number;
      const [deleted, saved] = await Promise.all([
        remove(`DepartmentAPI/Delete/${departmentId}`),
        post('DepartmentFTEAPI/AddEdit', {
          fteName: `Race ${round}`,
          workingHours: 8,
          workingDays: 5,
          country: 'Canada',
          departmentId,
        }),
      ]);
      expect([`${deleted.statusCode}/${saved.statusCode}`]).toEqual([expect.stringMatching(/^(200\/400|409\/200)$/)]);
      const profiles = await get(`DepartmentAPI/GetAllFTE?departmentId=${departmentId}`);
      const exists =
        (await ctx.app.inject({ method: 'GET', url: `/api/DepartmentAPI/GetById/${departmentId}`, headers: auth }))
          .statusCode === 200;
      expect(profiles.length > 0).toBe(exists);
    }
  });

  it('never creates a sub-department under a department deleted at the same moment', async () => {
    for (let round = 0; round < 12; round++) {
      const departmentId = (await post('DepartmentAPI/AddEdit', { name: `Parent race ${round}` })).json().data
        .id as number;
      const [deleted, saved] = await Promise.all([
        remove(`DepartmentAPI/Delete/${departmentId}`),
        post('SubDepartmentAPI/AddEditSubDepartment', { name: `Child race ${round}`, departmentId }),
      ]);
      expect([`${deleted.statusCode}/${saved.statusCode}`]).toEqual([expect.stringMatching(/^(200\/400|409\/200)$/)]);
    }
  });
});
