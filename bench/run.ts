// `npm run bench`: every scenario of the benchmark, ours beside its reference in the same run,
// a table with PASS/MISS per target, and bench/results.json. `--quick` runs each scenario
// briefly (a sanity check of the harness, not figures to quote). `--only list` runs the list
// throughput scenario alone (ours on both databases, json-server, the bare route), to iterate on it;
// `--only estimation` the 50,000-row workbook scenario alone (ours beside the bare ExcelJS read);
// `--only wire` what a browser downloads and paints, and Lighthouse's scores, alone
// (`BENCH_LIGHTHOUSE=0` leaves Lighthouse out).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchServer, type ServerProcess } from '../tests/reliability/support/serverProcess';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../tests/reliability/support/postgres';
import { measureEstimation, type EstimationFigures } from './estimation';
import { measureEmployeePage } from './employeesScenario';
import { SEARCH, checkSameAnswer, measureJsonServer, measureOurs, ourListPath } from './listScenario';
import { mb, round, throughput, type Latency, type Throughput } from './measure';
import { startBareFastify, startJsonServer } from './references';
import { printTable, writeResults, type Row } from './report';
import { seedDatabase } from './seedDatabase';
import { ownerHeaders } from './session';
import { wireScenario } from './wireScenario';

const quick = process.argv.includes('--quick');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
const ALONE = ['list', 'estimation', 'wire'];
if (only !== undefined && !ALONE.includes(only)) throw new Error(`--only ${only}: the scenarios that run alone are ${ALONE.map((a) => `"${a}"`).join(', ')}`);
const listOnly = only === 'list';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 10));
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? (quick ? 40 : 400));

const rps = (t: Throughput) => `${t.requestsPerSecond} req/s, p97.5 ${t.p97_5Ms} ms${t.serverCpuMsPerRequest ? `, ${t.serverCpuMsPerRequest} ms CPU/req` : ''}${t.failures ? `, ${t.failures} FAILED` : ''}`;
const times = (a: number, b: number) => `${round(a / b, 2)}x`;
const lat = (l: Latency) => `p50 ${l.p50Ms} ms, p95 ${l.p95Ms} ms${l.failures ? `, ${l.failures} FAILED` : ''}`;
const settle = () => new Promise((r) => setTimeout(r, 3000));

interface OursFigures {
  searched: Throughput;
  sorted: Throughput;
  /** Absent with `--only list`. */
  employees?: Latency;
  coldStartMs: number;
  idleRssMb: number;
  afterRssMb?: number;
}

/** Our server on one database: cold start on the prepared data, idle memory, the list and employee scenarios. */
async function measureServer(server: ServerProcess, staffed: number[]): Promise<OursFigures> {
  await settle();
  const idleRssMb = mb(server.memory().rss);
  const headers = await ownerHeaders(server.url);
  const searched = await measureOurs(server.url, headers, true, SECONDS, server.pid);
  const sorted = await measureOurs(server.url, headers, false, SECONDS, server.pid);
  const employees = listOnly ? undefined : await measureEmployeePage(server.url, headers, staffed, SAMPLES);
  return { searched, sorted, employees, coldStartMs: Math.round(server.startedInMs), idleRssMb };
}

/** The workbook scenario's lines: time, ratio to the bare ExcelJS read, peak memory. */
function estimationRows(estimation: EstimationFigures): Row[] {
  const workbook = `Workbook of ${estimation.rows.toLocaleString('en')} rows (${estimation.fileMb} MB): upload + report (PGlite)`;
  return [
    {
      scenario: `${workbook}, time`,
      ours: `${estimation.ours.ms} ms (AddFile ${estimation.ours.uploadMs} ms, report ${estimation.ours.reportMs} ms; ${estimation.ours.cpuMs} ms CPU)`,
      reference: `bare ExcelJS read ${estimation.bare.ms} ms (${estimation.bare.cpuMs} ms CPU)`,
      ratio: `${estimation.ratio}x (CPU ${estimation.cpuRatio}x)`,
      target: { name: 'workbook report time', value: round(estimation.ours.ms / 1000, 2), limit: 2, kind: 'max', unit: ' s' },
    },
    {
      scenario: `${workbook}, vs the bare read`,
      ours: `${estimation.ratio}x the bare read`,
      target: { name: 'workbook report vs bare ExcelJS read', value: estimation.ratio, limit: 1.5, kind: 'max', unit: 'x' },
    },
    {
      scenario: `${workbook}, peak memory`,
      ours: `${estimation.ours.peakAboveIdleMb} MB above idle (${estimation.ours.idleMb} MB idle)`,
      reference: `bare read ${estimation.bare.peakAboveIdleMb} MB above idle`,
      target: { name: 'workbook report peak RSS above idle', value: estimation.ours.peakAboveIdleMb, limit: 300, kind: 'max', unit: ' MB' },
    },
  ];
}

/** `--only estimation`: the workbook scenario alone, its figures in bench/results-estimation.json. */
async function estimationOnly() {
  const workbookRows = quick ? 5_000 : 50_000;
  console.log(`[bench] workbook report alone: ${workbookRows.toLocaleString('en')} generated rows, upload and report beside a bare ExcelJS streaming read`);
  const estimation = await measureEstimation(workbookRows, quick ? 1 : 3);
  const rows = estimationRows(estimation);
  printTable(rows);
  const file = writeResults(rows, { estimation }, { quick, only }, 'results-estimation.json');
  console.log(`[bench] figures written to ${path.relative(process.cwd(), file)}`);
}

/** `--only wire`: the browser's figures and Lighthouse's alone, in bench/results-wire.json. */
async function wireOnly() {
  const { rows, figures } = await wireScenario();
  printTable(rows);
  const file = writeResults(rows, figures, { only }, 'results-wire.json');
  console.log(`[bench] figures written to ${path.relative(process.cwd(), file)}`);
}

async function main() {
  if (only === 'estimation') return estimationOnly();
  if (only === 'wire') return wireOnly();
  const work = await mkdtemp(path.join(os.tmpdir(), 'tawazun-bench-'));
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {};
  let database: ScratchDatabase | undefined;
  try {
    console.log(`[bench] ${SECONDS} s per throughput run, ${SAMPLES} latency samples${quick ? ' (quick)' : ''}`);
    const dataDir = path.join(work, 'data');
    console.log('[bench] preparing PGlite data: 10,000 departments, 100,000 employees');
    const { staffedDepartments } = await seedDatabase(dataDir);

    console.log('[bench] PGlite: cold start on the prepared data folder, then the scenarios');
    const lite = await launchServer({ dataDir });
    const liteHeaders = await ownerHeaders(lite.url);
    const records = JSON.parse(Buffer.from(await (await fetch(`${lite.url}/api/DepartmentAPI/GetAll`, { headers: liteHeaders })).arrayBuffer()).toString()) as unknown[];
    const jsonServer = await startJsonServer(work, records);
    const page = await checkSameAnswer(lite.url, liteHeaders, jsonServer, true);
    await checkSameAnswer(lite.url, liteHeaders, jsonServer, false);
    const bare = await startBareFastify(work, page.body, page.total ?? '0');

    console.log('[bench] references: json-server 0.17 and a bare Fastify route');
    const jsonSearched = await measureJsonServer(jsonServer, true, SECONDS);
    const jsonSorted = await measureJsonServer(jsonServer, false, SECONDS);
    const ceiling = await throughput(`${bare.url}/api/DepartmentAPI/GetAll`, { seconds: SECONDS, pid: bare.pid });
    await jsonServer.stop();
    await bare.stop();

    const liteFigures = await measureServer(lite, staffedDepartments);
    liteFigures.afterRssMb = mb(lite.memory().rss);
    await lite.stop();
    figures.pglite = liteFigures;
    figures.jsonServer = { searched: jsonSearched, sorted: jsonSorted };
    figures.bareFastify = ceiling;
    figures.records = records.length;

    let pgFigures: OursFigures | undefined;
    if (await postgresReachable()) {
      database = await scratchDatabase('tawazun_bench');
      console.log('[bench] PostgreSQL: preparing the same data');
      await seedDatabase(database.url);
      const server = await launchServer({ databaseUrl: database.url });
      pgFigures = await measureServer(server, staffedDepartments);
      pgFigures.afterRssMb = mb(server.memory().rss);
      await server.stop();
      figures.postgres = pgFigures;
    } else {
      console.warn('[bench] no PostgreSQL answers at TEST_DATABASE_URL: its scenarios are skipped');
    }

    const search = `search "${SEARCH}", sort by name`;
    rows.push(
      { scenario: `Departments page of 10,000, ${search}: json-server 0.17`, ours: '', reference: rps(jsonSearched) },
      { scenario: 'Same bytes from a bare Fastify route (framework ceiling)', ours: '', reference: rps(ceiling) },
      {
        scenario: `Departments page of 10,000, ${search} (PGlite)`,
        ours: rps(liteFigures.searched),
        reference: `json-server ${jsonSearched.requestsPerSecond} req/s`,
        ratio: times(liteFigures.searched.requestsPerSecond, jsonSearched.requestsPerSecond),
        target: { name: 'list throughput vs json-server, PGlite', value: round(liteFigures.searched.requestsPerSecond / jsonSearched.requestsPerSecond, 2), limit: 5, kind: 'min', unit: 'x' },
      },
    );
    if (pgFigures) {
      rows.push({
        scenario: `Departments page of 10,000, ${search} (PostgreSQL)`,
        ours: rps(pgFigures.searched),
        reference: `json-server ${jsonSearched.requestsPerSecond} req/s`,
        ratio: times(pgFigures.searched.requestsPerSecond, jsonSearched.requestsPerSecond),
        target: { name: 'list throughput vs json-server, PostgreSQL', value: round(pgFigures.searched.requestsPerSecond / jsonSearched.requestsPerSecond, 2), limit: 10, kind: 'min', unit: 'x' },
      });
    }
    rows.push({
      scenario: 'Departments page of 10,000, sort only (PGlite)',
      ours: rps(liteFigures.sorted),
      reference: `json-server ${jsonSorted.requestsPerSecond} req/s`,
      ratio: times(liteFigures.sorted.requestsPerSecond, jsonSorted.requestsPerSecond),
    });
    if (pgFigures) {
      rows.push({
        scenario: 'Departments page of 10,000, sort only (PostgreSQL)',
        ours: rps(pgFigures.sorted),
        reference: `json-server ${jsonSorted.requestsPerSecond} req/s`,
        ratio: times(pgFigures.sorted.requestsPerSecond, jsonSorted.requestsPerSecond),
      });
    }
    if (!listOnly && liteFigures.employees) {
      const workbookRows = quick ? 5_000 : 50_000;
      console.log(`[bench] workbook report: ${workbookRows.toLocaleString('en')} generated rows, upload and report beside a bare ExcelJS streaming read`);
      const estimation = await measureEstimation(workbookRows, quick ? 1 : 3);
      figures.estimation = estimation;
      const wire = await wireScenario();
      figures.wire = wire.figures;

      rows.push({
        scenario: 'Employees of 100,000: department + status filter, by last name, with total (PGlite)',
        ours: lat(liteFigures.employees),
        target: { name: 'employees page p95, PGlite', value: liteFigures.employees.p95Ms, limit: 40, kind: 'max', unit: ' ms' },
      });
      if (pgFigures?.employees) {
        rows.push({
          scenario: 'Employees of 100,000: department + status filter, by last name, with total (PostgreSQL)',
          ours: lat(pgFigures.employees),
          target: { name: 'employees page p95, PostgreSQL', value: pgFigures.employees.p95Ms, limit: 20, kind: 'max', unit: ' ms' },
        });
      }
      rows.push(
        ...estimationRows(estimation),
        {
          scenario: 'Cold start to healthy, existing PGlite data folder',
          ours: `${liteFigures.coldStartMs} ms`,
          target: { name: 'cold start', value: round(liteFigures.coldStartMs / 1000, 2), limit: 3, kind: 'max', unit: ' s' },
        },
        {
          scenario: 'Server RSS idle (PGlite)',
          ours: `${liteFigures.idleRssMb} MB idle, ${liteFigures.afterRssMb} MB after the scenarios`,
          target: { name: 'idle RSS, PGlite', value: liteFigures.idleRssMb, limit: 600, kind: 'max', unit: ' MB' },
        },
      );
      if (pgFigures) {
        rows.push({ scenario: 'Cold start and RSS (PostgreSQL)', ours: `${pgFigures.coldStartMs} ms; ${pgFigures.idleRssMb} MB idle, ${pgFigures.afterRssMb} MB after` });
      }
      rows.push(...wire.rows);
    }
    printTable(rows);
    // A partial run keeps the full run's file.
    const file = writeResults(rows, figures, { seconds: SECONDS, samples: SAMPLES, quick, only, listPath: ourListPath(true) }, listOnly ? 'results-list.json' : 'results.json');
    console.log(`[bench] figures written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await database?.drop().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
