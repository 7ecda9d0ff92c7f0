import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import pg from 'pg';
import { keptRead } from '../../../server/db/keptReads';
import { NotifiedWrites } from '../../../server/db/notifiedWrites';
import { WriteCounts } from '../../../server/db/writeCounts';
import { departments, refreshTokens, users } from '../../../server/db/schema';
import {
  OWNER,
  bearer,
  createOrganization,
  databaseKind,
  databaseUrlOf,
  login,
  startApp,
  startOtherInstance,
  type TestContext,
} from '../../support/api';

/**
 * On PostgreSQL every instance keeps who is signed in and what a role may do until any instance
 * (or anyone in SQL) writes the accounts, their sessions or the roles' permissions: the database
 * names the written table on a channel each instance listens on. Lists are never kept there.
 */
describe.skipIf(databaseKind() !== 'postgres')('writes announced across instances [postgres]', () => {
  let ctx: TestContext;
  let other: { app: App; database: Database };

  beforeAll(async () => {
    ctx = await startApp();
    other = await startOtherInstance(ctx);
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
    await ctx?.close();
  });

  const generation = (tables: string[]) => ctx.database.writeGeneration?.(tables);
  /** A read of `tables` through keptRead that counts how often it really went to the database. */
  const counted = (tables: string[]) => {
    let reads = 0;
    const statement = ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
    const read = () =>
      keptRead(
        ctx.database.db,
        statement,
        async () => (++reads, await statement),
        (rows) => rows.length,
        tables,
      );
    return { read, reads: () => reads };
  };

  it("keeps an account's reads until another instance writes the accounts, and never a list's", async () => {
    const accounts = counted(['users']);
    await accounts.read();
    await accounts.read();
    expect(accounts.reads(), 'nothing written: the kept answer').toBe(1);

    const list = counted(['departments']);
    await list.read();
    await list.read();
    expect(list.reads(), 'a list is read every time').toBe(2);

    const before = generation(['users']);
    await other.database.db.update(users).set({ phoneNumber: '+966500000001' }).where(eq(users.email, OWNER.email));
    await expect.poll(() => generation(['users']), { timeout: 2000 }).not.toBe(before);
    await accounts.read();
    expect(accounts.reads(), 'written elsewhere: read again').toBe(2);
  });

  it('counts its own writes before they are sent, and no write of a list as one of the accounts', async () => {
    const before = generation(['users', 'refresh_tokens']);
    await ctx.database.db
      .insert(departments)
      .values({ organizationId: 1, name: 'Announced Nowhere' })
      .catch(() => 0);
    expect(generation(['users', 'refresh_tokens'])).toBe(before);
    await ctx.database.db.update(users).set({ phoneNumber: '+966500000002' }).where(eq(users.email, OWNER.email));
    expect(generation(['users', 'refresh_tokens']), 'at once, not when the notification comes').not.toBe(before);
  });

  it('refuses at once, on another instance, a session signed out or revoked elsewhere', async () => {
    const { accessToken, refreshToken } = await login(ctx.app, OWNER.email, OWNER.password);
    const read = () =>
      ctx.app.inject({ method: 'GET', url: '/api/DepartmentAPI/GetAll', headers: bearer(accessToken) });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    const out = await other.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/UserSignOut',
      headers: bearer(accessToken),
      payload: { refreshToken },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    // Sooner than the 5 s an answer is kept at most: the notification, not the clock, ends it.
    await expect.poll(async () => (await read()).statusCode, { timeout: 2000 }).toBe(401);

    const second = await login(ctx.app, OWNER.email, OWNER.password);
    const again = () =>
      ctx.app.inject({ method: 'GET', url: '/api/DepartmentAPI/GetAll', headers: bearer(second.accessToken) });
    expect((await again()).statusCode).toBe(200);
    const principal = (await ctx.app.tokens.verify(second.accessToken))!;
    // Anyone in SQL: the trigger announces it all the same.
    await other.database.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(refreshTokens.familyId, principal.sessionId));
    await expect.poll(async () => (await again()).statusCode, { timeout: 2000 }).toBe(401);
  });

  it("shows at once the employees' total after another instance (or anyone in SQL) adds one", async () => {
    const { organizationId, auth } = await createOrganization(ctx, 'Counted Twice');
    const total = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/AuthenticationAPI/GetAllEmployees?_page=1&_perPage=1&_sort=email&_order=ASC',
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.headers['x-total-count'];
    };
    const before = Number(await total());
    expect(await total(), 'asked again: the same').toBe(String(before));
    await other.database.db.insert(users).values({
      organizationId,
      email: 'added-elsewhere@countedtwice.test',
      passwordHash: 'not-a-password-hash',
      firstName: 'Added',
      lastName: 'Elsewhere',
      isActive: true,
    });
    // Sooner than the 5 s an answer is kept at most: the notification, not the clock, ends it.
    await expect.poll(total, { timeout: 2000 }).toBe(String(before + 1));
  });

  it('keeps nothing while it cannot hear of writes, and forgets what it kept once it hears again', async () => {
    const accounts = counted(['users']);
    await accounts.read();
    const before = generation(['users']);
    expect(before).toBeTypeOf('number');
    await other.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'tawazun-notifications' and datname = current_database() and pid <> pg_backend_pid()`);
    await expect.poll(() => generation(['users']), { timeout: 5000 }).toBeUndefined();
    await accounts.read();
    await accounts.read();
    expect(accounts.reads(), 'deaf: every read goes to the database').toBe(3);
    expect(ctx.database.figures().notifications).toEqual({ listening: false });

    await expect.poll(() => generation(['users']), { timeout: 10_000 }).toBeTypeOf('number');
    expect(generation(['users']), 'what was kept before is forgotten').not.toBe(before);
    await accounts.read();
    await accounts.read();
    expect(accounts.reads(), 'listening again: kept again').toBe(4);
    expect(ctx.database.figures().notifications).toEqual({ listening: true });
  });
});

describe.skipIf(databaseKind() !== 'postgres')('a channel that goes quiet [postgres]', () => {
  it('forgets what it kept after a while even when nothing is announced', async () => {
    const ctx = await startApp();
    try {
      const url = await databaseUrlOf(ctx);
      const counts = new WriteCounts();
      counts.notifying = new Set(['users']);
      const quiet = new NotifiedWrites(counts, () => new pg.Client({ connectionString: url }), 200);
      await quiet.start();
      try {
        const before = quiet.generation(['users']);
        expect(before).toBeTypeOf('number');
        await expect.poll(() => quiet.generation(['users']), { timeout: 2000 }).not.toBe(before);
      } finally {
        await quiet.close();
      }
      expect(quiet.generation(['users']), 'closed: nothing kept').toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});
