import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { ADMIN, adminAuth, bearer, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { multipart } from '../../../tools/harness/multipart';
import { auditLog, users } from '../../../server/db/schema';
import { PERMISSIONS } from '@domain/permissions';

/** The life of an account: sign-up, approval, sign-in, refresh, sign-out, deactivation. */
describeApi('accounts and sessions', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await startApp();
    admin = await adminAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  const register = (fields: Record<string, string>) => {
    const { payload, headers } = multipart(fields);
    return ctx.app.inject({ method: 'POST', url: '/api/AuthenticationAPI/Register', payload, headers });
  };
  const signIn = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/AuthenticationAPI/login', payload: { username, password } });
  const refresh = (accessToken: string, refreshToken: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/RefreshTokensAPI/RefreshToken',
      payload: { accessToken, refreshToken },
    });
  const whoAmI = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/ManageApplicationUserRoles/GetPermissionsAndSubPermissions', headers });

  const company = {
    firstName: 'Noura',
    lastName: 'Haddad',
    email: 'noura@haddad-trading.test',
    password: 'Secret#2025',
    confirmPassword: 'Secret#2025',
    address: '12 King Fahd Road',
    phoneNumber: '+966 11 555 0101',
    country: 'Saudi Arabia',
    city: 'Riyadh',
    companyName: 'Haddad Trading',
  };

  it('registers an organisation whose owner waits for approval, then signs in, refreshes and signs out', async () => {
    const registered = await register(company);
    expect(registered.statusCode, registered.body).toBe(200);
    const owner = registered.json().data;
    expect(owner).toMatchObject({ email: company.email, companyName: 'Haddad Trading', isActive: false });
    expect(registered.body).not.toMatch(/password|hash/i);

    const early = await signIn(company.email, company.password);
    expect(early.statusCode).toBe(403);
    expect(early.json().alertMessage).toMatch(/not active yet/);

    const pending = (
      await ctx.app.inject({ method: 'GET', url: '/api/AuthenticationAPI/GetAllInactiveUsers', headers: admin })
    ).json();
    expect(pending).toContainEqual(
      expect.objectContaining({
        id: owner.id,
        userName: company.email,
        firstName: 'Noura',
        lastName: 'Haddad',
        address: company.address,
        country: company.country,
      }),
    );

    const approved = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ApproveUser',
      headers: admin,
      payload: [owner.id],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().alertMessage).toBe('1 account approved.');
    const active = (
      await ctx.app.inject({ method: 'GET', url: '/api/AuthenticationAPI/GetAllActiveUsers', headers: admin })
    ).json();
    expect(active.map((u: { id: number }) => u.id)).toContain(owner.id);

    const signedIn = await signIn(company.email.toUpperCase(), company.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json();
    expect(session).toMatchObject({ isSuccess: true, alertMessage: 'Login successful!', role: 2, roleId: null });
    // The owner of a new organisation holds every permission of the catalogue.
    expect(session.userPermissions).toHaveLength(PERMISSIONS.length);
    expect(
      session.userPermissions[0].subPermissions.map((s: { subPermissionName: string }) => s.subPermissionName),
    ).toEqual(['View', 'Add', 'Edit', 'Delete']);
    expect((await whoAmI(bearer(session.accessToken))).statusCode).toBe(200);

    const renewed = await refresh(session.accessToken, session.refreshToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await whoAmI(bearer(next.accessToken))).statusCode).toBe(200);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/UserSignOut',
      headers: bearer(next.accessToken),
    });
    expect(out.statusCode).toBe(200);
    expect((await whoAmI(bearer(next.accessToken))).statusCode).toBe(401);
    expect((await refresh(next.accessToken, next.refreshToken)).statusCode).toBe(401);

    // The owner's own events name them as who acted; the approval names them as its record.
    const events = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        or(eq(auditLog.userId, owner.id), and(eq(auditLog.resource, 'accounts'), eq(auditLog.recordId, owner.id))),
      );
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['register', 'login.inactive', 'user.approved', 'login.success', 'refresh', 'signout']),
    );
    expect(events.every((e) => e.organizationId === owner.organizationId)).toBe(true);
    const approval = events.find((e) => e.event === 'user.approved');
    expect(approval).toMatchObject({ actor: ADMIN.email, address: '127.0.0.1' });
    expect(JSON.stringify(events)).not.toContain(company.password);
  });

  it('accepts JSON registrations too and answers field errors by PascalCase field', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/Register',
      payload: { firstName: ' ', email: 'a@b', password: '12345', confirmPassword: '54321' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      FirstName: ['Please fill the First Name field'],
      LastName: ['Please fill the Last Name field'],
      Email: ['Email is invalid'],
      Password: ['Password must be at least 6 characters'],
      ConfirmPassword: ['Passwords do not match'],
      CompanyName: ['Please fill the Company Name field'],
    });
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/Register',
      payload: { ...company, email: 'json@register.test', companyName: 'Json Co' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    const res = await register({ ...company, email: company.email.toUpperCase(), companyName: 'Copycat' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      alertMessage: 'An account with this email already exists.',
      errors: { Email: ['An account with this email already exists.'] },
    });
  });

  it('answers a wrong email and a wrong password alike', async () => {
    const wrongPassword = await signIn(company.email, 'not-the-password');
    const unknownEmail = await signIn('nobody@nowhere.test', 'whatever');
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        isSuccess: false,
        alertMessage: 'Invalid username or password',
        errors: { Username: ['Invalid username or password'], Password: ['Invalid username or password'] },
      });
    }
  });

  it('signs the Super Admin in as role 1 with no organisation permissions', async () => {
    const res = await signIn(ADMIN.email, ADMIN.password);
    expect(res.json()).toMatchObject({ role: 1, roleId: null, userPermissions: [] });
  });

  it('revokes the whole session when a spent refresh token is presented again', async () => {
    const first = await login(ctx.app, company.email, company.password);
    const second = (await refresh(first.accessToken, first.refreshToken)).json();
    const replay = await refresh(first.accessToken, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().alertMessage).toBe('Session expired. Please login again.');
    // The thief's replay also ends the rightful holder's session.
    expect((await refresh(second.accessToken, second.refreshToken)).statusCode).toBe(401);
    expect((await whoAmI(bearer(second.accessToken))).statusCode).toBe(401);
    const [reuse] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, 'refresh.reuse'));
    expect(reuse).toBeDefined();
  });

  it('refuses a refresh token presented with the access token of another session', async () => {
    const a = await login(ctx.app, company.email, company.password);
    const b = await login(ctx.app, company.email, company.password);
    expect((await refresh(b.accessToken, a.refreshToken)).statusCode).toBe(401);
    // Not spent: its own session can still renew.
    expect((await refresh(a.accessToken, a.refreshToken)).statusCode).toBe(200);
  });

  it('ends every session of a deactivated account and tells it why at sign-in', async () => {
    const one = await login(ctx.app, company.email, company.password);
    const two = await login(ctx.app, company.email, company.password);
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.email, company.email));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/DeactivateUser',
      headers: admin,
      payload: [owner.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const s of [one, two]) {
      expect((await whoAmI(bearer(s.accessToken))).statusCode).toBe(401);
      expect((await refresh(s.accessToken, s.refreshToken)).statusCode).toBe(401);
    }
    const again = await signIn(company.email, company.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().alertMessage).toBe('Your account has been deactivated. Please contact your administrator.');
    const inactive = (
      await ctx.app.inject({ method: 'GET', url: '/api/AuthenticationAPI/GetAllInactiveUsers', headers: admin })
    ).json();
    expect(inactive).toContainEqual(expect.objectContaining({ id: owner.id, status: 'deactivated' }));
    // The badge's count: sign-ups awaiting a first approval, apart from deactivated owners.
    const inactiveWith = (status: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/AuthenticationAPI/GetAllInactiveUsers?status=${status}&_page=1&_perPage=1`,
        headers: admin,
      });
    const deactivated = await inactiveWith('deactivated');
    expect(deactivated.json()).toEqual([expect.objectContaining({ id: owner.id, status: 'deactivated' })]);
    expect(deactivated.headers['x-total-count']).toBe('1');
    const waiting = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/AuthenticationAPI/GetAllInactiveUsers?status=pending',
        headers: admin,
      })
    ).json() as Array<{ id: number; status: string }>;
    expect(waiting.map((account) => account.id)).not.toContain(owner.id);
    expect(waiting.every((account) => account.status === 'pending')).toBe(true);
    expect((await inactiveWith('sleeping')).statusCode).toBe(400);
    const events = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'user.deactivated'), eq(auditLog.recordId, owner.id)));
    expect(events).toHaveLength(1);
  });

  it('answers 404 and changes nothing when any id of a batch is unknown', async () => {
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.email, company.email));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ApproveUser',
      headers: admin,
      payload: [owner.id, 987654],
    });
    expect(res.statusCode).toBe(404);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(after.isActive).toBe(false);
  });

  it('keeps the approval screens for the Super Admin', async () => {
    const owner = bearer((await login(ctx.app, 'owner@demo.local', 'Demo#12345')).accessToken);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/AuthenticationAPI/GetAllInactiveUsers', headers: owner }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/AuthenticationAPI/GetAllActiveUsers' })).statusCode).toBe(
      401,
    );
  });
});

describeApi('access token lifetime', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ accessTokenTtl: 1 });
  });
  afterAll(() => ctx?.close());

  it('refuses an expired access token, and a refresh brings the session back', async () => {
    const session = await login(ctx.app, 'owner@demo.local', 'Demo#12345');
    const call = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/EmployeeTypeAPI/GetAll', headers: bearer(token) });
    expect((await call(session.accessToken)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await call(session.accessToken);
    expect(expired.statusCode).toBe(401);
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/RefreshTokensAPI/RefreshToken',
      payload: session,
    });
    expect(renewed.statusCode).toBe(200);
    expect((await call(renewed.json().accessToken)).statusCode).toBe(200);
  });
});
