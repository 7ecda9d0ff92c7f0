import { afterAll, beforeAll, expect, it } from 'vitest';
import { desc, isNull, sql } from 'drizzle-orm';
import { login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createOrganization } from '../../support/api';
import { createEmployee } from '../../support/people';
import { outbox, passwordResets } from '../../../server/db/schema';

const PUBLIC_URL = 'https://hr.tawazun.test';

describeApi('forgotten password', () => {
  let ctx: TestContext;
  let email: string;
  let password: string;

  beforeAll(async () => {
    // Generous limits here: this file asks for many links for one account (the limits have their own tests).
    ctx = await startApp({
      publicUrl: PUBLIC_URL,
      rateLimits: { forgotAccount: { max: 100, windowSeconds: 60 }, forgotAddress: { max: 100, windowSeconds: 60 } },
    });
    const { organizationId } = await createOrganization(ctx, 'Reset Org');
    ({ email, password } = await createEmployee(ctx, organizationId));
  });
  afterAll(() => ctx?.close());

  const forgot = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/AuthenticationAPI/ForgotPassword', payload, headers });
  const reset = (applicationUserId: string, newPassword: string, confirmPassword = newPassword) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ResetForgotPassword',
      payload: { applicationUserId, newPassword, confirmPassword },
    });
  const lastMail = async () => (await ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
  const tokenOf = (body: string) => /\/resetforgetpassword\/([\w-]+)/.exec(body)?.[1] as string;

  it('answers the same whether or not the email is known, and mails a link only to a known one', async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    const unknown = await forgot({ email: 'nobody@nowhere.test' });
    const afterUnknown = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    const known = await forgot({ email: email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().alertMessage).toBe(
      'If an account exists for this email, a link to reset the password has been sent to it.',
    );
    expect(afterUnknown[0].n).toBe(before[0].n);
    const mail = await lastMail();
    expect(mail.recipient).toBe(email);
    expect(mail.body).toMatch(new RegExp(`${PUBLIC_URL}/resetforgetpassword/[\\w-]{40,}`));
    expect(known.body).not.toContain(tokenOf(mail.body));
  });

  it('checks the new password with the shared rules', async () => {
    await forgot({ email });
    const token = tokenOf((await lastMail()).body);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.NewPassword).toEqual(['Password must be at least 6 characters']);
    const mismatch = await reset(token, 'Changed#1', 'Changed#2');
    expect(mismatch.json().errors.ConfirmPassword).toEqual(['Passwords do not match']);
  });

  it('sets the password once per link and ends every open session', async () => {
    const session = await login(ctx.app, email, password);
    await forgot({ email });
    const token = tokenOf((await lastMail()).body);
    const res = await reset(token, 'Changed#2025');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().alertMessage).toBe('Your password has been changed. Please sign in with the new password.');
    const probe = await ctx.app.inject({
      method: 'GET',
      url: '/api/ManageApplicationUserRoles/GetPermissionsAndSubPermissions',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(probe.statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/RefreshTokensAPI/RefreshToken',
      payload: session,
    });
    expect(refreshed.statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/AuthenticationAPI/login',
          payload: { username: email, password },
        })
      ).statusCode,
    ).toBe(400);
    await login(ctx.app, email, 'Changed#2025');
    password = 'Changed#2025';

    const again = await reset(token, 'Another#2025');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      alertMessage: 'This password reset link is invalid or has expired. Please request a new one.',
      errors: { ApplicationUserId: ['This password reset link is invalid or has expired. Please request a new one.'] },
    });
  });

  it('refuses an expired link and a link replaced by a newer one', async () => {
    await forgot({ email });
    const older = tokenOf((await lastMail()).body);
    await forgot({ email });
    const newer = tokenOf((await lastMail()).body);
    expect((await reset(older, 'Replaced#2025')).statusCode).toBe(400);
    await ctx.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(isNull(passwordResets.usedAt));
    expect((await reset(newer, 'Expired#2025')).statusCode).toBe(400);
    await login(ctx.app, email, password);
  });

  it('points links at the configured address, honouring the client only on that same origin', async () => {
    await forgot({ email, clientBaseURL: 'https://evil.example.test' });
    expect((await lastMail()).body).toContain(`${PUBLIC_URL}/resetforgetpassword/`);
    await forgot({ email, clientBaseURL: `${PUBLIC_URL}/app/` });
    expect((await lastMail()).body).toContain(`${PUBLIC_URL}/app/resetforgetpassword/`);
  });

  it('appends only the token to a client base address that already names the reset page', async () => {
    // The HRWhizz client sends its reset page itself as the base.
    for (const base of [`${PUBLIC_URL}/resetforgetpassword/`, `${PUBLIC_URL}/app/ResetForgetPassword`]) {
      await forgot({ email, clientBaseURL: base });
      const body = (await lastMail()).body;
      const link = /(https?:\/\/\S+)/.exec(body)?.[1] ?? '';
      expect(link).toMatch(new RegExp(`^${base.replace(/\/$/, '')}/[A-Za-z0-9_-]+$`));
      const token = link.split('/').pop() as string;
      expect((await reset(token, 'Reached#2025')).statusCode).toBe(200);
    }
    // Another origin still gets the configured address.
    await forgot({ email, clientBaseURL: 'https://evil.example.test/resetforgetpassword/' });
    expect((await lastMail()).body).toContain(`${PUBLIC_URL}/resetforgetpassword/`);
    expect((await lastMail()).body).not.toContain('evil.example');
  });

  it('never takes the link from the Host or X-Forwarded-Host header', async () => {
    await forgot({ email }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect((await lastMail()).body).toContain(`${PUBLIC_URL}/resetforgetpassword/`);
  });

  it('writes the link in the language of the request', async () => {
    await forgot({ email }, { 'accept-language': 'ar' });
    const mail = await lastMail();
    expect(mail.subject).toBe('إعادة تعيين كلمة مرور توازن');
  });
});

describeApi('forgotten password without PUBLIC_URL', () => {
  let ctx: TestContext;
  let email: string;
  let own: string;

  beforeAll(async () => {
    ctx = await startApp({ rateLimits: { forgotAccount: { max: 100, windowSeconds: 60 } } });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    own = address.replace('localhost', '127.0.0.1');
    ({ email } = await createEmployee(ctx, (await createOrganization(ctx, 'Own Address Org')).organizationId));
  });
  afterAll(() => ctx?.close());

  it('points links at the address the server listens on, whatever the request says', async () => {
    for (const payload of [{ email }, { email, clientBaseURL: 'http://evil.example/steal' }]) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/AuthenticationAPI/ForgotPassword',
        payload,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      const [mail] = await ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      expect(mail.body).toContain(`${own}/resetforgetpassword/`);
      expect(mail.body).not.toContain('evil.example');
    }
  });
});
