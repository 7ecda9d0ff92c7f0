import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { paths } from '../../../server/paths';
import { openPostgres, type Database, type WarningListener } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { PERMISSIONS } from '@domain/permissions';
import { databaseKind } from '../../support/api';
import { createDatabase, databaseUrl, dropDatabase } from '../../support/testDb';

type Row = Record<string, unknown>;
const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Replicas of a fresh deployment start together on one empty PostgreSQL database: each migrates
 * it in turn, without a statement PostgreSQL warns about, and leaves no lock behind.
 */
describe.skipIf(databaseKind() !== 'postgres')('migrating a PostgreSQL database [postgres]', () => {
  const name = `tawazun_migrate_${randomBytes(5).toString('hex')}`;
  const opened: Database[] = [];
  const warnings: string[] = [];
  const heard: WarningListener = (warning) => warnings.push(warning.message);
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await dropDatabase(name);
  });

  it('migrates once when two instances start together, PostgreSQL warning of nothing', async () => {
    await createDatabase(name);
    opened.push(await openPostgres(databaseUrl(name), heard), await openPostgres(databaseUrl(name), heard));
    await Promise.all(opened.map((database) => migrate(database)));
    // "there is already a transaction in progress", "there is no transaction in progress": the
    // migrator's own transaction opened inside ours, and ours ended by its commit.
    expect(warnings).toEqual([]);
    const [applied] = await rows(
      opened[0],
      sql`select count(*)::int as n, count(distinct hash)::int as once from drizzle.__drizzle_migrations`,
    );
    const [catalogue] = await rows(opened[0], sql`select count(*)::int as n from permissions`);
    const migrations = readMigrationFiles({ migrationsFolder: paths.migrations }).length;
    expect({ applied, permissions: catalogue.n }).toEqual({
      applied: { n: migrations, once: migrations },
      permissions: PERMISSIONS.length,
    });
    const locks = await rows(
      opened[0],
      sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(locks[0].n).toBe(0);
  });

  it('migrates again (a restart) without changing anything or warning', async () => {
    const before = await rows(opened[0], sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await migrate(opened[1]);
    expect(await rows(opened[0], sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual(before);
    expect(warnings).toEqual([]);
  });
});
