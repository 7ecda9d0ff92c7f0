// The workforce plan's tree and summary for an organisation of 1,000 structure elements, 100,000
// employees and 200 workbooks, on PGlite and on PostgreSQL (when reachable), each printed beside
// its target (p95 <= 200 ms on PGlite, <= 100 ms on PostgreSQL), and the page of its people without
// a job title beside the employee page's (p95 <= 10 ms); and four organisation-wide scenarios
// compared with the plan of record there, against the tree's targets.
// Usage: node --import tsx bench/planScenario.ts [--quick]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { postgresReachable, scratchDatabase } from '../tools/harness/postgres';
import { printTable, type Row } from './report';
import { verdict, type Target } from './targets';
import { PATHS } from './paths';
import type { ScenarioElement, ScenarioPick } from '@domain/workforcePlan/scenarios';
import { PLAN_OWNER, seedOrganisation } from './planSeed';

const quick = process.argv.includes('--quick');
const SAMPLES = Number(process.env.PLAN_SAMPLES ?? (quick ? 30 : 200));

/** One address's timings: the first read (nothing kept yet), then p50 and p95 of SAMPLES reads. */
type Timed = Record<'firstMs' | 'p50' | 'p95' | 'bytes', number>;

/** The people without a job title, a page of them as the "No job title" link opens the list. */
const UNTITLED_PAGE = `${PATHS.employees}?_page=1&_perPage=25&_sort=lastName&_order=ASC&designationId=none&status=active`;

/**
 * The tree, the summary and the "No job title" page, each read once cold and then SAMPLES times in
 * a row (the plan is figured once and kept while its rows stay the same: the first read is the
 * query work, the rest the reading of what was kept).
 */
async function measurePlan(
  database: Database,
): Promise<{ tree: Timed; summary: Timed; untitled: Timed; compared: Timed; elements: number }> {
  const app = await buildApp({
    database,
    auth: { jwtSecret: 'plan-bench-secret-that-is-long-enough!!', accessTokenTtl: 3600, refreshTokenTtl: 3600 },
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: PATHS.signIn,
    payload: { username: PLAN_OWNER.email, password: PLAN_OWNER.password },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const timed = async (url: string): Promise<Timed & { body: string }> => {
    const get = () => app.inject({ method: 'GET', url, headers });
    const started = performance.now();
    const first = await get();
    const firstMs = Math.round((performance.now() - started) * 10) / 10;
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body.slice(0, 200)}`);
    for (let i = 0; i < 5; i++) await get();
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      await get();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
    return { firstMs, p50: at(0.5), p95: at(0.95), bytes: first.rawPayload.length, body: first.body };
  };
  try {
    const tree = await timed(PATHS.planTree);
    const summary = await timed(PATHS.planSummary);
    const untitled = await timed(UNTITLED_PAGE);
    const compared = await timed(await fourScenarios(app, headers));
    const count = (n: { children: unknown[] }): number =>
      1 + (n.children as Array<{ children: unknown[] }>).reduce((s, c) => s + count(c), 0);
    return { tree, summary, untitled, compared, elements: count(JSON.parse(tree.body).root) - 1 };
  } finally {
    await app.close();
  }
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Four scenarios as a planner makes them: each picks the customised copy for a different half of the
 * elements that have one (the rest keep their plan of record); answers the comparison's address.
 */
async function fourScenarios(app: App, headers: Record<string, string>): Promise<string> {
  const drafts = await app.inject({ method: 'GET', url: PATHS.scenarioDrafts, headers });
  if (drafts.statusCode !== 200) throw new Error(`scenario drafts: ${drafts.statusCode} ${drafts.body.slice(0, 200)}`);
  const elements = (drafts.json() as ScenarioElement[]).filter((e) => e.workbooks.some((w) => w.customised));
  const ids: number[] = [];
  for (let k = 0; k < 4; k++) {
    const picks: ScenarioPick[] = elements
      .filter((_, i) => (i + k) % 4 < 2)
      .flatMap((e) =>
        e.workbooks
          .filter((w) => w.customised)
          .slice(0, 1)
          .map((w) => ({ kind: e.kind, id: e.id, fileId: w.fileId })),
      );
    const made = await app.inject({
      method: 'POST',
      url: PATHS.scenarios,
      headers,
      payload: { name: `Bench scenario ${k + 1}`, picks },
    });
    if (made.statusCode !== 200) throw new Error(`scenario ${k + 1}: ${made.statusCode} ${made.body.slice(0, 200)}`);
    ids.push((made.json() as { data: { id: number } }).data.id);
  }
  return `${PATHS.compareScenarios}?ids=${ids.join(',')}`;
}

const SCALE = '1,000 elements, 100,000 employees, 200 workbooks';

/** A row of one address, its p95 against the limit. */
function planRow(what: string, kind: string, figures: Timed, limit: number): Row {
  const target: Target = { name: `${what} p95 (${kind})`, value: figures.p95, limit, kind: 'max', unit: ' ms' };
  console.log(
    `[bench] ${what} on ${kind}: ${figures.bytes} bytes, first ${figures.firstMs} ms, p50 ${figures.p50} ms, p95 ${figures.p95} ms: ${verdict(target)}`,
  );
  return {
    scenario: `${what}: ${SCALE} (${kind})`,
    ours: `p95 ${figures.p95} ms (p50 ${figures.p50} ms, first read ${figures.firstMs} ms, ${SAMPLES} requests)`,
    target,
  };
}

/** The employee page's target (bench/listRows): the "No job title" page is one of its pages. */
const EMPLOYEE_PAGE_P95_MS = 10;

async function scenario(kind: 'PGlite' | 'PostgreSQL', limit: number): Promise<Row[]> {
  let database: Database;
  let cleanup: () => Promise<void>;
  if (kind === 'PGlite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-plan-bench-'));
    database = await openPglite({ dataDir: path.join(dir, 'pgdata') });
    cleanup = async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    };
  } else {
    if (!(await postgresReachable())) return [];
    const scratch = await scratchDatabase('tawazun_plan_bench');
    database = await openPostgres(scratch.url);
    cleanup = async () => {
      await database.close();
      await scratch.drop();
    };
  }
  try {
    const seeding = performance.now();
    await seedOrganisation(database);
    console.log(`[bench] plan organisation on ${kind} seeded in ${Math.round(performance.now() - seeding)} ms`);
    const figures = await measurePlan(database);
    console.log(`[bench] plan tree on ${kind}: ${figures.elements} elements`);
    return [
      planRow('Workforce plan tree', kind, figures.tree, limit),
      planRow('Workforce plan summary', kind, figures.summary, limit),
      planRow('Employees without a job title, page 1', kind, figures.untitled, EMPLOYEE_PAGE_P95_MS),
      planRow('Four scenarios compared with the plan of record', kind, figures.compared, limit),
    ];
  } finally {
    await cleanup();
  }
}

export async function planRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [kind, limit] of [
    ['PGlite', 200],
    ['PostgreSQL', 100],
  ] as const) {
    if (process.env.PLAN_ONLY && process.env.PLAN_ONLY !== kind) continue;
    rows.push(...(await scenario(kind, limit)));
  }
  return rows;
}

if (process.argv[1]?.endsWith('planScenario.ts')) {
  planRows()
    .then((rows) => console.log(printTable(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
