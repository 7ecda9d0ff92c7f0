// Bulk import: 10,000 employees from one CSV file (names of their places and roles, as a customer
// would export them), through POST /api/ImportAPI/Employees/Import on PGlite and on PostgreSQL
// (when reachable), beside its target (<= 10 s on PGlite, <= 5 s on PostgreSQL). The dry run
// (Check) is timed too. `npm run bench -- --only import`, or
// node --import tsx bench/importScenario.ts [--quick]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/auth/passwords';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { postgresReachable, scratchDatabase } from '../tools/harness/postgres';
import { printTable, type Row } from './report';
import { verdict, type Target } from './targets';
import { PATHS } from './paths';

const quick = process.argv.includes('--quick');
const EMPLOYEES = Number(process.env.IMPORT_EMPLOYEES ?? (quick ? 2_000 : 10_000));
const PASSWORD = 'Bench#Import123';
const HEADER =
  'First Name,Last Name,Email,Phone Number,Country,Address,Joining Date,Employee Type,Department,Sub-department,Team,Job title,Role';

/** The organisation: 20 departments > 60 sub-departments > 120 projects > 240 teams, job titles, types, roles. */
async function seedOrganisation(database: Database): Promise<void> {
  const { db } = database;
  await migrate(database);
  const org = (
    (await db.execute(sql`insert into organizations (name) values ('Import Bench Co') returning id`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows[0].id;
  await db.execute(sql`insert into users (organization_id, email, password_hash, first_name, last_name, is_active, is_owner)
    values (${org}, 'owner@import.bench', ${await hashPassword(PASSWORD)}, 'Import', 'Owner', true, true)`);
  await db.execute(
    sql`insert into departments (organization_id, name) select ${org}, 'Department ' || g from generate_series(1, 20) g`,
  );
  await db.execute(sql`insert into sub_departments (organization_id, name, department_id)
    select ${org}, 'Sub-department ' || g, (select min(id) from departments where organization_id = ${org}) + (g - 1) / 3 from generate_series(1, 60) g`);
  await db.execute(sql`insert into projects (organization_id, name, sub_department_id)
    select ${org}, 'Project ' || g, (select min(id) from sub_departments where organization_id = ${org}) + (g - 1) / 2 from generate_series(1, 120) g`);
  await db.execute(sql`insert into teams (organization_id, name, project_id)
    select ${org}, 'Team ' || g, (select min(id) from projects where organization_id = ${org}) + (g - 1) / 2 from generate_series(1, 240) g`);
  await db.execute(
    sql`insert into job_titles (organization_id, name) select ${org}, 'Grade ' || g from generate_series(1, 20) g`,
  );
  await db.execute(
    sql`insert into employee_types (organization_id, name) values (${org}, 'Permanent'), (${org}, 'Contract')`,
  );
  await db.execute(sql`insert into roles (organization_id, name) values (${org}, 'Staff'), (${org}, 'Lead')`);
}

/** One row per employee; team g lies in project ceil(g/2), sub-department ceil(g/4), department ceil(g/12). */
function employeeFile(count: number): Buffer {
  const lines = [HEADER];
  const run = randomBytes(4).toString('hex');
  for (let n = 1; n <= count; n++) {
    const team = (n % 240) + 1;
    const sub = Math.ceil(team / 4);
    const department = Math.ceil(team / 12);
    lines.push(
      [
        `Person${n}`,
        `Family ${n % 997}`,
        `person${n}.${run}@import.bench`,
        `+966 50 ${String(n).padStart(7, '0')}`,
        'Saudi Arabia',
        `${n} King Fahd Road Riyadh`,
        `2024-${String((n % 12) + 1).padStart(2, '0')}-15`,
        n % 5 ? 'Permanent' : 'Contract',
        `Department ${department}`,
        `Sub-department ${sub}`,
        `Team ${team}`,
        `Grade ${(n % 20) + 1}`,
        n % 10 ? 'Staff' : 'Lead',
      ].join(','),
    );
  }
  return Buffer.from(lines.join('\n'));
}

function multipart(data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadedFile"; filename="employees.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function measureImport(database: Database): Promise<{ checkMs: number; importMs: number; created: number }> {
  const app = await buildApp({
    database,
    auth: { jwtSecret: 'import-bench-secret-that-is-long-enough!!', accessTokenTtl: 3600, refreshTokenTtl: 3600 },
  });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: PATHS.signIn,
      payload: { username: 'owner@import.bench', password: PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().accessToken}` };
    const send = async (step: 'check' | 'import') => {
      const body = multipart(employeeFile(EMPLOYEES));
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: PATHS.importEmployees(step),
        payload: body.payload,
        headers: { ...auth, ...body.headers },
      });
      const ms = Math.round(performance.now() - start);
      const data = res.json().data as { created: number; problemCount: number };
      if (res.statusCode !== 200 || data.problemCount > 0)
        throw new Error(`${step}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return { ms, created: data.created };
    };
    const check = await send('check');
    const done = await send('import');
    return { checkMs: check.ms, importMs: done.ms, created: done.created };
  } finally {
    await app.close();
  }
}

async function scenario(kind: 'PGlite' | 'PostgreSQL', limitSeconds: number): Promise<Row | undefined> {
  let database: Database;
  let cleanup: () => Promise<void>;
  if (kind === 'PGlite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-import-bench-'));
    database = await openPglite({ dataDir: path.join(dir, 'pgdata') });
    cleanup = async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    };
  } else {
    if (!(await postgresReachable())) return undefined;
    const scratch = await scratchDatabase('tawazun_import_bench');
    database = await openPostgres(scratch.url);
    cleanup = async () => {
      await database.close();
      await scratch.drop();
    };
  }
  try {
    await seedOrganisation(database);
    const figures = await measureImport(database);
    const target: Target = {
      name: `import of ${EMPLOYEES.toLocaleString('en')} employees (${kind})`,
      value: figures.importMs / 1000,
      limit: limitSeconds,
      kind: 'max',
      unit: ' s',
    };
    console.log(
      `[bench] import on ${kind}: ${figures.created} employees in ${figures.importMs} ms (dry run ${figures.checkMs} ms): ${verdict(target)}`,
    );
    return {
      scenario: `Import of ${EMPLOYEES.toLocaleString('en')} employees from CSV, with set-password mails (${kind})`,
      ours: `${figures.importMs} ms (dry run alone ${figures.checkMs} ms)`,
      target,
    };
  } finally {
    await cleanup();
  }
}

export async function importRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [kind, limit] of [
    ['PGlite', 10],
    ['PostgreSQL', 5],
  ] as const) {
    if (process.env.IMPORT_ONLY && process.env.IMPORT_ONLY !== kind) continue;
    const row = await scenario(kind, limit);
    if (row) rows.push(row);
  }
  return rows;
}

if (process.argv[1]?.endsWith('importScenario.ts')) {
  importRows()
    .then((rows) => printTable(rows))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
