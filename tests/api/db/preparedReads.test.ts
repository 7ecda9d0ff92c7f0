import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openPglite, type Database } from '../../../server/db/client';
import { databaseKind } from '../../support/api';

type Row = Record<string, unknown>;

/** PGlite's reads run through statements parsed once and kept by name (preparedReads). */
describe.skipIf(databaseKind() !== 'pglite')('prepared reads on PGlite', () => {
  let database: Database;
  const rows = async (query: SQL): Promise<Row[]> =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const named = async (text: string) =>
    rows(sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement = ${text}`);

  beforeAll(async () => {
    database = await openPglite({});
    await rows(sql.raw('create table people (id serial primary key, name text not null, born date)'));
    await rows(sql.raw("insert into people (name, born) values ('Aisha', '1990-04-01'), ('Omar', null)"));
  });
  afterAll(() => database?.close());

  it('parses a read once and runs it by name, with its parameters, every time after', async () => {
    const text = 'select name from people where id = $1';
    for (const id of [1, 2, 1]) {
      expect(await rows(sql`select name from people where id = ${id}`)).toEqual([
        { name: id === 1 ? 'Aisha' : 'Omar' },
      ]);
    }
    expect(await named(text)).toEqual([{ runs: 3 }]);
  });

  it('plans a read once for any values, and a search for each pattern, leaving the session as it was', async () => {
    const plans = async (text: string) =>
      rows(sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
        where statement = ${text}`);
    for (const id of [1, 2, 1]) await rows(sql`select born from people where id = ${id}`);
    expect(await plans('select born from people where id = $1')).toEqual([{ generic: 3, custom: 0 }]);
    for (const pattern of ['%a%', '%ish%']) await rows(sql`select id from people where name ilike ${pattern}`);
    expect(await plans('select id from people where name ilike $1')).toEqual([{ generic: 0, custom: 2 }]);
    await expect(rows(sql`select 1 / ${0}::int as n`)).rejects.toThrow();
    expect(await rows(sql.raw('show plan_cache_mode'))).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('sends and reads values as PGlite does: dates, nulls, booleans, arrays and JSON', async () => {
    const [row] = await rows(
      sql`select ${new Date('2026-11-26T08:00:00Z')}::timestamptz as at, ${null}::text as nothing,
        ${true}::boolean as yes, ${'{1,2,3}'}::int[] as list, ${JSON.stringify({ a: 'ب' })}::jsonb as doc`,
    );
    expect(row).toEqual({
      at: '2026-11-26 08:00:00+00',
      nothing: null,
      yes: true,
      list: [1, 2, 3],
      doc: { a: 'ب' },
    });
  });

  it('reads a long answer of many rows as PGlite reads it: Arabic text, nulls, numbers and notices', async () => {
    const read = `select g as n, repeat('موظف ' || g, 1 + g % 40) as name, case when g % 3 = 0 then null else g * 1.5 end as share,
      g % 2 = 0 as even from generate_series(1, 4000) g`;
    const ours = await rows(sql.raw(read));
    // A statement that does not start with select is PGlite's own query.
    const pglites = await rows(sql.raw(`with answer as (${read}) select * from answer`));
    expect(ours).toHaveLength(4000);
    expect(ours).toEqual(pglites);
    await rows(
      sql.raw(`create or replace function noisy() returns int language plpgsql as $$
        begin raise notice 'counted'; return 7; end $$`),
    );
    expect(await rows(sql.raw('select noisy() as n'))).toEqual([{ n: 7 }]);
  });

  it('follows a table that changed under a kept statement', async () => {
    const read = () => rows(sql.raw('select * from people order by id'));
    expect(Object.keys((await read())[0])).toEqual(['id', 'name', 'born']);
    await rows(sql.raw("alter table people add column title text not null default 'Analyst'"));
    expect((await read())[0]).toMatchObject({ name: 'Aisha', title: 'Analyst' });
  });

  it('fails as PGlite fails, with the code, the statement and its parameters, and goes on', async () => {
    const failure = await rows(sql`select ${'not a number'}::int as n`).catch((error: unknown) => error);
    const cause = (failure as { cause?: { code?: string; query?: string; params?: unknown[] } }).cause;
    expect(cause).toMatchObject({ code: '22P02', query: 'select $1::int as n', params: ['not a number'] });
    expect(await rows(sql`select ${41}::int + 1 as n`)).toEqual([{ n: 42 }]);
  });

  it('keeps at most 500 statements, closing the least recently used', async () => {
    const first = 'select 0 as n';
    await rows(sql.raw(first));
    for (let i = 1; i <= 520; i++) await rows(sql.raw(`select ${i} as n`));
    const [{ kept }] = await rows(
      sql.raw("select count(*)::int as kept from pg_prepared_statements where name like 'tawazun_%'"),
    );
    expect(kept).toBeLessThanOrEqual(500);
    expect(await named(first)).toEqual([]);
    expect(await rows(sql.raw(first))).toEqual([{ n: 0 }]);
  });

  it('leaves writes and transactions to PGlite, which see their own changes', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into people (name) values (${'Layla'})`);
      const inside = (await tx.execute(sql`select count(*)::int as n from people`)) as unknown as { rows: Row[] };
      expect(inside.rows).toEqual([{ n: 3 }]);
    });
    expect(await rows(sql`select count(*)::int as n from people where name = ${'Layla'}`)).toEqual([{ n: 1 }]);
  });
});
