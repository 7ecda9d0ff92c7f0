import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { trailCalls } from '../../support/auditTrail';

/** Ids of other records in a change's values answered with those records' current names. */
describeApi('audit trail: the names of the records a change points at', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let alphaId: number;
  let gammaId: number;
  let subId: number;

  const { call, entries } = trailCalls(
    () => ctx,
    () => owner,
  );
  const idOf = async (url: string, body: object) => {
    const res = await call('POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'References Org'));
    alphaId = await idOf('DepartmentAPI/AddEdit', { name: 'Alpha Desk' });
    gammaId = await idOf('DepartmentAPI/AddEdit', { name: 'Gamma Desk' });
    subId = await idOf('SubDepartmentAPI/AddEditSubDepartment', { name: 'Payroll', departmentId: gammaId });
    await idOf('SubDepartmentAPI/AddEditSubDepartment', { id: subId, name: 'Payroll', departmentId: alphaId });
    expect((await call('DELETE', `DepartmentAPI/Delete/${gammaId}`)).statusCode).toBe(200);
    await idOf('DepartmentAPI/AddEdit', { id: alphaId, name: 'Alpha Office' });
  });
  afterAll(() => ctx?.close());

  it('names the department a sub-department moved from and to as they are now, a deleted one as null', async () => {
    const [moved, created] = await entries(`resource=subDepartments&recordId=${subId}`);
    expect(moved.changes?.departmentId).toEqual({ before: gammaId, after: alphaId });
    expect(moved.references).toEqual({ departmentId: { before: null, after: 'Alpha Office' } });
    expect(created.references).toEqual({ departmentId: { after: null } });
    const [renamed] = await entries(`resource=departments&recordId=${alphaId}`);
    expect(renamed.references).toEqual({});
  });

  it('never names another organisation’s record whose id a value holds', async () => {
    const other = await createOrganization(ctx, 'Other References Org');
    const theirs = await call('POST', 'DepartmentAPI/AddEdit', { name: 'Secret Lab' }, other.auth);
    const theirId = theirs.json().data.id as number;
    await ctx.database.db.insert(auditLog).values({
      event: 'subDepartments.update',
      organizationId: org,
      resource: 'subDepartments',
      recordId: subId,
      action: 'update',
      changes: { departmentId: { before: alphaId, after: theirId }, jobTitleId: { before: null, after: theirId } },
    });
    const [forged] = await entries(`resource=subDepartments&recordId=${subId}`);
    expect(forged.references).toEqual({
      departmentId: { before: 'Alpha Office', after: null },
      jobTitleId: { after: null },
    });
    // The other organisation reads its own department by name.
    await call('POST', 'SubDepartmentAPI/AddEditSubDepartment', { name: 'Theirs', departmentId: theirId }, other.auth);
    const [their] = await entries('resource=subDepartments', other.auth);
    expect(their.references).toEqual({ departmentId: { after: 'Secret Lab' } });
  });
});
