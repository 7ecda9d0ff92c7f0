import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate, openPglite, openPostgres, type Database } from '../../../server/db/client';
import { paths } from '../../../server/paths';
import { databaseKind } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { TEST_DATABASE_URL, databaseUrl } from '../../support/testDb';

/** The migrations as they were up to `tag`: a database of an earlier release. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tawazun-migrations-'));
  cpSync(paths.migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** A database of an earlier release, on this project's kind of database, upgraded by today's migrations. */
describeApi('moving workbook originals to their own table', () => {
  const name = `tawazun_originals_${randomBytes(5).toString('hex')}`;
  let database: Database | undefined;
  let folder: string | undefined;
  afterAll(async () => {
    await database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
    if (databaseKind() === 'postgres') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('keeps the file of every workbook stored before the move', async () => {
    folder = migrationsUpTo('0017_demo_arabic_names');
    if (databaseKind() === 'postgres') {
      await admin(`CREATE DATABASE ${name}`);
      database = await openPostgres(databaseUrl(name));
      await migratePostgres(database.db as never, { migrationsFolder: folder });
    } else {
      database = await openPglite({});
      await migratePglite(database.db as never, { migrationsFolder: folder });
    }
    await database.db.execute(sql`insert into organizations (name) values ('Earlier Release')`);
    const data = Buffer.from('the bytes of an earlier upload').toString('base64');
    await database.db.execute(
      sql`insert into estimation_files (organization_id, category, fte_profile_id, fte, country, file_type, file_name, byte_size, file_base64, row_count, designations, sheet)
          select id, 'organization', 1, 1417, 'SaudiArabia', 'O', 'earlier.xlsx', 30, ${data}, 1, '[]'::jsonb, '' from organizations`,
    );
    await migrate(database);
    const moved = await rows(
      database,
      sql`select o.file_base64, o.organization_id = f.organization_id as same_organization from estimation_originals o join estimation_files f on f.id = o.file_id`,
    );
    expect(moved).toEqual([{ file_base64: data, same_organization: true }]);
  });
});
