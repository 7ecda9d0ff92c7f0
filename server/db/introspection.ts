import { sql } from 'drizzle-orm';
import type { Db } from './db';

/** A column that holds text (text, varchar) or JSON, where personal values can be written. */
export interface TextColumn {
  table: string;
  column: string;
  json: boolean;
}

/** A column that names a row of another table (a foreign key, or a link the schema does not declare). */
export interface Link {
  table: string;
  column: string;
  parent: string;
  parentColumn: string;
  /** What deleting the parent row does to this one: `cascade` marks rows that live and die with it. */
  onDelete?: 'cascade' | 'set null' | 'restrict' | 'no action' | 'set default';
}

/** The tables of the database as they are now, read at run time: new tables and columns are seen without code. */
export interface SchemaMap {
  tables: string[];
  columns: Map<string, Set<string>>;
  textColumns: TextColumn[];
  foreignKeys: Link[];
}

type Row = Record<string, unknown>;
export const rowsOf = async (db: Db, query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A quoted SQL identifier ("audit_log"); names come from the catalogue, quoted all the same. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const ON_DELETE: Record<string, Link['onDelete']> = {
  c: 'cascade',
  n: 'set null',
  r: 'restrict',
  a: 'no action',
  d: 'set default',
};

export async function readSchema(db: Db): Promise<SchemaMap> {
  const columnRows = await rowsOf(
    db,
    sql`select c.table_name as t, c.column_name as c, c.data_type as d, c.is_generated as g
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, Set<string>>();
  const textColumns: TextColumn[] = [];
  for (const row of columnRows) {
    const table = String(row.t);
    const column = String(row.c);
    if (!columns.has(table)) columns.set(table, new Set());
    columns.get(table)!.add(column);
    const type = String(row.d);
    // Generated columns (lowercase search keys) follow their source and cannot be written.
    if (row.g === 'ALWAYS') continue;
    if (type === 'text' || type === 'character varying') textColumns.push({ table, column, json: false });
    else if (type === 'jsonb' || type === 'json') textColumns.push({ table, column, json: true });
  }
  const keyRows = await rowsOf(
    db,
    sql`select cl.relname as t, a.attname as c, pcl.relname as p, pa.attname as pc, con.confdeltype as d
        from pg_constraint con
        join pg_class cl on cl.oid = con.conrelid
        join pg_namespace n on n.oid = cl.relnamespace
        join pg_class pcl on pcl.oid = con.confrelid
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
        join pg_attribute pa on pa.attrelid = con.confrelid and pa.attnum = con.confkey[1]
        where con.contype = 'f' and n.nspname = 'public'
        order by 1, 2`,
  );
  const foreignKeys = keyRows.map((row) => ({
    table: String(row.t),
    column: String(row.c),
    parent: String(row.p),
    parentColumn: String(row.pc),
    onDelete: ON_DELETE[String(row.d)],
  }));
  return { tables: [...columns.keys()].sort(), columns, textColumns, foreignKeys };
}
