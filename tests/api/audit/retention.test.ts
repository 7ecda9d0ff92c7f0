import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { OWNER, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { pruneEndedSessions } from '../../../server/auth/sessions';
import { pruneSpentResetLinks } from '../../../server/modules/accounts/passwordReset';
import { passwordResets, refreshTokens, users } from '../../../server/db/schema';

/**
 * Every refresh of a session leaves a row saying when its person was active, every reset link a
 * row of its own. Those of a session or link that ended (expired, signed out, revoked, used) more
 * than a day ago are pruned in the background.
 */
describeApi('ended sessions and spent links are forgotten', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx?.close());

  const session = async () => {
    const pair = await login(ctx.app, OWNER.email, OWNER.password);
    const principal = (await ctx.app.tokens.verify(pair.accessToken))!;
    return { ...pair, family: principal.sessionId };
  };
  const rowsOf = async (family: string) =>
    (await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, family))).length;
  const refresh = (refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/RefreshTokensAPI/RefreshToken', payload: { refreshToken } });

  it('prunes the sessions that ended a day ago, and keeps the open ones and those that just ended', async () => {
    const expired = await session();
    const signedOut = await session();
    const justEnded = await session();
    const open = await session();
    const rotated = await refresh(open.refreshToken);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const set = (family: string, values: { expiresAt?: SQL; revokedAt?: SQL }) =>
      ctx.database.db.update(refreshTokens).set(values).where(eq(refreshTokens.familyId, family));
    await set(expired.family, { expiresAt: sql`now() - interval '25 hours'` });
    await set(signedOut.family, { revokedAt: sql`now() - interval '25 hours'` });
    await set(justEnded.family, { revokedAt: sql`now() - interval '1 hour'` });

    await pruneEndedSessions(ctx.database.db);

    expect(await rowsOf(expired.family)).toBe(0);
    expect(await rowsOf(signedOut.family)).toBe(0);
    expect(await rowsOf(justEnded.family), 'ended an hour ago: kept a day').toBe(1);
    expect(await rowsOf(open.family), 'open: the spent token too (it tells a reuse)').toBe(2);
    expect((await refresh(expired.refreshToken)).statusCode, 'an ended session stays ended').toBe(401);
    const next = (rotated.json() as { refreshToken: string }).refreshToken;
    expect((await refresh(next)).statusCode, 'an open session goes on').toBe(200);
    expect((await refresh(open.refreshToken)).statusCode, 'a spent token is still a reuse').toBe(401);
  });

  it('prunes the reset links used or expired a day ago, and keeps the others', async () => {
    const [owner] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
    const link = (tokenHash: string, expiresAt: SQL, usedAt?: SQL) =>
      ctx.database.db.insert(passwordResets).values({ userId: owner.id, tokenHash, expiresAt, usedAt });
    await link('expired-long-ago', sql`now() - interval '25 hours'`);
    await link('used-long-ago', sql`now() + interval '1 hour'`, sql`now() - interval '25 hours'`);
    await link('used-just-now', sql`now() + interval '1 hour'`, sql`now()`);
    await link('still-valid', sql`now() + interval '1 hour'`);

    await pruneSpentResetLinks(ctx.database.db);

    const kept = await ctx.database.db
      .select({ hash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(eq(passwordResets.userId, owner.id));
    expect(kept.map((row) => row.hash).sort()).toEqual(['still-valid', 'used-just-now']);
  });
});
