// Prepares a benchmark database: migrations, the first-start seed (Super Admin and Demo Company),
// then 10,000 departments and 100,000 employees in the demo organisation, in bulk SQL.
// Usage: node --import tsx bench/seed.ts <pglite data folder | postgres://...>
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openPglite, openPostgres } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/seed';
import { ADMIN_LOGIN, DEMO_LOGIN } from '../tools/harness/serverProcess';
import {
  DEPARTMENT_COUNT,
  EMPLOYEE_COUNT,
  FIRST_NAMES,
  LAST_NAMES,
  SEARCH_WORDS,
  STAFFED_DEPARTMENTS,
} from './dataset';

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('usage: bench/seed.ts <data folder | postgres url>');
  const database = /^postgres(ql)?:\/\//.test(target)
    ? await openPostgres(target)
    : await openPglite({ dataDir: path.join(target, 'pgdata') });
  const { db } = database;
  // Both drivers answer `{ rows }`; the shared Db type does not say so.
  const ids = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id);
  await migrate(database);
  await seed(db, {
    adminEmail: ADMIN_LOGIN.email,
    adminPassword: ADMIN_LOGIN.password,
    seedDemo: true,
    demoPassword: DEMO_LOGIN.password,
    announce: () => undefined,
  });
  const [org] = await ids(sql`select id from organizations where name = 'Demo Company'`);

  await db.execute(sql`
    insert into departments (organization_id, name, description)
    select ${org}, 'Department ' || lpad(g::text, 5, '0') || ' ' || (${textArray(SEARCH_WORDS)})[1 + g % ${SEARCH_WORDS.length}],
           'Generated for the benchmark (' || g || ')'
    from generate_series(1, ${DEPARTMENT_COUNT}::int) g`);
  const staffed = await ids(
    sql`select id from departments where organization_id = ${org} and name like 'Department %' order by id limit ${STAFFED_DEPARTMENTS}`,
  );
  const [employeeType] = await ids(
    sql`select id from employee_types where organization_id = ${org} order by id limit 1`,
  );

  // In slices: one statement of 100,000 rows holds PGlite's whole WAL for it in memory.
  const slice = 10_000;
  for (let from = 1; from <= EMPLOYEE_COUNT; from += slice) {
    await db.execute(sql`
      insert into users (organization_id, email, password_hash, first_name, last_name, phone_number, country, address,
                         is_active, employee_type_id, department_id, joining_date)
      select ${org}, 'employee' || g || '@bench.local', 'not-a-password-hash',
             (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
             (${textArray(LAST_NAMES)})[1 + (g * 7) % ${LAST_NAMES.length}] || ' ' || g,
             '+9665' || lpad(g::text, 8, '0'), 'SaudiArabia', 'Riyadh', g % 10 <> 0, ${employeeType},
             (${sql.raw(`array[${staffed.join(',')}]`)}::int[])[1 + g % ${staffed.length}],
             date '2020-01-01' + (g % 1500)
      from generate_series(${from}::int, ${Math.min(from + slice - 1, EMPLOYEE_COUNT)}::int) g`);
  }
  // Sets hint bits and the visibility map now, so the first requests measured do not pay for it.
  await db.execute(sql`vacuum analyze`);
  await database.checkpoint();
  await database.close();
  console.log(JSON.stringify({ organizationId: org, staffedDepartments: staffed }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
