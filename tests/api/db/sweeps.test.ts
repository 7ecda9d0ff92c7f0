import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { departments } from '../../../server/db/schema';
import { SWEEP_AFTER_WRITES } from '../../../server/db/sweeps';
import { createOrganization, databaseKind, startApp, type TestContext } from '../../support/api';

/**
 * PGlite runs no autovacuum: Tawazun sweeps the tables written often at its checkpoints, so a
 * record saved again and again leaves no trail of dead versions behind for every search to read.
 */
describe.skipIf(databaseKind() !== 'pglite')('sweeps of the embedded database [pglite]', () => {
  let ctx: TestContext;
  let id: number;

  beforeAll(async () => {
    ctx = await startApp();
    const { organizationId } = await createOrganization(ctx, 'Saved Often');
    [{ id }] = await ctx.database.db
      .insert(departments)
      .values({ organizationId, name: 'Saved Again And Again' })
      .returning({ id: departments.id });
  });
  afterAll(() => ctx?.close());

  const saveMany = async (times: number) => {
    for (let i = 0; i < times; i++)
      await ctx.database.db
        .update(departments)
        .set({ description: `Saved ${i} times: ${'x'.repeat(100)}` })
        .where(eq(departments.id, id));
  };
  /** The table with its indexes. */
  const tableBytes = async () => {
    const rows = (await ctx.database.db.execute(
      sql`select pg_total_relation_size('departments') as bytes`,
    )) as unknown as {
      rows: Array<{ bytes: number | string }>;
    };
    return Number(rows.rows[0].bytes);
  };

  it('sweeps a table written often, so that saving one record again and again does not grow its indexes', async () => {
    await ctx.database.sweep!();
    await saveMany(SWEEP_AFTER_WRITES);
    expect(await ctx.database.sweep!()).toContain('departments');
    expect(await ctx.database.sweep!(), 'nothing written since').toEqual([]);
    const swept = await tableBytes();
    await saveMany(SWEEP_AFTER_WRITES);
    expect(await ctx.database.sweep!()).toContain('departments');
    await saveMany(SWEEP_AFTER_WRITES);
    // Without the sweeps every save leaves an entry in each index for the version it replaced
    // (the table's own pages are pruned as they fill): 40 kB more after these 200 saves.
    expect(await tableBytes()).toBeLessThanOrEqual(swept + 8192);
    expect(ctx.database.figures().sweeps).toMatchObject({ failed: 0 });
  });

  it('keeps the kept answers: a sweep changes no row anyone reads', async () => {
    const lists = () => ctx.database.writeGeneration?.(['departments']);
    await saveMany(SWEEP_AFTER_WRITES);
    const before = lists();
    expect(await ctx.database.sweep!()).toContain('departments');
    expect(lists()).toBe(before);
  });
});
