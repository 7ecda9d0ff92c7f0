// The workforce plan's tree with figures for an organisation of 1,000 structure elements, 100,000
// employees and 200 workbooks, on PGlite and on PostgreSQL (when reachable), each printed beside
// its target (p95 <= 200 ms on PGlite, <= 100 ms on PostgreSQL).
// Usage: node --import tsx bench/planScenario.ts [--quick]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/auth/passwords';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { packSheet } from '../server/estimation/sheetCodec';
import { checkTable, type Cell } from '@domain/estimation';
import { postgresReachable, scratchDatabase } from '../tools/harness/postgres';
import { printTable, type Row } from './report';
import { verdict, type Target } from './targets';
import { PATHS } from './paths';

const quick = process.argv.includes('--quick');
const SAMPLES = Number(process.env.PLAN_SAMPLES ?? (quick ? 30 : 200));
const PASSWORD = 'Bench#Plan123';
const TITLES = Array.from({ length: 20 }, (_, i) => `Planner grade ${i + 1}`);

const run = async (db: Database['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<Record<string, number>> }).rows;

/** A small workbook: 30 activities shared among six job titles, one of them matching no job title. */
function workbookTable(n: number): Cell[][] {
  const designations = [...TITLES.slice(n % 15, (n % 15) + 5), `Unlisted role ${n % 7}`];
  const rows: Cell[][] = [
    [
      'Category',
      'Activity',
      ...designations.map((d) => `JD | ${d}`),
      'Activity Frequency (Monthly)',
      'Unit Time (minutes) per action',
    ],
  ];
  for (let r = 0; r < 30; r++)
    rows.push([
      ['Strategy', 'Tactical/ Operations', 'Transactional'][r % 3],
      `Activity ${r + 1}`,
      40,
      20,
      20,
      10,
      5,
      5,
      10 + ((r * n) % 40),
      30 + r,
    ]);
  return checkTable(rows).table!;
}

/** The organisation: 50 departments > 150 sub-departments > 300 projects > 500 teams, people in teams. */
async function seedOrganisation(database: Database): Promise<void> {
  const { db } = database;
  await migrate(database);
  const [{ id: org }] = await run(db, sql`insert into organizations (name) values ('Plan Bench Co') returning id`);
  await db.execute(sql`insert into users (organization_id, email, password_hash, first_name, last_name, is_active, is_owner)
    values (${org}, 'owner@plan.bench', ${await hashPassword(PASSWORD)}, 'Plan', 'Owner', true, true)`);
  await db.execute(
    sql`insert into departments (organization_id, name) select ${org}, 'Department ' || g from generate_series(1, 50) g`,
  );
  await db.execute(sql`insert into sub_departments (organization_id, name, department_id)
    select ${org}, 'Sub-department ' || g, (select min(id) from departments where organization_id = ${org}) + (g - 1) / 3 from generate_series(1, 150) g`);
  await db.execute(sql`insert into projects (organization_id, name, sub_department_id)
    select ${org}, 'Project ' || g, (select min(id) from sub_departments where organization_id = ${org}) + (g - 1) / 2 from generate_series(1, 300) g`);
  await db.execute(sql`insert into teams (organization_id, name, project_id)
    select ${org}, 'Team ' || g, (select min(id) from projects where organization_id = ${org}) + ((g - 1) * 300) / 500 from generate_series(1, 500) g`);
  for (const title of TITLES)
    await db.execute(sql`insert into job_titles (organization_id, name) values (${org}, ${title})`);
  await db.execute(sql`insert into users (organization_id, email, password_hash, first_name, last_name, is_active, team_id, designation_id)
    select ${org}, 'person' || g || '@plan.bench', 'x', 'Person', 'N' || g, g % 50 <> 0,
      (select min(id) from teams where organization_id = ${org}) + g % 500,
      (select min(id) from job_titles where organization_id = ${org}) + g % 20
    from generate_series(1, 100000) g`);
  // 200 workbooks on 100 elements (teams, projects and departments), a customised copy beside each original.
  const [profile] = await run(
    db,
    sql`insert into fte_profiles (organization_id, scope, element_id, fte_name, working_hours, working_days, break_hours, gazetted_holidays, annual_leaves, sick_leaves, casual_leaves, total_away_days, country, fte)
    values (${org}, 'organization', null, 'Bench week', 8, 5, '01:00', 10, 21, 5, 3, 2, 'SaudiArabia', 1417) returning id`,
  );
  const [{ team, project, department }] = await run(
    db,
    sql`select (select min(id) from teams where organization_id = ${org}) as team, (select min(id) from projects where organization_id = ${org}) as project, (select min(id) from departments where organization_id = ${org}) as department`,
  );
  for (let n = 0; n < 200; n++) {
    const element = n % 100;
    const [category, elementId] =
      element < 60
        ? ['team', team + element * 7]
        : element < 90
          ? ['project', project + (element - 60) * 9]
          : ['department', department + (element - 90) * 5];
    const table = workbookTable(n);
    const designations = (table[0] as string[]).filter((h) => h.startsWith('JD | ')).map((h) => h.slice(5));
    const [file] = await run(
      db,
      sql`insert into estimation_files (organization_id, category, element_id, fte_profile_id, fte, country, file_type, file_name, byte_size, row_count, designations, sheet)
      values (${org}, ${category}, ${elementId}, ${profile.id}, 1417, 'SaudiArabia', ${n < 100 ? 'O' : 'C'}, ${`Workbook ${n}.xlsx`}, 0, 30, ${JSON.stringify(designations)}::jsonb, ${await packSheet(JSON.stringify(table))}) returning id`,
    );
    await db.execute(
      sql`insert into estimation_originals (organization_id, file_id, file_base64) values (${org}, ${file.id}, '')`,
    );
    for (const d of designations.slice(0, 4))
      await db.execute(
        sql`insert into costings (organization_id, file_id, designation_name, cost) values (${org}, ${file.id}, ${d}, ${100000 + n * 10})`,
      );
  }
}

/** p95 of GET /api/WorkforcePlan/tree over SAMPLES sequential requests, after warming the caches. */
async function measureTree(database: Database): Promise<{ p50: number; p95: number; elements: number; bytes: number }> {
  const app = await buildApp({
    database,
    auth: { jwtSecret: 'plan-bench-secret-that-is-long-enough!!', accessTokenTtl: 3600, refreshTokenTtl: 3600 },
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: PATHS.signIn,
    payload: { username: 'owner@plan.bench', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const get = () => app.inject({ method: 'GET', url: PATHS.planTree, headers });
  const first = await get();
  if (first.statusCode !== 200) throw new Error(`tree: ${first.statusCode} ${first.body.slice(0, 200)}`);
  for (let i = 0; i < 5; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  await app.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  const count = (n: { children: unknown[] }): number =>
    1 + (n.children as Array<{ children: unknown[] }>).reduce((s, c) => s + count(c), 0);
  return { p50: at(0.5), p95: at(0.95), elements: count(first.json().root) - 1, bytes: first.rawPayload.length };
}

async function scenario(kind: 'PGlite' | 'PostgreSQL', limit: number): Promise<Row | undefined> {
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
    if (!(await postgresReachable())) return undefined;
    const scratch = await scratchDatabase('tawazun_plan_bench');
    database = await openPostgres(scratch.url);
    cleanup = async () => {
      await database.close();
      await scratch.drop();
    };
  }
  try {
    await seedOrganisation(database);
    const figures = await measureTree(database);
    const target: Target = {
      name: `workforce plan tree p95 (${kind})`,
      value: figures.p95,
      limit,
      kind: 'max',
      unit: ' ms',
    };
    console.log(
      `[bench] plan tree on ${kind}: ${figures.elements} elements, ${figures.bytes} bytes, p50 ${figures.p50} ms, p95 ${figures.p95} ms: ${verdict(target)}`,
    );
    return {
      scenario: `Workforce plan tree: 1,000 elements, 100,000 employees, 200 workbooks (${kind})`,
      ours: `p95 ${figures.p95} ms (p50 ${figures.p50} ms, ${SAMPLES} requests)`,
      target,
    };
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
    const row = await scenario(kind, limit);
    if (row) rows.push(row);
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
