import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../../server/app';
import { auditLog } from '../../../server/db/schema';
import { OWNER, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

const limits = {
  loginAddress: { max: 6, windowSeconds: 600 },
  loginAccount: { max: 3, windowSeconds: 600 },
  registerAddress: { max: 2, windowSeconds: 600 },
  registerAccount: { max: 2, windowSeconds: 600 },
  forgotAddress: { max: 3, windowSeconds: 600 },
  forgotAccount: { max: 2, windowSeconds: 600 },
};

/** Login, Register and ForgotPassword are limited per address and per account, in the database. */
describeApi('rate limits', () => {
  let ctx: TestContext;
  let second: App;

  beforeAll(async () => {
    ctx = await startApp({ rateLimits: limits });
    // A second server process on the same database: counters must be shared.
    second = await buildApp({
      database: ctx.database,
      auth: {
        jwtSecret: 'another-secret-that-is-long-enough-for-hs256',
        accessTokenTtl: 60,
        refreshTokenTtl: 600,
        rateLimits: limits,
      },
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  const signIn = (app: App, username: string, password: string, address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/login',
      payload: { username, password },
      remoteAddress: address,
    });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn(ctx.app, OWNER.email, OWNER.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('locks an account after repeated failures, on every server, whatever the address', async () => {
    const email = 'owner@demo.local';
    expect((await signIn(ctx.app, email, 'wrong-1', '10.0.1.1')).statusCode).toBe(400);
    expect((await signIn(second, email, 'wrong-2', '10.0.1.2')).statusCode).toBe(400);
    expect((await signIn(ctx.app, email, 'wrong-3', '10.0.1.3')).statusCode).toBe(400);
    const blocked = await signIn(second, email, OWNER.password, '10.0.1.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      isSuccess: false,
      alertMessage: 'Too many attempts. Please try again in 10 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    const arabic = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/login',
      payload: { username: email, password: OWNER.password },
      headers: { 'accept-language': 'ar' },
      remoteAddress: '10.0.1.5',
    });
    expect(arabic.json().alertMessage).toBe('محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ١٠ دقائق.');
    const events = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, 'login.blocked'));
    expect(events.length).toBeGreaterThanOrEqual(2);
  });

  it('limits failures from one address across accounts', async () => {
    for (let i = 0; i < 6; i++)
      expect((await signIn(ctx.app, `guess${i}@nowhere.test`, 'x', '10.0.2.1')).statusCode).toBe(400);
    expect((await signIn(second, 'guess7@nowhere.test', 'x', '10.0.2.1')).statusCode).toBe(429);
    expect((await signIn(ctx.app, 'guess8@nowhere.test', 'x', '10.0.2.2')).statusCode).toBe(400);
  });

  it('limits registrations per address and per email', async () => {
    const register = (email: string, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/AuthenticationAPI/Register',
        remoteAddress: address,
        payload: {
          firstName: 'A',
          lastName: 'B',
          email,
          password: 'Secret#1',
          confirmPassword: 'Secret#1',
          companyName: `Co ${email}`,
        },
      });
    expect((await register('r1@limits.test', '10.0.3.1')).statusCode).toBe(200);
    expect((await register('r2@limits.test', '10.0.3.1')).statusCode).toBe(200);
    expect((await register('r3@limits.test', '10.0.3.1')).statusCode).toBe(429);
    expect((await register('r1@limits.test', '10.0.3.2')).statusCode).toBe(409);
    expect((await register('r1@limits.test', '10.0.3.3')).statusCode).toBe(429);
  });

  it('limits forgotten-password mails per address and per email', async () => {
    const forgot = (email: string, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/AuthenticationAPI/ForgotPassword',
        remoteAddress: address,
        payload: { email },
      });
    expect((await forgot(OWNER.email, '10.0.4.1')).statusCode).toBe(200);
    expect((await forgot(OWNER.email, '10.0.4.2')).statusCode).toBe(200);
    expect((await forgot(OWNER.email, '10.0.4.3')).statusCode).toBe(429);
    expect((await forgot('a@limits.test', '10.0.4.4')).statusCode).toBe(200);
    expect((await forgot('b@limits.test', '10.0.4.4')).statusCode).toBe(200);
    expect((await forgot('c@limits.test', '10.0.4.4')).statusCode).toBe(200);
    expect((await forgot('d@limits.test', '10.0.4.4')).statusCode).toBe(429);
  });

  it('lets nobody past the limit with concurrent attempts', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(ctx.app, 'race@nowhere.test', `x${i}`, `10.0.5.${i}`)),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 400)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});
