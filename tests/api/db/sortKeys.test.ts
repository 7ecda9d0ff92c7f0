import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openPostgres, type Database } from '../../../server/db/client';
import { databaseKind, json, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { TEST_DATABASE_URL, databaseUrl, dropDatabase } from '../../support/testDb';
import pg from 'pg';

type Row = Record<string, unknown>;
const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Names whose order by code point (a, f, z, é) is not their order in English (a, é, f, z). */
const NAMES = ['Sortkey zebra', 'Sortkey élan', 'Sortkey Fable', 'Sortkey a-team'];
const BY_CODE_POINT = ['Sortkey a-team', 'Sortkey Fable', 'Sortkey zebra', 'Sortkey élan'];

/** Lists sort names by the code points of their lowercase form on both databases (migration 0022). */
describeApi('the order of names', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx?.close());

  it('keeps every lowercased name and description in collation "C"', async () => {
    const keys = await rows(
      ctx.database,
      sql`select c.relname as "table", a.attname as "column", coll.collname as collation
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_collation coll on coll.oid = a.attcollation
        where n.nspname = 'public' and c.relkind = 'r' and a.attname in ('name_key', 'description_key') and not a.attisdropped`,
    );
    expect(keys.length).toBe(12);
    expect(keys.filter((key) => key.collation !== 'C')).toEqual([]);
  });

  it('answers a searched and a sorted page in code point order', async () => {
    const headers = await ownerAuth(ctx.app);
    for (const name of NAMES) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/DepartmentAPI/AddEdit',
        headers,
        payload: { name },
      });
      expect(res.statusCode).toBe(200);
    }
    const page = async (query: string) =>
      json<Array<{ name: string }>>(
        await ctx.app.inject({ method: 'GET', url: `/api/DepartmentAPI/GetAll?${query}`, headers }),
      )
        .map((record) => record.name)
        .filter((name) => NAMES.includes(name));
    expect(await page('_page=1&_perPage=25&_sort=name&_order=ASC&q=sortkey')).toEqual(BY_CODE_POINT);
    expect(await page('_page=1&_perPage=25&_sort=name&_order=DESC&q=sortkey')).toEqual([...BY_CODE_POINT].reverse());
    expect(await page('_page=1&_perPage=1000&_sort=name&_order=ASC')).toEqual(BY_CODE_POINT);
  });
});

/**
 * A PostgreSQL server whose databases sort by a language's rules (ICU's en-US here) still sorts
 * the lists as PGlite does: without the keys' own collation, "élan" came before "Fable".
 */
describe.skipIf(databaseKind() !== 'postgres')('the order of names on a server with a locale [postgres]', () => {
  const name = `tawazun_icu_${randomBytes(5).toString('hex')}`;
  let database: Database | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(
        `create database ${name} template template0 locale_provider icu icu_locale 'en-US' locale 'C.UTF-8'`,
      );
    } finally {
      await admin.end();
    }
    database = await openPostgres(databaseUrl(name));
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
    await dropDatabase(name);
  });

  it('orders lowercased names by code point, not by the database’s language', async () => {
    if (!database) throw new Error('not opened');
    const [{ english }] = await rows(
      database,
      sql`select string_agg(x, ',' order by x) as english from unnest(array['fable', 'élan']) as x`,
    );
    expect(english).toBe('élan,fable');
    const [organization] = await rows(database, sql`insert into organizations (name) values ('Locale') returning id`);
    for (const department of NAMES)
      await rows(
        database,
        sql`insert into departments (organization_id, name) values (${organization.id}, ${department})`,
      );
    const sorted = await rows(database, sql`select name from departments order by name_key`);
    expect(sorted.map((row) => row.name)).toEqual(BY_CODE_POINT);
  });
});
