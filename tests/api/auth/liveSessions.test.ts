import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OWNER, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { Sessions } from '../../../server/auth/sessions';
import { organizations, refreshTokens, users } from '../../../server/db/schema';

/**
 * The guard asks on every request whether the session is still open. On PGlite (one process owns
 * the database) the answer is kept until the next write; on PostgreSQL it is read every time.
 */
describeApi('live sessions', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx?.close());

  const ownerPrincipal = async () => {
    const { accessToken } = await login(ctx.app, OWNER.email, OWNER.password);
    return (await ctx.app.tokens.verify(accessToken))!;
  };

  it('keeps an answer while the write count stands still and reads again once it moves', async () => {
    const principal = await ownerPrincipal();
    let generation = 0;
    const sessions = new Sessions(ctx.database.db, ctx.app.tokens, 3600, () => generation);
    expect(await sessions.live(principal)).toMatchObject({ email: OWNER.email });
    await ctx.database.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(refreshTokens.familyId, principal.sessionId));
    expect(await sessions.live(principal), 'same write count: the kept answer').toMatchObject({ email: OWNER.email });
    generation++;
    expect(await sessions.live(principal), 'after a write: read again').toBeNull();
  });

  it("counts the app's own writes, so a sign-out or a deactivation ends the session at the next request", async () => {
    const { accessToken } = await login(ctx.app, OWNER.email, OWNER.password);
    const headers = { authorization: `Bearer ${accessToken}` };
    const read = () => ctx.app.inject({ method: 'GET', url: '/api/DepartmentAPI/GetAll', headers });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    const before = ctx.database.writeGeneration?.();
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.email, OWNER.email));
    if (before !== undefined) expect(ctx.database.writeGeneration?.()).toBeGreaterThan(before);
    expect((await read()).statusCode).toBe(401);
    await ctx.database.db.update(users).set({ isActive: true }).where(eq(users.email, OWNER.email));
  });

  it('keeps the answer across writes of other tables, and reads again once a session is revoked', async () => {
    const { accessToken } = await login(ctx.app, OWNER.email, OWNER.password);
    const principal = (await ctx.app.tokens.verify(accessToken))!;
    const headers = { authorization: `Bearer ${accessToken}` };
    const live = ctx.database.writeGeneration ? () => ctx.database.writeGeneration!(['users', 'refresh_tokens']) : null;
    const before = live?.();
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      headers,
      payload: { name: 'Saved between two requests' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    if (live) expect(live(), 'a saved department and its audit entry are not the sessions').toBe(before);
    const { id, version } = saved.json() as { id: number; version: number };
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/DepartmentAPI/AddEdit',
      headers,
      payload: { id, version, name: 'Renamed between two requests' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Deleting a department would change its people (they keep no department), saving it does not.
    if (live) expect(live(), 'nor is a renamed one').toBe(before);
    await ctx.database.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(refreshTokens.familyId, principal.sessionId));
    if (live) expect(live()).not.toBe(before);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/DepartmentAPI/GetAll', headers });
    expect(read.statusCode).toBe(401);
  });

  it('keeps the list pages across a sign-in and a sign-out (announcing a session writes no list)', async () => {
    const lists = () => ctx.database.writeGeneration?.(['departments']);
    const before = lists();
    const { accessToken, refreshToken } = await login(ctx.app, OWNER.email, OWNER.password);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/UserSignOut',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { refreshToken },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect(lists()).toBe(before);
  });

  it("learns from the database that deleting an organisation deletes its people's accounts", async () => {
    if (!ctx.database.writeGeneration) return;
    const [organization] = await ctx.database.db
      .insert(organizations)
      .values({ name: 'Gone Tomorrow' })
      .returning({ id: organizations.id });
    const before = ctx.database.writeGeneration(['users']);
    await ctx.database.db.delete(organizations).where(eq(organizations.id, organization.id));
    expect(ctx.database.writeGeneration(['users'])).not.toBe(before);
  });
});
