import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { DEMO_OWNER } from '@domain/demo';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** One template per test run, so runs side by side (developers, CI) never drop each other's. */
export const newTemplateName = (): string => `tawazun_template_${randomBytes(5).toString('hex')}`;

export const ADMIN = { email: 'admin@test.local', password: 'Admin#12345' };
export const OWNER = { email: DEMO_OWNER.email, password: 'Demo#12345' };

/** The URL of another database on the same server. */
export const databaseUrl = (name: string): string => {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

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
