import { sql } from 'drizzle-orm';
import type { TestContext } from '../../support/api';
import { multipart } from '../../../tools/harness/multipart';
import { employeeForm, type TestStructure } from '../../support/people';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('personal-data-test-image'),
]);

type Row = Record<string, unknown>;
export const rows = async (ctx: TestContext, query: string): Promise<Row[]> =>
  ((await ctx.database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;

/** A person added through the Add Employee form (picture included), as the owner would. */
export async function addPerson(
  ctx: TestContext,
  owner: Record<string, string>,
  s: TestStructure,
  roleId: number,
  overrides: Record<string, string | number | undefined>,
): Promise<number> {
  const body = multipart({
    ...employeeForm(s, roleId, overrides),
    ProfileImage: { filename: 'me.png', contentType: 'image/png', data: PNG },
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/AuthenticationAPI/AddEmployee',
    payload: body.payload,
    headers: { ...owner, ...body.headers },
  });
  if (res.statusCode !== 200) throw new Error(`AddEmployee: ${res.statusCode} ${res.body}`);
  return Number((res.json() as { data: { id: number } }).data.id);
}

/**
 * Every text, varchar and JSON column of every table (generated ones included) that holds `value`,
 * case-insensitively, found in the catalogue: a table added later is searched as well.
 */
export async function columnsHolding(ctx: TestContext, value: string): Promise<string[]> {
  const columns = await rows(
    ctx,
    `select c.table_name as t, c.column_name as c, c.data_type as d from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'jsonb', 'json') order by 1, 2`,
  );
  const found: string[] = [];
  const literal = value.replace(/'/g, "''");
  for (const { t, c } of columns) {
    const [hit] = await rows(
      ctx,
      `select count(*)::int as n from "${String(t)}" where strpos(lower("${String(c)}"::text), lower('${literal}')) > 0`,
    );
    if (Number(hit.n)) found.push(`${String(t)}.${String(c)}`);
  }
  return found;
}
