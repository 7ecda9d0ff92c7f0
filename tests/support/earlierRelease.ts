import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import type { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { paths } from '../../server/paths';
import { databaseKind } from './api';
import { createDatabase, databaseUrl, dropDatabase } from './testDb';

/** The migrations as they were up to `tag`, in a folder of their own. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tawazun-migrations-'));
  cpSync(paths.migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A database of an earlier release, on the kind of database the suite runs on: `open(tag)` migrates
 * a new one up to `tag`, ready for today's migrations to upgrade. Closed and dropped after the file.
 */
export function earlierRelease(prefix: string): { open(tag: string): Promise<Database> } {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  let database: Database | undefined;
  let folder: string | undefined;
  afterAll(async () => {
    await database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
    if (databaseKind() === 'postgres') await dropDatabase(name);
  });
  return {
    async open(tag) {
      folder = migrationsUpTo(tag);
      if (databaseKind() === 'postgres') {
        await createDatabase(name);
        database = await openPostgres(databaseUrl(name));
        await migratePostgres(database.db as never, { migrationsFolder: folder });
      } else {
        database = await openPglite({});
        await migratePglite(database.db as never, { migrationsFolder: folder });
      }
      return database;
    },
  };
}

/** The rows a raw statement answers. */
export const rows = async <T = Record<string, unknown>>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
