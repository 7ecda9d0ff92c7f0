import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, departments, users } from '../../../server/db/schema';
import { bearer, createOrganization, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee, createRole, createStructure, grants, type TestStructure } from '../../support/people';
import { addPerson, columnsHolding, rows } from './support';

describeApi('personal data erasure', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let s: TestStructure;
  let roleId: number;
  let otherOrg: number;
  const person = {
    FirstName: 'Zephyrine',
    LastName: 'Quillfeather',
    Email: `zephyrine.quillfeather.${Date.now()}@people.test`,
    PhoneNumber: '+966 55 987 6543',
    Address: '77 Juniper Lane, Jeddah',
  };

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Erasure Org'));
    s = await createStructure(ctx, org, 'E');
    roleId = await createRole(ctx, org, grants('Employee:Edit', 'Employees Detail:View'), 'Analysts');
    // Another organisation that happens to write the same name: its data is its own.
    ({ organizationId: otherOrg } = await createOrganization(ctx, 'Namesake Org'));
    await ctx.database.db.insert(departments).values({ organizationId: otherOrg, name: 'Zephyrine Quillfeather' });
  });
  afterAll(() => ctx?.close());

  const erase = (id: number, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/PersonalData/people/${id}/erase`, headers });

  it('replaces every personal value in every table by a pseudonym, and keeps the person’s records', async () => {
    const id = await addPerson(ctx, owner, s, roleId, person);
    // Sign-ins, a change of their own profile, a forgotten password mail: the trail and the outbox name them.
    const session = await login(ctx.app, person.Email, 'Layla#2025');
    const profile = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/UpdateMyProfile',
      payload: {
        firstName: person.FirstName,
        lastName: person.LastName,
        phoneNumber: person.PhoneNumber,
        language: 'ar',
      },
      headers: bearer(session.accessToken),
    });
    expect(profile.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ForgotPassword',
      payload: { email: person.Email },
    });
    // An entry of the audit trail with values before and after, as the trail keeps them about a record.
    await ctx.database.db.insert(auditLog).values({
      event: 'user.updated',
      userId: id,
      actor: 'owner@erasure.test',
      detail: {
        changes: {
          firstName: { before: person.FirstName, after: 'Zeph' },
          email: { before: person.Email.toUpperCase(), after: person.Email },
          address: { before: person.Address, after: null },
        },
      },
    });
    const values = [person.FirstName, person.LastName, person.Email, person.PhoneNumber, person.Address];
    for (const value of values) expect(await columnsHolding(ctx, value)).not.toEqual([]);
    const [before] = await ctx.database.db.select().from(users).where(eq(users.id, id));

    const res = await erase(id, owner);
    expect(res.statusCode).toBe(200);
    const { data, alertMessage } = res.json() as {
      data: { firstName: string; lastName: string };
      alertMessage: string;
    };
    const pseudonym = `${data.firstName} ${data.lastName}`;
    expect(pseudonym).toMatch(/^Erased person [0-9a-f]{4}$/);
    expect(alertMessage).toContain(pseudonym);

    // The namesake organisation's department is all that still reads the name.
    const namesake = ['departments.description_key', 'departments.name', 'departments.name_key'];
    for (const value of [person.FirstName, person.LastName, `${person.FirstName} ${person.LastName}`])
      expect(
        (await columnsHolding(ctx, value)).filter((c) => !namesake.includes(c)),
        value,
      ).toEqual([]);
    for (const value of [person.Email, person.PhoneNumber, person.Address, before.imagePath ?? 'no-picture-path'])
      expect(await columnsHolding(ctx, value), value).toEqual([]);
    const [other] = await rows(ctx, `select name from departments where organization_id = ${otherOrg}`);
    expect(other.name).toBe('Zephyrine Quillfeather');

    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(after).toMatchObject({
      firstName: data.firstName,
      lastName: data.lastName,
      phoneNumber: null,
      address: null,
      city: null,
      imagePath: null,
      isActive: false,
      // Their place in the structure and their role stay.
      departmentId: s.departmentId,
      teamId: s.teamId,
      designationId: s.jobTitleId,
      roleId,
      joiningDate: before.joiningDate,
    });
    expect(after.email).toMatch(/@erased\.invalid$/);
    for (const table of ['user_images', 'refresh_tokens', 'password_resets'])
      expect(await rows(ctx, `select 1 from ${table} where user_id = ${id}`), table).toEqual([]);
    // The trail stays and speaks of the pseudonym; the erasure is in it, without a personal value.
    const trail = await ctx.database.db.select().from(auditLog).where(eq(auditLog.userId, id));
    expect(trail.map((e) => e.event)).toEqual(
      expect.arrayContaining(['login.success', 'profile.updated', 'user.erased']),
    );
    expect(trail.filter((e) => e.event === 'login.success').every((e) => e.actor === after.email)).toBe(true);
    const erased = trail.find((e) => e.event === 'user.erased')!;
    expect(erased.detail).toBeNull();
    expect(erased.actor).toMatch(/^owner-/);

    // No way back in: neither address signs in, and the old session is over.
    for (const email of [person.Email, after.email]) {
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/AuthenticationAPI/login',
        payload: { username: email, password: 'Layla#2025' },
      });
      expect([400, 401]).toContain(signIn.statusCode);
      expect(signIn.json()).not.toHaveProperty('accessToken');
    }
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/AuthenticationAPI/MyProfile',
      headers: bearer(session.accessToken),
    });
    expect(old.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/RefreshTokensAPI/RefreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses the owner erasing themselves, in the caller’s language, and changes nothing', async () => {
    const [me] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org), eq(users.isOwner, true)));
    const en = await erase(me.id, owner);
    expect(en.statusCode).toBe(409);
    expect(en.json().alertMessage).toBe(
      'You are the owner of this organisation: your own data cannot be erased while you are its owner.',
    );
    const ar = await erase(me.id, { ...owner, 'accept-language': 'ar' });
    expect(ar.json().alertMessage).toBe('أنت مالك هذه المنشأة: لا يمكن مسح بياناتك ما دمت مالكها.');
    const [still] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(still).toEqual(me);
    // An account manager cannot erase the owner, nor themselves.
    const manager = await createEmployee(ctx, org, { grants: grants('Employee:Delete') });
    expect((await erase(me.id, manager.auth)).statusCode).toBe(409);
    expect((await erase(manager.userId, manager.auth)).json().alertMessage).toContain('cannot erase your own data');
  });

  it('names the pseudonym in the caller’s language and stores it in none', async () => {
    const id = await addPerson(ctx, owner, s, roleId, { FirstName: 'Basma', LastName: 'Arabic-Reader' });
    const res = await erase(id, { ...owner, 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    const { data, alertMessage } = res.json() as {
      data: { firstName: string; lastName: string };
      alertMessage: string;
    };
    expect(`${data.firstName} ${data.lastName}`).toMatch(/^Erased person [0-9a-f]{4}$/);
    // The tag isolated from the Arabic words around it, never rewritten in Arabic-Indic digits.
    expect(alertMessage).toContain(`شخص مُسحت بياناته \u2068${data.lastName}\u2069`);
    expect(alertMessage).not.toContain('Erased person');
  });

  it('finds no one of another organisation', async () => {
    const id = await addPerson(ctx, owner, s, roleId, { FirstName: 'Kept', LastName: 'Safe' });
    const { auth: stranger } = await createOrganization(ctx, 'Stranger Erasure Org');
    expect((await erase(id, stranger)).statusCode).toBe(404);
    const [kept] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(kept.firstName).toBe('Kept');
  });
});
