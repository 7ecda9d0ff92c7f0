import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import enServer from '../../../public/locales/en/server.json';
import arServer from '../../../public/locales/ar/server.json';
import { auditLog, users } from '../../../server/db/schema';
import { adminAuth, bearer, createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { multipart } from '../../../tools/harness/multipart';
import { createEmployee, grants, type TestEmployee } from '../../support/people';

/**
 * The owner's account is the organisation's account (DESIGN §4): while the Super Admin has it
 * deactivated or not yet approved, the organisation's employees are shut out too.
 */
describeApi('employees of an organisation whose owner may not sign in', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await startApp();
    admin = await adminAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  const signIn = (employee: TestEmployee, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/login',
      headers: { 'accept-language': language },
      payload: { username: employee.email, password: employee.password },
    });
  const refresh = (session: { accessToken: string; refreshToken: string }) =>
    ctx.app.inject({ method: 'POST', url: '/api/RefreshTokensAPI/RefreshToken', payload: session });
  const departments = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/DepartmentAPI/GetAll', headers });
  const decide = (action: 'ApproveUser' | 'DeactivateUser', ownerId: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/AuthenticationAPI/${action}`, headers: admin, payload: [ownerId] });
  const ownerOf = async (organizationId: number) =>
    (
      await ctx.database.db
        .select()
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.isOwner, true)))
    )[0];

  it('ends their sessions and refuses their sign-in while the owner is deactivated, in their language', async () => {
    const { organizationId } = await createOrganization(ctx, 'Closing Trading');
    const other = await createOrganization(ctx, 'Staying Trading');
    const employee = await createEmployee(ctx, organizationId, { grants: grants('Department:View') });
    const bystander = await createEmployee(ctx, other.organizationId, { grants: grants('Department:View') });
    const session = (await signIn(employee)).json();
    const bystanderSession = (await signIn(bystander)).json();
    expect((await departments(bearer(session.accessToken))).statusCode).toBe(200);

    const owner = await ownerOf(organizationId);
    expect((await decide('DeactivateUser', owner.id)).statusCode).toBe(200);

    // Sessions that were open end at once: the access token and its refresh are refused.
    expect((await departments(bearer(session.accessToken))).statusCode).toBe(401);
    expect((await departments(employee.auth)).statusCode).toBe(401);
    expect((await refresh(session)).statusCode).toBe(401);
    // A new sign-in is refused with the deactivated account's message, in the caller's language.
    const refused = await signIn(employee);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ isSuccess: false, alertMessage: enServer.errors.accountDeactivated });
    const arabic = await signIn(employee, 'ar');
    expect(arabic.statusCode).toBe(403);
    expect(arabic.json().alertMessage).toBe(arServer.errors.accountDeactivated);
    const [event] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'login.inactive'), eq(auditLog.userId, employee.userId)));
    expect(event?.detail).toEqual({ organization: 'closed' });

    // Another organisation is not touched.
    expect((await departments(bearer(bystanderSession.accessToken))).statusCode).toBe(200);
    expect((await refresh(bystanderSession)).statusCode).toBe(200);

    // Reactivating the owner opens the organisation again: its employees sign in anew.
    expect((await decide('ApproveUser', owner.id)).statusCode).toBe(200);
    const back = await signIn(employee);
    expect(back.statusCode, back.body).toBe(200);
    expect((await departments(bearer(back.json().accessToken))).statusCode).toBe(200);
    expect((await refresh(back.json())).statusCode).toBe(200);
  });

  it('refuses the refresh of a session when the owner is inactive, whatever made it so', async () => {
    const { organizationId } = await createOrganization(ctx, 'Quietly Closed');
    const employee = await createEmployee(ctx, organizationId);
    const session = (await signIn(employee)).json();
    // Not through DeactivateUser (which ends every session itself): the refresh still checks.
    await ctx.database.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.organizationId, organizationId), eq(users.isOwner, true)));
    expect((await refresh(session)).statusCode).toBe(401);
    await ctx.database.db
      .update(users)
      .set({ isActive: true })
      .where(and(eq(users.organizationId, organizationId), eq(users.isOwner, true)));
    // The refused refresh ended that session for good.
    expect((await refresh(session)).statusCode).toBe(401);
    expect((await signIn(employee)).statusCode).toBe(200);
  });

  it('refuses an open session at its next request once the owner is inactive, even one no revocation reached', async () => {
    const { organizationId } = await createOrganization(ctx, 'Raced Closing');
    const employee = await createEmployee(ctx, organizationId, { grants: grants('Department:View') });
    const session = (await signIn(employee)).json();
    expect((await departments(bearer(session.accessToken))).statusCode).toBe(200);
    // As when a sign-in commits just after DeactivateUser revoked the organisation's sessions:
    // the owner is inactive and this session was never revoked.
    const ownerRow = and(eq(users.organizationId, organizationId), eq(users.isOwner, true));
    await ctx.database.db.update(users).set({ isActive: false }).where(ownerRow);
    expect((await departments(bearer(session.accessToken))).statusCode).toBe(401);
    await ctx.database.db.update(users).set({ isActive: true }).where(ownerRow);
    expect((await departments(bearer(session.accessToken))).statusCode).toBe(200);
  });

  it('refuses the employees of an organisation whose owner is not approved yet', async () => {
    const { payload, headers } = multipart({
      firstName: 'Huda',
      lastName: 'Karim',
      email: 'huda@pending-org.test',
      password: 'Secret#2025',
      confirmPassword: 'Secret#2025',
      address: '3 Tahlia Street',
      phoneNumber: '+966 12 555 0199',
      country: 'Saudi Arabia',
      city: 'Jeddah',
      companyName: 'Pending Org',
    });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/Register',
      payload,
      headers,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const owner = registered.json().data as { id: number };
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    const employee = await createEmployee(ctx, row.organizationId!);

    const refused = await signIn(employee, 'ar');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().alertMessage).toBe(arServer.errors.accountDeactivated);

    expect((await decide('ApproveUser', owner.id)).statusCode).toBe(200);
    expect((await signIn(employee)).statusCode).toBe(200);
  });
});
