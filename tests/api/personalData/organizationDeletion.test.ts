import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizations, userImages, users } from '../../../server/db/schema';
import { readSchema } from '../../../server/db/introspection';
import { holdingsOf } from '../../../server/modules/organizations/holdings';
import { countHoldings } from '../../../server/modules/organizations/store';
import { DEMO_COMPANY } from '@domain/demo/people';
import { adminAuth, createOrganization, login, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createRole, createStructure, grants } from '../../support/people';
import { PNG, addPerson, columnsHolding, rows } from './support';

/** Tables a full organisation (the demo one, with a few more of its people's traces) has rows in. */
const EXPECTED_HELD = [
  'users',
  'roles',
  'role_permissions',
  'departments',
  'sub_departments',
  'projects',
  'teams',
  'job_titles',
  'employee_types',
  'fte_profiles',
  'estimation_files',
  'estimation_originals',
  'costings',
  'designation_mappings',
  'user_images',
  'refresh_tokens',
  'password_resets',
  'audit_log',
  'outbox',
];

describeApi('organisation deletion', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let demo: { id: number; name: string };
  let other: number;

  /** Rows of every table, whoever they belong to. */
  const totals = async () => {
    const { tables } = await readSchema(ctx.database.db);
    const out: Record<string, number> = {};
    for (const t of tables) out[t] = Number((await rows(ctx, `select count(*)::int as n from "${t}"`))[0].n);
    return out;
  };

  beforeAll(async () => {
    ctx = await startApp();
    admin = await adminAuth(ctx.app);
    [demo] = await ctx.database.db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.name, DEMO_COMPANY));
    // The demo organisation's people leave the traces every table can hold: sessions, a picture,
    // a password reset and its mail.
    await ownerAuth(ctx.app);
    const [someone] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.organizationId, demo.id))
      .orderBy(users.id)
      .limit(2)
      .offset(1);
    await ctx.database.db.insert(userImages).values({ userId: someone.id, contentType: 'image/png', data: PNG });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ForgotPassword',
      payload: { email: someone.email },
    });
    // Another organisation alongside, with its own people and structure.
    const created = await createOrganization(ctx, 'Bystander Org');
    other = created.organizationId;
    const s = await createStructure(ctx, other, 'B');
    const roleId = await createRole(ctx, other, grants('Department:View'), 'Bystanders');
    const email = `bystander.${Date.now()}@people.test`;
    await addPerson(ctx, created.auth, s, roleId, { Email: email });
    await login(ctx.app, email, 'Layla#2025');
  });
  afterAll(() => ctx?.close());

  const remove = (id: number, name: string | undefined, headers = admin) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/Organizations/${id}`,
      payload: name === undefined ? undefined : { name },
      headers,
    });

  it('knows, for every table of the database, whether it holds organisations’ rows or the platform’s', async () => {
    const holdings = holdingsOf(await readSchema(ctx.database.db));
    // A table added without organisation_id, a foreign key or a declared link fails here, by name.
    expect(holdings.unclassified).toEqual([]);
    expect(holdings.order.indexOf('role_permissions')).toBeLessThan(holdings.order.indexOf('roles'));
    expect(holdings.order.indexOf('users')).toBeLessThan(holdings.order.indexOf('roles'));
    expect(holdings.order.indexOf('teams')).toBeLessThan(holdings.order.indexOf('departments'));
  });

  it('lists the organisations for the Super Admin, with owner and head count', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Organizations?_page=1&_perPage=50', headers: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; name: string; ownerEmail: string; people: number }>;
    const row = list.find((o) => o.id === demo.id)!;
    expect(row.name).toBe(DEMO_COMPANY);
    expect(row.people).toBeGreaterThan(1);
    expect(row.ownerEmail).toContain('@');
  });

  it('refuses a name that does not match, in the caller’s language, and keeps every row', async () => {
    const owner = await ownerAuth(ctx.app);
    const before = await totals();
    const wrong = await remove(demo.id, 'Demo');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().alertMessage).toBe('The name typed does not match the organisation name.');
    const ar = await remove(demo.id, 'Demo', { ...admin, 'accept-language': 'ar' });
    expect(ar.json().alertMessage).toBe('الاسم المكتوب لا يطابق اسم المنشأة.');
    expect((await remove(demo.id, undefined)).statusCode).toBe(400);
    expect((await remove(2_000_000_000, 'Nowhere')).statusCode).toBe(404);
    expect((await remove(demo.id, demo.name, owner)).statusCode).toBe(403);
    expect(await totals()).toEqual(before);
  });

  it('deletes every row of the organisation from every table, and no other organisation’s', async () => {
    const demoBefore = await countHoldings(ctx.database.db, demo.id);
    const otherBefore = await countHoldings(ctx.database.db, other);
    const totalBefore = await totals();
    const emails = (await ctx.database.db.select().from(users).where(eq(users.organizationId, demo.id))).map(
      (u) => u.email,
    );
    for (const table of EXPECTED_HELD) expect(demoBefore[table], table).toBeGreaterThan(0);

    const res = await remove(demo.id, ` ${demo.name} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().alertMessage).toBe('The organisation and all its data have been deleted.');

    const demoAfter = await countHoldings(ctx.database.db, demo.id);
    const totalAfter = await totals();
    expect(Object.values(demoAfter).every((n) => n === 0)).toBe(true);
    expect(await countHoldings(ctx.database.db, other)).toEqual(otherBefore);
    for (const [table, n] of Object.entries(totalBefore)) {
      const expected = table === 'organizations' ? n - 1 : n - (demoBefore[table] ?? 0);
      // The deletion is recorded in the audit trail (one platform entry, without the organisation's data).
      expect(totalAfter[table], table).toBe(table === 'audit_log' ? expected + 1 : expected);
    }
    // Nothing anywhere still names one of its people.
    for (const email of emails.slice(0, 3)) expect(await columnsHolding(ctx, email), email).toEqual([]);
    // Its people can no longer sign in; the other organisation's can.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/login',
      payload: { username: emails[0], password: 'Demo#12345' },
    });
    expect(signIn.json().alertMessage).toBe('Invalid username or password');
    expect((await remove(demo.id, demo.name)).statusCode).toBe(404);
  });
});
