import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, launchServer, ROOT } from '../tools/harness/serverProcess';
import { departmentSave } from './freshScenario';
import { answer } from './listScenario';
import { latenciesInTurn, type Latency } from './measure';
import { startChild, type Reference } from './references';
import { ownerHeaders } from './session';

export interface Statement {
  text: string;
  values: unknown[];
}

/** What our server sent to PostgreSQL: on each new connection, for a department's save, for the page read after it. */
export interface Captured {
  setup: Statement[];
  write: Statement[];
  read: Statement[];
  /** The page's records and total as our server answered them, which the floor must answer too. */
  ids: number[];
  total: string | null;
}

const SETUP = /\bset_config\(/i;
const NOTIFICATIONS = /^\s*(un)?listen\b/i;
const READ = /^\s*select\b/i;
const pause = () => new Promise((r) => setTimeout(r, 300));

/**
 * One of our servers on `databaseUrl`, its driver's statements captured (captureStatements.mjs),
 * saves a department and reads `pagePath` once: the statements of each, in the order sent.
 * Drizzle writes the same SQL for PGlite, which the PGlite floor runs.
 */
export async function captureStatements(databaseUrl: string, pagePath: string, workDir: string): Promise<string> {
  const file = path.join(workDir, 'captured.jsonl');
  writeFileSync(file, '');
  const preload = pathToFileURL(path.join(ROOT, 'bench', 'captureStatements.mjs')).href;
  const server = await launchServer({
    databaseUrl,
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`, BENCH_CAPTURE: file },
  });
  const lines = () => readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const statements = (from: number, to: number) =>
    lines()
      .slice(from, to)
      .map((line) => JSON.parse(line) as Statement);
  try {
    const headers = await ownerHeaders(server.url);
    const save = await departmentSave(server.url, headers);
    // Once before: whatever a first request loads (the session's grants, a new connection) is not the floor's.
    await save();
    await answer(server.url + pagePath, headers);
    await pause();
    const before = lines().length;
    await save();
    await pause();
    const saved = lines().length;
    const page = await answer(server.url + pagePath, headers);
    await pause();
    const all = statements(0, lines().length);
    const captured: Captured = {
      setup: all.filter((s) => SETUP.test(s.text)).slice(0, 1),
      write: statements(before, saved).filter((s) => !SETUP.test(s.text) && !NOTIFICATIONS.test(s.text)),
      read: statements(saved, lines().length).filter((s) => READ.test(s.text) && !SETUP.test(s.text)),
      ids: page.ids,
      total: page.total,
    };
    if (captured.read.length === 0 || captured.write.length === 0)
      throw new Error(`the save or the page read sent nothing: ${JSON.stringify(captured)}`);
    const out = path.join(workDir, 'floor-statements.json');
    writeFileSync(out, JSON.stringify(captured, null, 2));
    return out;
  } finally {
    await server.stop();
  }
}

/** The floor server (floorServer.ts) on a PGlite folder or a PostgreSQL database, checked to answer our page. */
export async function startFloor(target: string, statementsFile: string): Promise<Reference> {
  const port = await freePort();
  const floor = await startChild(
    ['--import', 'tsx', path.join(ROOT, 'bench', 'floorServer.ts'), String(port), target, statementsFile],
    `http://127.0.0.1:${port}`,
    '/read',
  );
  const { ids, total } = JSON.parse(readFileSync(statementsFile, 'utf8')) as Captured;
  const theirs = await answer(`${floor.url}/read`);
  if (theirs.ids.join() !== ids.join() || theirs.total !== total) {
    await floor.stop();
    throw new Error(
      `the floor answers another page: ours ${total} [${ids.join()}], floor ${theirs.total} [${theirs.ids}]`,
    );
  }
  return floor;
}

/**
 * Rounds of both untimed before sampling: after 20, V8 had not yet optimised all of our server's
 * request path (a framework, Zod, drizzle) as it had the floor's few lines: ours was 1.21-1.27x
 * the floor on PostgreSQL then, 1.15-1.16x after 300 rounds (in turn, two runs of each).
 */
const WARM_ROUNDS = 200;

/**
 * Our first read after a write and the floor's, both servers up, sampled in turn in one loop (a
 * save untimed, then the page; ours, then the floor, then the floor first), so a load that comes
 * and goes on the machine weighs on both alike; both warmed alike first.
 */
export async function afterWriteBesideFloor(
  ours: { url: string; headers: Record<string, string> },
  floor: Reference,
  pagePath: string,
  samples: number,
): Promise<{ ours: Latency; floor: Latency }> {
  const floorSave = async () => {
    const res = await fetch(`${floor.url}/write`, { method: 'POST' });
    if (!res.ok) throw new Error(`floor save failed: ${res.status} ${await res.text()}`);
  };
  const [mine, theirs] = await latenciesInTurn(
    [
      { url: ours.url + pagePath, headers: ours.headers, before: await departmentSave(ours.url, ours.headers) },
      { url: `${floor.url}/read`, before: floorSave },
    ],
    samples,
    WARM_ROUNDS,
  );
  return { ours: mine, floor: theirs };
}
