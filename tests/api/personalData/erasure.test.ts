import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, departments, organizations, permissions, users } from '../../../server/db/schema';
import { readSchema } from '../../../server/db/introspection';
import { ACCOUNT_ROWS } from '../../../server/modules/personalData/erasure';
import { PERMISSIONS } from '@domain/permissions';
import { bearer, createOrganization, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { multipart } from '../../../tools/harness/multipart';
import {
  createEmployee,
  createRole,
  createStructure,
  employeeForm,
  grants,
  type TestStructure,
} from '../../support/people';
import { addPerson, columnsHolding, rows } from './support';

describeApi('personal data erasure', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let s: TestStructure;
  let roleId: number;
  let otherOrg: number;
  const stamp = Date.now().toString(36);
  const person = {
    FirstName: `Zephyrine${stamp}`,
    LastName: `Quillfeather${stamp}`,
    Email: `zephyrine.quillfeather.${stamp}@people.test`,
    PhoneNumber: '+966 55 987 6543',
    Address: `77 Juniper Lane ${stamp}, Jeddah`,
  };

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Erasure Org'));
    s = await createStructure(ctx, org, 'E');
    roleId = await createRole(ctx, org, grants('Employee:Edit', 'Employees Detail:View'), 'Analysts');
    // Another organisation that happens to write the same name: its data is its own.
    ({ organizationId: otherOrg } = await createOrganization(ctx, 'Namesake Org'));
    await ctx.database.db
      .insert(departments)
      .values({ organizationId: otherOrg, name: `${person.FirstName} ${person.LastName}` });
  });
  afterAll(() => ctx?.close());

  const erase = (id: number, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/PersonalData/people/${id}/erase`, headers });
  const update = (id: number, headers: Record<string, string>, overrides: Record<string, string | number> = {}) => {
    const body = multipart({ ...employeeForm(s, roleId, { ...person, ...overrides }), Id: id });
    return ctx.app.inject({
      method: 'PATCH',
      url: '/api/AuthenticationAPI/UpdateEmployee',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('rewrites what is the person’s: their row, their entries and those about them, their messages and mail', async () => {
    const id = await addPerson(ctx, owner, s, roleId, person);
    // Sign-ins, a change of their own profile, a reset mail, a change of their record with values
    // before and after, and a message from the public site: all of it theirs.
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
    expect((await update(id, owner, { Address: `${person.Address}, Floor 2` })).statusCode).toBe(200);
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/ContactAPI/SendMessage',
      payload: {
        name: `${person.FirstName} ${person.LastName}`,
        email: person.Email,
        phone: person.PhoneNumber,
        message: 'Call me',
      },
    });
    expect(contact.statusCode).toBe(200);
    const values = [person.FirstName, person.LastName, person.Email, person.PhoneNumber, person.Address];
    for (const value of values) expect(await columnsHolding(ctx, value), value).not.toEqual([]);
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
    for (const value of [person.FirstName, person.LastName])
      expect(
        (await columnsHolding(ctx, value)).filter((c) => !namesake.includes(c)),
        value,
      ).toEqual([]);
    for (const value of [person.Email, person.PhoneNumber, person.Address, before.imagePath ?? 'no-picture-path'])
      expect(await columnsHolding(ctx, value), value).toEqual([]);
    const [other] = await rows(ctx, `select name from departments where organization_id = ${otherOrg}`);
    expect(other.name).toBe(`${person.FirstName} ${person.LastName}`);

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
    expect(after.erasedAt).not.toBeNull();
    for (const table of ['user_images', 'refresh_tokens', 'password_resets', 'outbox'])
      expect(await rows(ctx, `select 1 from ${table} where user_id = ${id}`), table).toEqual([]);
    const [message] = await rows(ctx, `select * from contact_messages where email = '${after.email}'`);
    expect(message).toMatchObject({ name: pseudonym, phone: null, message: '' });
    expect(await rows(ctx, `select 1 from outbox where contact_message_id = ${Number(message.id)}`)).toEqual([]);

    // The trail stays and speaks of the pseudonym: their sign-ins, and their record's values before and after.
    const trail = await ctx.database.db.select().from(auditLog).where(eq(auditLog.userId, id));
    expect(trail.map((e) => e.event)).toEqual(expect.arrayContaining(['login.success', 'profile.updated']));
    expect(trail.filter((e) => e.event === 'login.success').every((e) => e.actor === after.email && !e.address)).toBe(
      true,
    );
    const [changed] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'employees'), eq(auditLog.recordId, id), eq(auditLog.action, 'update')));
    expect(changed.changes).toMatchObject({ address: { before: null, after: null } });
    const [created] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'employees'), eq(auditLog.recordId, id), eq(auditLog.action, 'create')));
    expect(created.changes).toMatchObject({
      email: { before: null, after: after.email },
      firstName: { before: null, after: 'Erased person' },
      phoneNumber: { before: null, after: null },
    });
    // The erasure is in it, without a personal value: who erased whom, and what it rewrote.
    const [erased] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, 'user.erased'));
    expect(erased).toMatchObject({ resource: 'employees', recordId: id, organizationId: org });
    expect(erased.actor).toMatch(/^owner-/);
    expect(erased.detail).toMatchObject({
      rewritten: { users: 1, contact_messages: 1, audit_log: expect.any(Number) },
      deleted: { user_images: 1, password_resets: 1, refresh_tokens: 1, outbox: 2 },
    });

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

  it('never rewrites what others own, whatever the person’s values say', async () => {
    // A puppet whose values are another organisation's name and a permission's name.
    const [victim] = await ctx.database.db.select().from(organizations).where(eq(organizations.id, otherOrg));
    const before = await ctx.database.db.select().from(permissions).orderBy(permissions.id);
    const id = await addPerson(ctx, owner, s, roleId, {
      FirstName: 'Employee',
      LastName: 'Type',
      Address: victim.name,
      Email: `puppet.${stamp}@people.test`,
    });
    expect((await erase(id, owner)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(permissions).orderBy(permissions.id)).toEqual(before);
    expect(before.map((p) => p.name)).toEqual(PERMISSIONS);
    const [still] = await ctx.database.db.select().from(organizations).where(eq(organizations.id, otherOrg));
    expect(still.name).toBe(victim.name);
  });

  it('keeps an erased person erased: no edit, no activation, no second erasure, no reset mail, no headcount', async () => {
    const id = await addPerson(ctx, owner, s, roleId, { Email: `locked.${stamp}@people.test` });
    expect((await erase(id, owner)).statusCode).toBe(200);
    const edit = await update(id, owner, { Email: `back.${stamp}@people.test`, FirstName: 'Back' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().alertMessage).toBe(
      "This person's data has been erased: the account can no longer be changed or activated.",
    );
    const ar = await update(id, { ...owner, 'accept-language': 'ar' });
    expect(ar.json().alertMessage).toBe('بيانات هذا الشخص ممسوحة: لم يعد ممكنًا تعديل الحساب أو تفعيله.');
    const approve = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ApproveUser',
      payload: [id],
      headers: owner,
    });
    expect(approve.statusCode).toBe(409);
    expect((await erase(id, owner)).json().alertMessage).toBe("This person's data has already been erased.");
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(after).toMatchObject({ isActive: false, firstName: 'Erased person' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ForgotPassword',
      payload: { email: after.email },
    });
    expect(await rows(ctx, `select 1 from password_resets where user_id = ${id}`)).toEqual([]);
    // The database itself refuses to make them active again, so no path counts them as headcount.
    await expect(ctx.database.db.update(users).set({ isActive: true }).where(eq(users.id, id))).rejects.toThrow();
    const counted = await rows(
      ctx,
      `select coalesce(sum(people), 0)::int as n from workforce_actuals where organization_id = ${org}`,
    );
    const active = await rows(
      ctx,
      `select count(*)::int as n from users where organization_id = ${org} and is_active and not is_owner`,
    );
    expect(counted[0].n).toBe(active[0].n);
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

  it('knows every row pointing at a person: deleted with the account, or kept pointing at the pseudonym', async () => {
    const schema = await readSchema(ctx.database.db);
    const toUsers = schema.foreignKeys.filter((k) => k.parent === 'users' && k.table !== 'users');
    // A new table that lives and dies with an account must be listed in ACCOUNT_ROWS (and erased with it).
    expect(
      toUsers
        .filter((k) => k.onDelete === 'cascade')
        .map((k) => k.table)
        .sort(),
    ).toEqual(ACCOUNT_ROWS.map((r) => r.name).sort());
  });
});
