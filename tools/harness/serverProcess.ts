import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/serverBuild.mjs';
import { DEMO_OWNER } from '@domain/demo';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ADMIN_LOGIN = { email: 'admin@tawazun.local', password: 'Admin#12345' };
export const DEMO_LOGIN = { email: DEMO_OWNER.email, password: 'Demo#12345' };

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** The line server/main.ts prints once it listens. */
const LISTENING = /listening on http:\/\/localhost:(\d+)/;

/**
 * Waits for a spawned server started with PORT=0 to announce the port the system gave it, then to
 * answer /api/health there. A port probed free here and handed to the child could be taken first
 * by another test's server starting at the same moment, and the health check would then find the
 * wrong server; a port the server bound itself cannot be shared.
 */
export async function healthyUrl(child: ChildProcess, output: () => string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output()}`);
    const port = LISTENING.exec(output())?.[1];
    if (port) {
      const url = `http://127.0.0.1:${port}`;
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return url;
      } catch {
        // announced but not answering yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface LaunchOptions {
  /** A PGlite data folder; ignored when databaseUrl is given. */
  dataDir?: string;
  databaseUrl?: string;
  port?: number;
  logLevel?: string;
  env?: Record<string, string>;
  /** How long to wait for /api/health. */
  timeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  startedInMs: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resident and peak resident memory in bytes (Linux /proc). */
  memory(): { rss: number; peak: number };
  /** SIGKILL: no shutdown handler runs, as when the machine loses the process. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the clean close. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * The real server entry as `npm start` runs it (`node dist-server/main.mjs`, built first when
 * stale) as its own process, without the `npm start` wrapper, so that a signal reaches the server itself.
 */
export async function launchServer(options: LaunchOptions): Promise<ServerProcess> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    // 0: the server binds a port of its own and announces it (see healthyUrl).
    PORT: String(options.port ?? 0),
    HOST: '127.0.0.1',
    LOG_LEVEL: options.logLevel ?? 'warn',
    ADMIN_EMAIL: ADMIN_LOGIN.email,
    ADMIN_PASSWORD: ADMIN_LOGIN.password,
    DEMO_PASSWORD: DEMO_LOGIN.password,
    NODE_ENV: 'development',
    DATABASE_URL: options.databaseUrl ?? '',
    DATA_DIR: options.dataDir ?? '',
    ...options.env,
  };
  let log = '';
  const entry = buildServer();
  const begun = performance.now();
  const child = spawn(process.execPath, [entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = await healthyUrl(child, () => log, options.timeoutMs ?? 120_000);
  const port = Number(new URL(url).port);
  const startedInMs = performance.now() - begun;
  return {
    url,
    port,
    pid: child.pid ?? -1,
    child,
    startedInMs,
    output: () => log,
    memory: () => memoryOf(child.pid ?? -1),
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
}
