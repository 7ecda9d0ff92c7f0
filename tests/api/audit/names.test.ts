import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../../server/db/schema';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { trailCalls } from '../../support/auditTrail';
import { createEmployee, grants } from '../../support/people';

/** Each entry answered with its record's current name (or as deleted), filtered by event family and name. */
describeApi('audit trail: record names, event families, name search', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let alphaId: number;
  let employeeId: number;

  const { call, list, entries } = trailCalls(
    () => ctx,
    () => owner,
  );

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Names Org'));
    const alpha = await call('POST', 'DepartmentAPI/AddEdit', { name: 'Alpha Desk' });
    alphaId = alpha.json().data.id;
    expect((await call('POST', 'DepartmentAPI/AddEdit', { id: alphaId, name: 'Alpha Office' })).statusCode).toBe(200);
    const beta = await call('POST', 'DepartmentAPI/AddEdit', { name: 'Beta Desk' });
    expect((await call('DELETE', `DepartmentAPI/Delete/${beta.json().data.id}`)).statusCode).toBe(200);
    ({ userId: employeeId } = await createEmployee(ctx, org, { grants: grants('Employees Detail:View') }));
    await ctx.database.db.update(users).set({ firstName: 'Noura', lastName: 'Saleh' }).where(eq(users.id, employeeId));
    expect((await call('GET', `PersonalData/people/${employeeId}?format=json`)).statusCode).toBe(200);
  });
  afterAll(() => ctx?.close());

  it('names each entry’s record as it is now, and a deleted record as deleted', async () => {
    const alpha = await entries(`resource=departments&recordId=${alphaId}`);
    expect(alpha.map((e) => [e.action, e.recordName, e.recordDeleted])).toEqual([
      ['update', 'Alpha Office', false],
      ['create', 'Alpha Office', false],
    ]);
    const beta = (await entries('resource=departments')).filter((e) => e.changes?.name?.before === 'Beta Desk');
    expect(beta.map((e) => [e.action, e.recordName, e.recordDeleted])).toEqual([['delete', null, true]]);
    const [exported] = await entries('family=exports');
    expect(exported).toMatchObject({ event: 'user.exported', recordId: employeeId, recordName: 'Noura Saleh' });
    const [signIn] = await entries('family=signIns');
    expect(signIn).toMatchObject({ event: 'login.success', recordName: null, recordDeleted: false });
  });

  it('filters by event family', async () => {
    const families = async (family: string) => [...new Set((await entries(`family=${family}`)).map((e) => e.event))];
    expect(await families('signIns')).toEqual(['login.success']);
    expect(await families('exports')).toEqual(['user.exported']);
    expect(await families('erasures')).toEqual([]);
    expect(await families('imports')).toEqual([]);
    expect((await families('changes')).sort()).toEqual([
      'departments.create',
      'departments.delete',
      'departments.update',
    ]);
  });

  it('searches by the record’s current name, case aside, within the filters', async () => {
    const found = await entries('name=ALPHA');
    expect(found.map((e) => e.recordId)).toEqual([alphaId, alphaId]);
    // The former name finds nothing: the search is by the name the record has now.
    expect(await entries('name=Alpha%20Desk')).toEqual([]);
    expect((await entries('name=noura')).map((e) => e.event)).toEqual(['user.exported']);
    expect(await entries('name=noura&family=changes')).toEqual([]);
    expect(await entries('name=%25')).toEqual([]);
  });

  it('searches and filters within what the reader may view: no department for a role without Department View', async () => {
    const reader = await createEmployee(ctx, org, { grants: grants('Audit Trail:View', 'Employees Detail:View') });
    expect(await entries('name=alpha', reader.auth)).toEqual([]);
    expect(await entries('family=changes', reader.auth)).toEqual([]);
    expect((await entries('name=noura', reader.auth)).map((e) => e.event)).toEqual(['user.exported']);
  });

  it('never names another organisation’s record, nor finds an entry by its name', async () => {
    const other = await createOrganization(ctx, 'Other Names Org');
    const theirs = await call('POST', 'DepartmentAPI/AddEdit', { name: 'Secret Lab' }, other.auth);
    const theirId = theirs.json().data.id as number;
    const [theirOwner] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.organizationId, other.organizationId));
    // Entries of this organisation that name the other's ids (as a stale or forged id would).
    await ctx.database.db.insert(auditLog).values([
      {
        event: 'departments.update',
        organizationId: org,
        resource: 'departments',
        recordId: theirId,
        action: 'update',
      },
      { event: 'user.exported', organizationId: org, resource: 'employees', recordId: theirOwner.id },
    ]);
    const forged = await entries(`resource=departments&recordId=${theirId}`);
    expect(forged.map((e) => [e.recordName, e.recordDeleted])).toEqual([[null, true]]);
    const person = await entries(`family=exports&recordId=${theirOwner.id}`);
    expect(person.map((e) => [e.recordName, e.recordDeleted])).toEqual([[null, true]]);
    expect(await entries('name=Secret')).toEqual([]);
    expect(await entries(`name=${encodeURIComponent(theirOwner.firstName)}`)).not.toContainEqual(
      expect.objectContaining({ recordId: theirOwner.id }),
    );
    // The other organisation reads its own record by name.
    expect((await entries('name=Secret', other.auth)).map((e) => e.recordName)).toEqual(['Secret Lab']);
  });

  it('answers an unknown family or an overlong name with 400 in the caller’s language, never 500', async () => {
    expect((await list('family=logins')).statusCode).toBe(400);
    expect((await list(`name=${'x'.repeat(201)}`)).statusCode).toBe(400);
    const arabic = await list('family=logins', { ...owner, 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.body).toMatch(/[\u0600-\u06ff]/);
  });
});
