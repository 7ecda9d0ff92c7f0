import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchServer, type LaunchOptions, type ServerProcess } from '../../tools/harness/serverProcess';
import { postgresReachable, scratchDatabase } from '../../tools/harness/postgres';
import { AcknowledgedWrites, signIn } from './support/writer';

const CYCLES = Number(process.env.RELIABILITY_CRASH_CYCLES ?? 20);
const WRITERS = 4;
const pgAvailable = await postgresReachable();

// A cycle is a cold start, some writes, a kill and a check: seconds on a quiet machine, many more
// on a busy one. The budget is per cycle so that a slow machine is not taken for a lost write.
const TIMEOUT_MS = CYCLES * 30_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The real server takes writes from several clients and is killed with SIGKILL at a random moment,
 * again and again; after each restart every acknowledged create, rename and delete is as it was
 * acknowledged, and the server opens its database without help (a stale data-folder lock included).
 */
async function crashCycles(options: LaunchOptions): Promise<{ acknowledged: number; cycles: number }> {
  const writes = new AcknowledgedWrites(`crash${Date.now().toString(36)}`);
  let server: ServerProcess = await launchServer(options);
  try {
    let headers = await signIn(server.url);
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const running = writes.run(server.url, headers, WRITERS);
      await pause(100 + Math.random() * 700);
      await server.kill();
      await running;
      if (options.dataDir)
        expect(existsSync(path.join(options.dataDir, 'tawazun.lock')), 'a killed server leaves its lock behind').toBe(
          true,
        );
      server = await launchServer(options);
      // The session of before the crash still works: it was acknowledged too.
      const missing = await writes.missing(server.url, headers);
      expect(missing, `cycle ${cycle}: acknowledged writes lost or changed [id, acknowledged, found]`).toEqual([]);
      if (cycle % 5 === 4) headers = await signIn(server.url);
    }
    expect(server.output()).not.toMatch(/failed to start|unexpected failure/);
    return { acknowledged: writes.acknowledged, cycles: CYCLES };
  } finally {
    await server.stop();
  }
}

// The two databases' runs are independent (own server, own data): they run side by side.
describe.concurrent('crash safety: SIGKILL while writing', () => {
  it(
    `PGlite keeps every acknowledged write through ${CYCLES} kills`,
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-crash-'));
      try {
        const { acknowledged } = await crashCycles({ dataDir });
        console.log(`[crash] PGlite: ${CYCLES} kills, ${acknowledged} acknowledged writes checked after each restart`);
        expect(acknowledged).toBeGreaterThan(CYCLES);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    TIMEOUT_MS,
  );

  it.skipIf(!pgAvailable)(
    `PostgreSQL keeps every acknowledged write through ${CYCLES} kills`,
    async () => {
      const database = await scratchDatabase('tawazun_crash');
      try {
        const { acknowledged } = await crashCycles({ databaseUrl: database.url });
        console.log(
          `[crash] PostgreSQL: ${CYCLES} kills, ${acknowledged} acknowledged writes checked after each restart`,
        );
        expect(acknowledged).toBeGreaterThan(CYCLES);
      } finally {
        await database.drop();
      }
    },
    TIMEOUT_MS,
  );
});
