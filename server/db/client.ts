import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: handlers never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** What the metrics tell about the database: PostgreSQL's pool, PGlite's checkpoints. */
export interface DatabaseFigures {
  pool?: { max: number; total: number; idle: number; waiting: number };
  checkpoints?: { count: number; failed: number; seconds: number; lastSeconds: number };
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  figures(): DatabaseFigures;
  /** Flushes PGlite's write-ahead log into the data files; a no-op on PostgreSQL. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
  /** The whole embedded database as a tarball (PGlite only): tests start every file from one. */
  snapshot?(): Promise<Blob>;
  /**
   * PGlite only: how many statements that may write have run. One process owns a PGlite database,
   * so while this number stands still, what that process read is still true (a cache's key).
   */
  writeGeneration?(): number;
}

/**
 * Both databases are read from memory or SSD, where a random page costs about a sequential one
 * (PostgreSQL's default of 4 is for spinning disks): at 1.1 the planner answers a search through
 * its trigram index instead of testing every row of the list.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const writeGenerations = new WeakMap<Db, () => number>();
const databaseHandles = new WeakSet<Db>();

/** Whether `db` is a whole database's handle, not a transaction's (whose reads see its own uncommitted writes). */
export const isDatabaseHandle = (db: Db): boolean => databaseHandles.has(db);

/** The write count of a PGlite handle (see Database.writeGeneration); undefined for PostgreSQL and for transactions. */
export const writeGenerationOf = (db: Db): (() => number) | undefined => writeGenerations.get(db);

/** Opens PGlite from a folder, from a snapshot (tests) or in memory. */
export async function openPglite(source: { dataDir?: string; snapshot?: Blob }): Promise<Database> {
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  // pg_trgm: the trigram indexes behind list searches (PostgreSQL servers ship it as a contrib module).
  const client = await PGlite.create({ dataDir: source.dataDir, loadDataDir: source.snapshot, extensions: { pg_trgm } });
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.query(`select set_config($1, $2, false)`, [name, value]);
  let writes = 0;
  // Every statement passes the query logger, transactions included: anything but a SELECT may write.
  const logger = { logQuery: (query: string) => void (/^\s*select\b/i.test(query) || writes++) };
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  writeGenerations.set(db, () => writes);
  databaseHandles.add(db);
  const checkpoints = { count: 0, failed: 0, seconds: 0, lastSeconds: 0 };
  return {
    db,
    kind: 'pglite',
    writeGeneration: () => writes,
    figures: () => ({ checkpoints: { ...checkpoints } }),
    checkpoint: async () => {
      if (client.closed) return;
      const begun = performance.now();
      try {
        await client.exec('CHECKPOINT');
        checkpoints.count++;
      } catch (error) {
        checkpoints.failed++;
        throw error;
      } finally {
        checkpoints.lastSeconds = (performance.now() - begun) / 1000;
        checkpoints.seconds += checkpoints.lastSeconds;
      }
    },
    snapshot: () => client.dumpDataDir('none'),
    close: async () => {
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const options = Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  databaseHandles.add(db);
  return {
    db,
    kind: 'postgres',
    figures: () => ({ pool: { max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } }),
    checkpoint: async () => undefined,
    close: () => pool.end(),
  };
}

/** Applies the drizzle-kit migrations; on PostgreSQL under an advisory lock so instances can start together. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724221)`);
    await migratePg(tx as never, { migrationsFolder });
  });
}
