// The large organisation the workforce plan's bench rows read: 1,000 structure elements, 100,000
// people (one in 25 without a job title) and 200 workbooks, written by a few set-based inserts.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/auth/passwords';
import type { Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { packSheet } from '../server/estimation/sheetCodec';
import { checkTable, type Cell } from '@domain/estimation';

export const PLAN_OWNER = { email: 'owner@plan.bench', password: 'Bench#Plan123' };
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

/**
 * The organisation: 50 departments > 150 sub-departments > 300 projects > 500 teams, people in teams,
 * every 25th without a job title (the plan's "No job title" line, 4,000 people).
 */
export async function seedOrganisation(database: Database): Promise<void> {
  const { db } = database;
  await migrate(database);
  const [{ id: org }] = await run(db, sql`insert into organizations (name) values ('Plan Bench Co') returning id`);
  await db.execute(sql`insert into users (organization_id, email, password_hash, first_name, last_name, is_active, is_owner)
    values (${org}, ${PLAN_OWNER.email}, ${await hashPassword(PLAN_OWNER.password)}, 'Plan', 'Owner', true, true)`);
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
      case when g % 25 = 0 then null else (select min(id) from job_titles where organization_id = ${org}) + g % 20 end
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
