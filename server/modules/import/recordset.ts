import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db';

/** Rows per statement: one JSON parameter each, so only the size of a statement bounds it. */
const ROWS_PER_STATEMENT = 5000;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Inserts many rows with one parameter per statement, a JSON array that json_to_recordset turns
 * back into rows: a multi-row VALUES list of 10,000 employees has 200,000 parameters, which the
 * query builder and the driver take seconds to prepare and send. `returning` names columns (by
 * their keys) to answer, in insertion order.
 */
export async function insertRecordset<T extends PgTable, R extends string = never>(
  tx: Db,
  table: T,
  rows: Array<Partial<T['$inferInsert']>>,
  returning: readonly R[] = [],
): Promise<Array<Record<R, unknown>>> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0]);
  const names = keys.map((key) => quoted(columns[key].name));
  const definitions = keys.map((key) => `${quoted(columns[key].name)} ${columns[key].getSQLType()}`);
  const answer = returning.length
    ? ` returning ${returning.map((key) => `${quoted(columns[key].name)} as ${quoted(key)}`).join(', ')}`
    : '';
  const out: Array<Record<R, unknown>> = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      rows.slice(at, at + ROWS_PER_STATEMENT).map((row) => {
        const record: Record<string, unknown> = {};
        for (const key of keys) record[columns[key].name] = (row as Record<string, unknown>)[key] ?? null;
        return record;
      }),
    );
    const result = (await tx.execute(
      sql`${sql.raw(`insert into ${quoted(getTableName(table))} (${names.join(', ')}) select ${names.join(', ')} from json_to_recordset(`)}${json}${sql.raw(`::json) as x(${definitions.join(', ')})${answer}`)}`,
    )) as unknown as { rows: Array<Record<R, unknown>> };
    out.push(...result.rows);
  }
  return out;
}
