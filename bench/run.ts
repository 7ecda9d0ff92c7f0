// `npm run bench`: every scenario of the benchmark, ours beside its reference in the same run,
// a table with PASS/MISS per target, and bench/results.json. `--quick` runs each scenario
// briefly (a sanity check of the harness, not figures to quote). `--only list` runs the list
// scenarios alone (distinct and repeated department pages and the employee page, ours on both
// databases, json-server, the bare route), to iterate on them;
// `--only estimation` the 50,000-row workbook scenario alone (ours beside the bare ExcelJS read);
// `--only import` the 10,000-employee import alone (PGlite and PostgreSQL);
// `--only wire` what a browser downloads and paints, and Lighthouse's scores, alone
// (`BENCH_LIGHTHOUSE=0` leaves Lighthouse out); `--only start` five cold starts on the prepared
// PGlite folder and their idle memory; `--only after-write` the first read after a write alone,
// ours on both databases beside its floor and json-server.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../tools/harness/postgres';
import { measureEstimation, type EstimationFigures } from './estimation';
import { measureEmployeePage } from './employeesScenario';
import { checkSamePages, distinctPages, readAfterWrite, streamThroughput, type PagePair } from './freshScenario';
import {
  SEARCH,
  checkSameAnswer,
  jsonServerListPath,
  measureJsonServer,
  measureOurs,
  ourListPath,
} from './listScenario';
import { latency, mb, round, throughput } from './measure';
import { startBareFastify, startJsonServer } from './references';
import { afterWriteRows, listRows, type OursFigures } from './listRows';
import { afterWriteBesideFloor, captureStatements, startFloor } from './floorScenario';
import { printTable, writeResults, type Row } from './report';
import { seedDatabase } from './seedDatabase';
import { ownerHeaders } from './session';
import { measureStarts, startMeasured, startRows, type Started } from './startScenario';
import { wireScenario } from './wireScenario';
import { planRows } from './planScenario';
import { importRows } from './importScenario';
import { PATHS } from './paths';

const quick = process.argv.includes('--quick');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
const ALONE = ['list', 'estimation', 'wire', 'start', 'plan', 'import', 'after-write'];
if (only !== undefined && !ALONE.includes(only))
  throw new Error(`--only ${only}: the scenarios that run alone are ${ALONE.map((a) => `"${a}"`).join(', ')}`);
const listOnly = only === 'list';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 10));
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? (quick ? 40 : 400));

/** Our server on one database, started and settled before any request: the list and employee scenarios. */
async function measureServer(
  { server, coldStartMs, idleRssMb }: Started,
  staffed: number[],
  pages: PagePair[],
  floor: FloorSetting | undefined,
): Promise<OursFigures> {
  const headers = await ownerHeaders(server.url);
  const fresh = await streamThroughput(
    server.url,
    pages.map((p) => p.ours),
    { headers, seconds: SECONDS, pid: server.pid },
  );
  const searched = await measureOurs(server.url, headers, true, SECONDS, server.pid);
  const sorted = await measureOurs(server.url, headers, false, SECONDS, server.pid);
  const employees = await measureEmployeePage(server.url, headers, staffed, SAMPLES);
  const afterWrite = await measureAfterWrite(server.url, headers, floor);
  return { searched, sorted, fresh, ...afterWrite, employees, coldStartMs, idleRssMb };
}

/** Where a floor of the first read after a write runs: the statements captured from our server, on this database or PGlite folder. */
interface FloorSetting {
  statements: string;
  target: string;
}

/**
 * The floors' settings, made before any server of ours is measured: the statements our PostgreSQL
 * server sends for the save and the page (captured from a server of their own), to be run by a
 * bare Node server on the same database and on a copy of the PGlite folder (PGlite opens a folder
 * from one process only), so that each floor runs beside ours. Without PostgreSQL there is nothing
 * to capture and no floor.
 */
async function prepareFloors(
  work: string,
  dataDir: string,
  database: ScratchDatabase | undefined,
): Promise<{ pglite?: FloorSetting; postgres?: FloorSetting }> {
  if (!database) {
    console.warn('[bench] no PostgreSQL answers at TEST_DATABASE_URL: no floor to measure');
    return {};
  }
  console.log('[bench] floors: the statements of a save and of the page read after it, from a bare Node server');
  const statements = await captureStatements(database.url, ourListPath(true), work);
  const floorDir = path.join(work, 'floor-data');
  await cp(dataDir, floorDir, { recursive: true });
  return { pglite: { statements, target: floorDir }, postgres: { statements, target: database.url } };
}

/** Our first read after a write on a started server: sampled in turn with its floor's when there is one. */
async function measureAfterWrite(
  url: string,
  headers: Record<string, string>,
  floor: FloorSetting | undefined,
): Promise<Pick<OursFigures, 'afterWrite' | 'floor'>> {
  const samples = Math.min(SAMPLES, 200);
  if (!floor) return { afterWrite: await readAfterWrite(url, headers, ourListPath(true), samples) };
  const server = await startFloor(floor.target, floor.statements);
  try {
    const both = await afterWriteBesideFloor({ url, headers }, server, ourListPath(true), samples);
    return { afterWrite: both.ours, floor: both.floor };
  } finally {
    await server.stop();
  }
}

/** A scratch PostgreSQL database seeded as the PGlite folder is, or none when PostgreSQL does not answer. */
async function seededPostgres(): Promise<ScratchDatabase | undefined> {
  if (!(await postgresReachable())) return undefined;
  const database = await scratchDatabase('tawazun_bench');
  console.log('[bench] PostgreSQL: preparing the same data');
  await seedDatabase(database.url);
  return database;
}

/** `--only after-write`: the first read after a write on both databases, beside its floor and json-server. */
async function afterWriteOnly() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'tawazun-bench-'));
  let database: ScratchDatabase | undefined;
  try {
    const dataDir = path.join(work, 'data');
    console.log('[bench] preparing PGlite data: 10,000 departments, 100,000 employees');
    await seedDatabase(dataDir);
    database = await seededPostgres();
    const floors = await prepareFloors(work, dataDir, database);
    const { server: lite } = await startMeasured({ dataDir });
    const liteHeaders = await ownerHeaders(lite.url);
    const records = (await (
      await fetch(`${lite.url}${PATHS.departments}`, { headers: liteHeaders })
    ).json()) as unknown[];
    const jsonServer = await startJsonServer(work, records);
    await checkSameAnswer(lite.url, liteHeaders, jsonServer, true);
    const read = await latency([jsonServer.url + jsonServerListPath(true)], {}, Math.min(SAMPLES, 200));
    await jsonServer.stop();
    // The other figures of OursFigures belong to the whole list scenario; this one leaves them out.
    const measured: Array<{ name: 'PGlite' | 'PostgreSQL'; figures: OursFigures }> = [
      { name: 'PGlite', figures: (await measureAfterWrite(lite.url, liteHeaders, floors.pglite)) as OursFigures },
    ];
    await lite.stop();
    if (database) {
      const { server } = await startMeasured({ databaseUrl: database.url });
      const headers = await ownerHeaders(server.url);
      measured.push({
        name: 'PostgreSQL',
        figures: (await measureAfterWrite(server.url, headers, floors.postgres)) as OursFigures,
      });
      await server.stop();
    }
    printTable(measured.flatMap(({ name, figures }) => afterWriteRows(name, figures, read)));
  } finally {
    await database?.drop().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
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
      target: {
        name: 'workbook report time',
        value: round(estimation.ours.ms / 1000, 2),
        limit: 1,
        kind: 'max',
        unit: ' s',
      },
    },
    {
      scenario: `${workbook}, vs the bare read`,
      ours: `${estimation.ratio}x the bare read`,
      target: {
        name: 'workbook report vs bare ExcelJS read',
        value: estimation.ratio,
        limit: 1.5,
        kind: 'max',
        unit: 'x',
      },
    },
    {
      scenario: `${workbook}, peak memory`,
      ours: `${estimation.ours.peakAboveIdleMb} MB above idle (${estimation.ours.idleMb} MB idle)`,
      reference: `bare read ${estimation.bare.peakAboveIdleMb} MB above idle`,
      target: {
        name: 'workbook report peak RSS above idle',
        value: estimation.ours.peakAboveIdleMb,
        limit: 300,
        kind: 'max',
        unit: ' MB',
      },
    },
  ];
}

/** `--only estimation`: the workbook scenario alone, its figures in bench/results-estimation.json. */
async function estimationOnly() {
  const workbookRows = quick ? 5_000 : 50_000;
  console.log(
    `[bench] workbook report alone: ${workbookRows.toLocaleString('en')} generated rows, upload and report beside a bare ExcelJS streaming read`,
  );
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

/** `--only start`: cold starts on the prepared PGlite folder alone, in bench/results-start.json. */
async function startOnly() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'tawazun-bench-'));
  try {
    const dataDir = path.join(work, 'data');
    console.log('[bench] preparing PGlite data: 10,000 departments, 100,000 employees');
    await seedDatabase(dataDir);
    const starts = await measureStarts(dataDir, quick ? 2 : 5);
    const rows = startRows(
      starts,
      ` (median of ${starts.runs.length}: ${starts.runs.map((r) => `${r.coldStartMs} ms / ${r.idleRssMb} MB`).join(', ')})`,
    );
    printTable(rows);
    const file = writeResults(rows, { starts }, { quick, only }, 'results-start.json');
    console.log(`[bench] figures written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function main() {
  if (only === 'estimation') return estimationOnly();
  if (only === 'plan') return printTable(await planRows());
  if (only === 'import') return printTable(await importRows());
  if (only === 'wire') return wireOnly();
  if (only === 'start') return startOnly();
  if (only === 'after-write') return afterWriteOnly();
  const work = await mkdtemp(path.join(os.tmpdir(), 'tawazun-bench-'));
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {};
  let database: ScratchDatabase | undefined;
  try {
    console.log(`[bench] ${SECONDS} s per throughput run, ${SAMPLES} latency samples${quick ? ' (quick)' : ''}`);
    const dataDir = path.join(work, 'data');
    console.log('[bench] preparing PGlite data: 10,000 departments, 100,000 employees');
    const { staffedDepartments } = await seedDatabase(dataDir);
    database = await seededPostgres();
    const floors = await prepareFloors(work, dataDir, database);

    console.log('[bench] PGlite: cold start on the prepared data folder, then the scenarios');
    const liteStart = await startMeasured({ dataDir });
    const lite = liteStart.server;
    const liteHeaders = await ownerHeaders(lite.url);
    const records = JSON.parse(
      Buffer.from(
        await (await fetch(`${lite.url}${PATHS.departments}`, { headers: liteHeaders })).arrayBuffer(),
      ).toString(),
    ) as unknown[];
    const jsonServer = await startJsonServer(work, records);
    const page = await checkSameAnswer(lite.url, liteHeaders, jsonServer, true);
    await checkSameAnswer(lite.url, liteHeaders, jsonServer, false);
    const pages = distinctPages();
    await checkSamePages(lite.url, liteHeaders, jsonServer, pages);
    const bare = await startBareFastify(work, page.body, page.total ?? '0');

    console.log('[bench] references: json-server 0.17 and a bare Fastify route');
    const jsonFigures = {
      fresh: await streamThroughput(
        jsonServer.url,
        pages.map((p) => p.theirs),
        { seconds: SECONDS, pid: jsonServer.pid },
      ),
      searched: await measureJsonServer(jsonServer, true, SECONDS),
      sorted: await measureJsonServer(jsonServer, false, SECONDS),
      read: await latency([jsonServer.url + jsonServerListPath(true)], {}, Math.min(SAMPLES, 200)),
    };
    const ceiling = await throughput(`${bare.url}${PATHS.departments}`, { seconds: SECONDS, pid: bare.pid });
    await jsonServer.stop();
    await bare.stop();

    const liteFigures = await measureServer(liteStart, staffedDepartments, pages, floors.pglite);
    liteFigures.afterRssMb = mb(lite.memory().rss);
    await lite.stop();
    figures.pglite = liteFigures;
    figures.jsonServer = jsonFigures;
    figures.bareFastify = ceiling;
    figures.records = records.length;

    let pgFigures: OursFigures | undefined;
    if (database) {
      const pgStart = await startMeasured({ databaseUrl: database.url });
      pgFigures = await measureServer(pgStart, staffedDepartments, pages, floors.postgres);
      pgFigures.afterRssMb = mb(pgStart.server.memory().rss);
      await pgStart.server.stop();
      figures.postgres = pgFigures;
    }

    rows.push(
      ...listRows({ jsonServer: jsonFigures, ceiling, pglite: liteFigures, postgres: pgFigures, search: SEARCH }),
    );
    if (!listOnly) {
      const workbookRows = quick ? 5_000 : 50_000;
      console.log(
        `[bench] workbook report: ${workbookRows.toLocaleString('en')} generated rows, upload and report beside a bare ExcelJS streaming read`,
      );
      const estimation = await measureEstimation(workbookRows, quick ? 1 : 3);
      figures.estimation = estimation;
      const wire = await wireScenario();
      figures.wire = wire.figures;

      rows.push(...estimationRows(estimation), ...startRows(liteFigures));
      if (pgFigures) {
        rows.push({
          scenario: 'Cold start and RSS (PostgreSQL)',
          ours: `${pgFigures.coldStartMs} ms; ${pgFigures.idleRssMb} MB idle, ${pgFigures.afterRssMb} MB after`,
        });
      }
      rows.push(...wire.rows);
      console.log('[bench] workforce plan tree and summary: 1,000 elements, 100,000 employees, 200 workbooks');
      rows.push(...(await planRows()));
      console.log('[bench] bulk import: 10,000 employees from one CSV file');
      rows.push(...(await importRows()));
    }
    printTable(rows);
    // A partial run keeps the full run's file.
    const file = writeResults(
      rows,
      figures,
      { seconds: SECONDS, samples: SAMPLES, quick, only, listPath: ourListPath(true) },
      listOnly ? 'results-list.json' : 'results.json',
    );
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
