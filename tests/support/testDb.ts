import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { DEMO_OWNER } from '@domain/demo';
import { admin, databaseUrl } from '../../tools/harness/postgres';

export { TEST_DATABASE_URL, databaseUrl, postgresReachable } from '../../tools/harness/postgres';

/** One template per test run, so runs side by side (developers, CI) never drop each other's. */
export const newTemplateName = (): string => `tawazun_template_${randomBytes(5).toString('hex')}`;

export const ADMIN = { email: 'admin@test.local', password: 'Admin#12345' };
export const OWNER = { email: DEMO_OWNER.email, password: 'Demo#12345' };

/**
 * A database for one test file, copied from the migrated and seeded snapshot: PGlite loads the
 * dumped data folder; PostgreSQL clones the template database.
 */
export async function openTestDatabase(
  kind: string,
  snapshotPath: string,
  template = '',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const snapshot = new Blob([await readFile(snapshotPath)]);
    const database = await openPglite({ snapshot });
    return { database, drop: () => database.close() };
  }
  const name = `tawazun_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openPostgres(databaseUrl(name));
  return {
    database,
    drop: async () => {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function createDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
