import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, organizations } from '../../../server/db/schema';
import { countHoldings } from '../../../server/modules/organizations/store';
import { adminAuth, bearer, createOrganization, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createRole, createStructure, grants } from '../../support/people';
import { addPerson } from './support';

/**
 * An address freed in one organisation and taken in another: the second organisation's export of
 * "its" person holds nothing of the first, and deleting the second deletes nothing of the first.
 */
describeApi('personal data: an address reused by another organisation', () => {
  let ctx: TestContext;
  let first: { organizationId: number; auth: Record<string, string> };
  let second: { organizationId: number; auth: Record<string, string> };
  const email = `moved.on.${Date.now()}@people.test`;
  const secret = `Budget cut 15% approved by board ${Date.now()}`;

  beforeAll(async () => {
    ctx = await startApp();
    first = await createOrganization(ctx, 'First Home Org');
    second = await createOrganization(ctx, 'Second Home Org');
    // In the first organisation the person signs in and makes a change of their own.
    const s = await createStructure(ctx, first.organizationId, 'F');
    const role = await createRole(ctx, first.organizationId, grants('Department:View', 'Department:Add'), 'Planners');
    const id = await addPerson(ctx, first.auth, s, role, { Email: email, FirstName: 'Rana', LastName: 'Haddad' });
    const session = bearer((await login(ctx.app, email, 'Layla#2025')).accessToken);
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      payload: { name: secret },
      headers: session,
    });
    expect(made.statusCode).toBe(200);
    // The first organisation lets them go; the address is free.
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/AuthenticationAPI/DeleteEmployee/${id}`,
      headers: first.auth,
    });
    expect(gone.statusCode).toBe(200);
  });
  afterAll(() => ctx?.close());

  it('exports nothing of the first organisation to the second, and deleting the second keeps the first’s', async () => {
    const firstEntries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organizationId, first.organizationId));
    expect(firstEntries.some((e) => e.event === 'login.success' && e.actor === email)).toBe(true);
    const firstBefore = await countHoldings(ctx.database.db, first.organizationId);

    const s = await createStructure(ctx, second.organizationId, 'S');
    const role = await createRole(ctx, second.organizationId, grants('Department:View'), 'Staff');
    const id = await addPerson(ctx, second.auth, s, role, { Email: email, FirstName: 'Rana', LastName: 'Haddad' });
    await login(ctx.app, email, 'Layla#2025');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/PersonalData/people/${id}?format=json`,
      headers: second.auth,
    });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(res.body) as { signIns: Array<Record<string, unknown>>; changesByThem: unknown[] };
    expect(res.body).not.toContain(secret);
    expect(data.changesByThem).toEqual([]);
    // Their one sign-in here, and none of the first organisation's.
    expect(data.signIns).toHaveLength(1);
    expect(data.signIns.every((e) => e.organization_id === second.organizationId)).toBe(true);

    const [org] = await ctx.database.db.select().from(organizations).where(eq(organizations.id, second.organizationId));
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Organizations/${second.organizationId}`,
      payload: { name: org.name },
      headers: await adminAuth(ctx.app),
    });
    expect(removed.statusCode).toBe(200);
    expect(await countHoldings(ctx.database.db, first.organizationId)).toEqual(firstBefore);
    const kept = await ctx.database.db.select().from(auditLog).where(eq(auditLog.organizationId, first.organizationId));
    expect(kept.map((e) => e.id)).toEqual(expect.arrayContaining(firstEntries.map((e) => e.id)));
  });
});
