import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../../server/app';
import { auditLog, rateLimits } from '../../../server/db/schema';
import { adminAuth, ADMIN, OWNER, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

const limits = {
  loginAddress: { max: 6, windowSeconds: 600 },
  loginPair: { max: 3, windowSeconds: 600 },
  loginAccount: { max: 5, windowSeconds: 600 },
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

  it('locks an account from the address its failures came from, on every server, and nowhere else', async () => {
    const email = 'owner@demo.local';
    expect((await signIn(ctx.app, email, 'wrong-1', '10.0.1.1')).statusCode).toBe(400);
    expect((await signIn(second, email, 'wrong-2', '10.0.1.1')).statusCode).toBe(400);
    expect((await signIn(ctx.app, email, 'wrong-3', '10.0.1.1')).statusCode).toBe(400);
    const blocked = await signIn(second, email, OWNER.password, '10.0.1.1');
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
      remoteAddress: '10.0.1.1',
    });
    expect(arabic.json().alertMessage).toBe('محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ١٠ دقائق.');
    const events = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, 'login.blocked'));
    expect(events.length).toBeGreaterThanOrEqual(2);
    // The owner, from their own address, is not locked out by what came from another.
    expect((await signIn(second, email, OWNER.password, '10.0.1.2')).statusCode).toBe(200);
  });

  it('slows an account down only after many failures from many addresses, with growing delays', async () => {
    const email = 'planner@demo.local';
    for (let i = 0; i < 5; i++) expect((await signIn(ctx.app, email, 'wrong', `10.0.6.${i}`)).statusCode).toBe(400);
    // Past the account's limit, one attempt in each delay is checked; the others wait.
    expect((await signIn(ctx.app, email, 'wrong', '10.0.6.10')).statusCode).toBe(400);
    const first = await signIn(second, email, 'wrong', '10.0.6.11');
    expect(first.statusCode).toBe(429);
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(5);
    // The delay passes (its end moved to now rather than waited for): the next failure waits longer.
    await ctx.database.db
      .update(rateLimits)
      .set({ resetAt: sql`now()` })
      .where(sql`${rateLimits.key} like 'login:turn:%'`);
    expect((await signIn(ctx.app, email, 'wrong', '10.0.6.12')).statusCode).toBe(400);
    const next = await signIn(ctx.app, email, 'wrong', '10.0.6.13');
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(firstWait);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('shows the Super Admin the locks in force, with the account and the address, and clears one', async () => {
    const email = 'owner@demo.local';
    const admin = await adminAuth(ctx.app);
    const owner = await ownerAuth(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/SignInLocks', headers: owner })).statusCode).toBe(403);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/SignInLocks', headers: admin });
    expect(listed.statusCode).toBe(200);
    const locks = listed.json() as Array<{ id: string; kind: string; email: string | null; address: string | null }>;
    const pair = locks.find((l) => l.kind === 'pair' && l.address === '10.0.1.1');
    expect(pair).toMatchObject({ email, failures: expect.any(Number) });
    expect(locks.find((l) => l.kind === 'account')).toMatchObject({ email: 'planner@demo.local', address: null });
    const url = `/api/SignInLocks/${encodeURIComponent(pair!.id)}`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: owner })).statusCode).toBe(403);
    const cleared = await ctx.app.inject({ method: 'DELETE', url, headers: { ...admin, 'accept-language': 'ar' } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().alertMessage).toBe('أُزيل القفل؛ يمكن تسجيل الدخول من هناك مرة أخرى.');
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
    expect((await signIn(ctx.app, email, OWNER.password, '10.0.1.1')).statusCode).toBe(200);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, 'signInLock.cleared'));
    expect(entry).toMatchObject({
      actor: ADMIN.email,
      detail: expect.objectContaining({ kind: 'pair', address: '10.0.1.1' }),
    });
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

  it('lets nobody past the limits with concurrent attempts', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(ctx.app, 'race@nowhere.test', `x${i}`, `10.0.5.${i}`)),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    // The account's five, then one turn past them; the rest wait for its delay.
    expect(codes.filter((c) => c === 400)).toHaveLength(6);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    const fromOne = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn(ctx.app, 'race2@nowhere.test', `y${i}`, '10.0.7.1')),
    );
    expect(fromOne.map((r) => r.statusCode).sort()).toEqual([400, 400, 400, 429, 429, 429]);
  });
});
