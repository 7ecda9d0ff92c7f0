import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../../server/db/builtOnce';
import { organizations } from '../../../server/db/schema';
import { startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

/** Statements built once per shape run with each call's values; without a shape, or in a transaction, they are built each time. */
describeApi('statements built once', () => {
  let ctx: TestContext;
  let ids: number[];

  beforeAll(async () => {
    ctx = await startApp();
    const rows = await ctx.database.db
      .insert(organizations)
      .values([{ name: 'Built Once A' }, { name: 'Built Once B' }])
      .returning({ id: organizations.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(() => ctx?.close());

  const counting = () => {
    let builds = 0;
    const build = () => {
      builds++;
      return ctx.database.db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, sql.placeholder('id')));
    };
    return { build, builds: () => builds };
  };

  it('builds a shape once and runs it with each call’s values', async () => {
    const { build, builds } = counting();
    const shape = `organisation by id ${Math.random()}`;
    const names = [];
    for (const id of [...ids, ...ids]) names.push(await builtOnce(ctx.database.db, shape, build).execute({ id }));
    expect(names.map((r) => r[0]?.name)).toEqual(['Built Once A', 'Built Once B', 'Built Once A', 'Built Once B']);
    expect(builds()).toBe(1);
  });

  it('builds a statement without a shape, or on a transaction’s handle, every time', async () => {
    const { build, builds } = counting();
    await builtOnce(ctx.database.db, undefined, build).execute({ id: ids[0] });
    await builtOnce(ctx.database.db, undefined, build).execute({ id: ids[0] });
    expect(builds()).toBe(2);
    const inTransaction = await ctx.database.db.transaction(async (tx) => {
      await tx.update(organizations).set({ name: 'Renamed Inside' }).where(eq(organizations.id, ids[1]));
      let built = 0;
      const build = () => {
        built++;
        return tx
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, sql.placeholder('id')));
      };
      const names = [];
      for (let i = 0; i < 2; i++)
        names.push((await builtOnce(tx, 'in a transaction', build).execute({ id: ids[1] }))[0]);
      return { names, built };
    });
    expect(inTransaction).toEqual({ names: [{ name: 'Renamed Inside' }, { name: 'Renamed Inside' }], built: 2 });
  });
});
