import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { departments } from '../../../server/db/schema';
import { createOrganization, databaseKind, startApp, startOtherInstance, type TestContext } from '../../support/api';

/**
 * On PostgreSQL a server keeps no list page: two instances on one database, whatever one writes
 * (or anyone writes in SQL), the other shows at its next request; nothing uncommitted is shown.
 */
describe.skipIf(databaseKind() !== 'postgres')('list pages across instances [postgres]', () => {
  let ctx: TestContext;
  let other: { app: App; database: Database };
  let auth: Record<string, string>;
  let organizationId: number;

  beforeAll(async () => {
    ctx = await startApp();
    other = await startOtherInstance(ctx);
    ({ organizationId, auth } = await createOrganization(ctx, 'Two Instances'));
    for (const name of ['Shared Bravo', 'Shared Charlie', 'Shared Delta']) {
      await ctx.app.inject({ method: 'POST', url: '/api/DepartmentAPI/AddEdit', headers: auth, payload: { name } });
    }
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
    await ctx?.close();
  });

  const page = async (app: App, q = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/DepartmentAPI/GetAll?_page=1&_perPage=2&_sort=name${q}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { names: (res.json() as Array<{ name: string }>).map((r) => r.name), total: res.headers['x-total-count'] };
  };
  const save = async (app: App, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/DepartmentAPI/AddEdit', headers: auth, payload });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number } }).data;
  };

  it('shows at once on one instance what the other wrote', async () => {
    for (const q of ['', '&q=shared']) {
      expect(await page(ctx.app, q), q).toEqual({ names: ['Shared Bravo', 'Shared Charlie'], total: '3' });
      expect(await page(other.app, q), q).toEqual({ names: ['Shared Bravo', 'Shared Charlie'], total: '3' });
    }
    const alpha = await save(other.app, { name: 'Shared Alpha' });
    for (const q of ['', '&q=shared'])
      expect(await page(ctx.app, q), q).toEqual({ names: ['Shared Alpha', 'Shared Bravo'], total: '4' });
    await save(other.app, { id: alpha.id, name: 'Shared Zulu' });
    for (const q of ['', '&q=shared'])
      expect(await page(ctx.app, q), q).toEqual({ names: ['Shared Bravo', 'Shared Charlie'], total: '4' });
    expect(
      (await other.app.inject({ method: 'DELETE', url: `/api/DepartmentAPI/Delete/${alpha.id}`, headers: auth }))
        .statusCode,
    ).toBe(200);
    for (const q of ['', '&q=shared'])
      expect(await page(ctx.app, q), q).toEqual({ names: ['Shared Bravo', 'Shared Charlie'], total: '3' });
  });

  it('shows a write made in SQL by anyone, and never one that was rolled back or is not committed yet', async () => {
    expect(await page(ctx.app)).toEqual({ names: ['Shared Bravo', 'Shared Charlie'], total: '3' });
    await other.database.db
      .transaction(async (tx) => {
        await tx.insert(departments).values({ organizationId, name: 'Shared Aardvark' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await page(ctx.app)).toEqual({ names: ['Shared Bravo', 'Shared Charlie'], total: '3' });

    let commit: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let inserted: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const writing = other.database.db.transaction(async (tx) => {
      await tx.insert(departments).values({ organizationId, name: 'Shared Able' });
      inserted();
      await committed;
    });
    await written;
    expect(await page(ctx.app), 'while the write is open').toEqual({
      names: ['Shared Bravo', 'Shared Charlie'],
      total: '3',
    });
    commit();
    await writing;
    expect(await page(ctx.app), 'once it is committed').toEqual({ names: ['Shared Able', 'Shared Bravo'], total: '4' });

    await other.database.db.update(departments).set({ name: 'Shared Echo' }).where(eq(departments.name, 'Shared Able'));
    expect(await page(ctx.app)).toEqual({ names: ['Shared Bravo', 'Shared Charlie'], total: '4' });
  });

  it('leaves no list-version trigger behind on any table', async () => {
    const triggers = (await ctx.database.db.execute(
      sql`select tgname from pg_trigger where not tgisinternal and tgname like '%list_%'`,
    )) as unknown as { rows: unknown[] };
    expect(triggers.rows).toEqual([]);
  });
});
