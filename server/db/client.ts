import { mkdirSync } from 'node:fs';
import v8 from 'node:v8';
import * as schema from './schema';
import type { Db } from './db';
import { WriteCounts } from './writeCounts';
import { NotifiedWrites } from './notifiedWrites';
import { Sweeps, type SweepFigures } from './sweeps';

/** One type for both drivers: handlers never know which database they talk to. */
export type { Db, Schema } from './db';
export type DatabaseKind = 'pglite' | 'postgres';

/** What the metrics tell about the database: PostgreSQL's pool, PGlite's checkpoints. */
export interface DatabaseFigures {
  pool?: { max: number; total: number; idle: number; waiting: number };
  /** PostgreSQL: whether this instance hears of other instances' writes (NotifiedWrites). */
  notifications?: { listening: boolean };
  checkpoints?: { count: number; failed: number; seconds: number; lastSeconds: number };
  sweeps?: SweepFigures;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  figures(): DatabaseFigures;
  /** Flushes PGlite's write-ahead log into the data files; a no-op on PostgreSQL. */
  checkpoint(): Promise<void>;
  /** PGlite only (PostgreSQL has autovacuum): vacuums the tables written often since their last sweep (Sweeps). */
  sweep?(): Promise<string[]>;
  close(): Promise<void>;
  /** The whole embedded database as a tarball (PGlite only): tests start every file from one. */
  snapshot?(): Promise<Blob>;
  /**
   * A count of the statements that may have written `tables` (any table when none is named):
   * while it stands still, what was read from those tables is still true (a cache's key). On
   * PGlite one process owns the database and counts every write (WriteCounts); on PostgreSQL
   * only the tables whose writes the database announces are counted, and only while this
   * instance listens (NotifiedWrites): undefined otherwise, and nothing may then be kept.
   */
  writeGeneration?(tables?: readonly string[]): number | undefined;
  /** Reads again which writes reach other tables and which are announced (after migrations changed them). */
  learnWrites?(): Promise<void>;
  /**
   * PostgreSQL only: runs `work` on one connection of its own while it holds the advisory lock
   * `key`, so that instances starting together take turns (the lock goes with the connection
   * should the process die).
   */
  exclusively?<T>(key: number, work: (db: Db) => Promise<T>): Promise<T>;
}

/** What PostgreSQL warns of on a connection (a statement it ran but thinks wrong); its notices are not passed on. */
export type WarningListener = (warning: { severity?: string; code?: string; message: string }) => void;

const WARNINGS = new Set(['WARNING']);

/**
 * Both databases are read from memory or SSD, where a random page costs about a sequential one
 * (PostgreSQL's default of 4 is for spinning disks): at 1.1 the planner answers a search through
 * its trigram index instead of testing every row of the list. For the same reason a row's
 * operators weigh more against its page than the defaults assume: LIKE on a name and a
 * description costs about 0.2 µs a row, which at the default 0.0025 made testing all 10,000
 * departments look cheaper than reading the trigram index for a search with 1,000 matches
 * (7 ms against 2.5 on PostgreSQL 15).
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1', cpu_operator_cost: '0.01' };
const PLANNER_SETTINGS_STATEMENT = `select ${Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `set_config('${name}', '${value}', false)`)
  .join(', ')}`;

type WriteGeneration = (tables?: readonly string[]) => number | undefined;
const writeGenerations = new WeakMap<Db, WriteGeneration>();
const databaseHandles = new WeakSet<Db>();

/** Whether `db` is a whole database's handle, not a transaction's (whose reads see its own uncommitted writes). */
export const isDatabaseHandle = (db: Db): boolean => databaseHandles.has(db);

/** The write count of a database handle (see Database.writeGeneration); undefined for transactions. */
export const writeGenerationOf = (db: Db): WriteGeneration | undefined => writeGenerations.get(db);

/**
 * PostgreSQL's page cache inside PGlite. initdb's 128 MB is allocated, and zeroed, at every open:
 * more than half the server's memory, and a slower start. The operating system keeps the data
 * files' pages too, so a smaller cache costs little.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * V8 recompiles a WebAssembly function with its optimising compiler once the function has run
 * this many bytes of code (V8's default: 1,800,000). PostgreSQL's start runs much of its code
 * once, which at the default sends hundreds of functions to the optimiser: about half a second
 * of CPU time at every start for code that is not hot afterwards. Ten times the budget still
 * optimises what queries keep running (measured: the same page latencies).
 */
const WASM_TIERING_BUDGET = 18_000_000;

// Each driver loads only when its database is opened: a server needs one of the two.

/** Opens PGlite from a folder, from a snapshot (tests) or in memory. */
export async function openPglite(source: { dataDir?: string; snapshot?: Blob }): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { FolderWithKnownSizes }, { withPreparedReads }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('./knownFileSizes'),
    import('./preparedReads'),
  ]);
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  // Read when the WebAssembly is compiled, which PGlite.create does.
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const client = await PGlite.create({
    // A folder's file sizes are learnt once between writes instead of asked of the disk at every statement.
    fs: source.dataDir ? new FolderWithKnownSizes(source.dataDir) : undefined,
    loadDataDir: source.snapshot,
    // pg_trgm: the trigram indexes behind list searches (PostgreSQL servers ship it as a contrib module).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.query(PLANNER_SETTINGS_STATEMENT);
  // Every statement passes the query logger, transactions included.
  const writes = new WriteCounts();
  const logger = { logQuery: (query: string) => writes.count(query) };
  const db = drizzle(withPreparedReads(client), { schema, logger }) as unknown as Db;
  const writeGeneration: WriteGeneration = (tables) => writes.generation(tables);
  const learnWrites = () => writes.learn(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  // A snapshot is a migrated database; a folder is learnt by migrate(), whose statements would
  // make anything learnt before them unknown again.
  if (source.snapshot) await learnWrites();
  writeGenerations.set(db, writeGeneration);
  databaseHandles.add(db);
  const checkpoints = { count: 0, failed: 0, seconds: 0, lastSeconds: 0 };
  // Past the query logger: a vacuum is not counted as a write. Table names come from WriteCounts,
  // which takes only plain identifiers.
  const sweeps = new Sweeps(writes, (table) => client.exec(`vacuum "${table}"`));
  return {
    db,
    kind: 'pglite',
    writeGeneration,
    learnWrites,
    figures: () => ({ checkpoints: { ...checkpoints }, sweeps: { ...sweeps.figures } }),
    sweep: () => (client.closed ? Promise.resolve([]) : sweeps.run()),
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

/** By default a warning goes to the server's output, where an operator reads it. */
const printWarning: WarningListener = ({ code, message }) =>
  console.warn(`[tawazun] PostgreSQL warns: ${message}${code ? ` (${code})` : ''}`);

export async function openPostgres(url: string, onWarning: WarningListener = printWarning): Promise<Database> {
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Set on each new connection before it is used, rather than sent as startup options: a pooler
    // such as PgBouncer refuses a connection whose startup names settings it does not track.
    onConnect: async (client) => {
      client.on('notice', (notice) => {
        if (WARNINGS.has(notice.severity ?? ''))
          onWarning({ severity: notice.severity, code: notice.code, message: notice.message ?? '' });
      });
      await client.query(PLANNER_SETTINGS_STATEMENT);
    },
  });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  // This instance's own writes count the moment they are sent; every instance's once committed.
  const writes = new WriteCounts();
  const logger = { logQuery: (query: string) => writes.count(query) };
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  const notified = NotifiedWrites.forUrl(writes, pg.Client, url);
  const writeGeneration: WriteGeneration = (tables) => notified.generation(tables);
  const learnWrites = () => writes.learn(async (text) => (await pool.query<Record<string, unknown>>(text)).rows);
  await learnWrites();
  await notified.start();
  writeGenerations.set(db, writeGeneration);
  databaseHandles.add(db);
  return {
    db,
    kind: 'postgres',
    writeGeneration,
    learnWrites,
    figures: () => ({
      pool: { max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
      notifications: { listening: notified.isListening },
    }),
    checkpoint: async () => undefined,
    exclusively: async (key, work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work(drizzle(client, { schema, logger }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } catch (error) {
        // A connection that failed mid-work may still hold the lock: it is closed, not reused.
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      await notified.close();
      await pool.end();
    },
  };
}
