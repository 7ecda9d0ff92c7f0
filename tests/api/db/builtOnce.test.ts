import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { builtOnce, statementName } from '../../../server/db/builtOnce';
import { organizations } from '../../../server/db/schema';
import { databaseKind, startApp, type TestContext } from '../../support/api';
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

  it.skipIf(databaseKind() !== 'postgres')(
    'on PostgreSQL, prepares a shape by a name made of its text, and plans it for each run’s values',
    async () => {
      const { build } = counting();
      const shape = `organisation by id, named ${Math.random()}`;
      const statement = builtOnce(ctx.database.db, shape, build);
      const name = statementName(statement.getQuery().sql);
      expect(name).toMatch(/^tawazun_[\w-]{32}$/);
      // The pool lends the connection a caller released last: these run on one connection.
      await statement.execute({ id: ids[0] });
      await statement.execute({ id: ids[1] });
      const prepared = (await ctx.database.db.execute(
        sql`select name, statement, current_setting('plan_cache_mode') as planning from pg_prepared_statements`,
      )) as unknown as { rows: Array<{ name: string; statement: string; planning: string }> };
      expect(prepared.rows).toContainEqual({
        name,
        statement: statement.getQuery().sql,
        planning: 'force_custom_plan',
      });
      expect(statementName(`${statement.getQuery().sql} `)).not.toBe(name);
    },
  );
});
