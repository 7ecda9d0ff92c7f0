import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { healthyUrl } from '../../tools/harness/serverProcess';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
  process: ChildProcess;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the browser suite's global set-up migrated and seeded once ('' when there is none). */
    seededDataDir: string;
  }
}

/** Settings that change what the first start writes: a server started with one of them seeds for itself. */
const SEEDING = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SEED_DEMO', 'DEMO_PASSWORD', 'DATABASE_URL', 'NODE_ENV'];

/** The seeded folder of this run, when there is one and `env` would seed the same. */
function seededFolder(env: Record<string, string>): string {
  if (SEEDING.some((name) => name in env)) return '';
  try {
    return inject('seededDataDir') ?? '';
  } catch {
    // Outside a Vitest worker (a script): no seeded folder.
    return '';
  }
}

/**
 * An empty folder gets a copy of the run's seeded folder (see e2eGlobalSetup): the migrations, the
 * demo seed and its password hashing then run once per run instead of once per server (about 8 s
 * of each start). A folder with data in it is left as it is (a restart on the same data).
 */
async function prepareDataDir(dir: string, env: Record<string, string>): Promise<'seeds' | 'ready'> {
  const seeded = seededFolder(env);
  if ((await readdir(dir).catch(() => [])).length > 0) return 'ready';
  if (!seeded) return 'seeds';
  await cp(seeded, dir, { recursive: true, filter: (source) => path.basename(source) !== 'tawazun.lock' });
  return 'ready';
}

/**
 * How long a start may take before it counts as failed: a start that migrates and seeds (argon2
 * hashing the demo's passwords) took over 90 s on a two-core machine busy with other work.
 */
const HEALTHY_WITHIN = { seeds: 300_000, ready: 90_000 };

/** `npm start` (the real entry point) on a port of its own and a temporary DATA_DIR (a copy of the seeded one). */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'tawazun-e2e-')));
  const start = await prepareDataDir(dir, env);
  let log = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'Demo#12345',
      ADMIN_PASSWORD: 'Admin#12345',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = await healthyUrl(child, () => log, HEALTHY_WITHIN[start]);
  return {
    url,
    dataDir: dir,
    output: () => log,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!dataDir) await rm(dir, { recursive: true, force: true });
    },
  };
}
