import { sql } from 'drizzle-orm';
import type { Db } from '../db';

interface TableInfo {
  name: string;
  dependsOn: string[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** Tables of the public schema with the tables their foreign keys point at. */
async function tables(db: Db): Promise<TableInfo[]> {
  const names = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((r) => r.table_name);
  const links = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select tc.table_name as child, ccu.table_name as parent
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`),
  );
  return names.map((name) => ({
    name,
    dependsOn: links.filter((l) => l.child === name && l.parent !== name).map((l) => l.parent),
  }));
}

/** Parents before children, so every foreign key finds its row. */
export function insertionOrder(list: TableInfo[]): string[] {
  const order: string[] = [];
  const pending = new Map(
    list.map((t) => [t.name, new Set(t.dependsOn.filter((d) => list.some((x) => x.name === d)))]),
  );
  while (pending.size) {
    const ready = [...pending]
      .filter(([, deps]) => deps.size === 0)
      .map(([name]) => name)
      .sort();
    if (!ready.length) throw new Error(`Circular foreign keys between ${[...pending.keys()].join(', ')}`);
    for (const name of ready) {
      order.push(name);
      pending.delete(name);
      for (const deps of pending.values()) deps.delete(name);
    }
  }
  return order;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Copies every row of every table from one Tawazun database to another whose schema is migrated to
 * the same version and which holds no data yet; then moves the id sequences past the copied ids.
 */
export async function copyDatabase(
  from: Db,
  to: Db,
  report: (line: string) => void = () => undefined,
): Promise<Record<string, number>> {
  const order = insertionOrder(await tables(from)).filter((t) => !t.startsWith('__drizzle'));
  const counts: Record<string, number> = {};
  await to.transaction(async (tx) => {
    for (const table of order) {
      const [{ n }] = rowsOf<{ n: number }>(
        await tx.execute(sql.raw(`select count(*)::int as n from ${quote(table)}`)),
      );
      if (table === 'permissions' || table === 'sub_permissions' || table === 'workforce_actuals') {
        // The catalogue is written by migration on both sides; the workforce counts by the target's
        // triggers, as the users are copied.
        counts[table] = 0;
        continue;
      }
      if (n > 0) throw new Error(`The target already holds data in ${table}; move into an empty database.`);
      // Generated columns (the stored lowercase keys) are computed by the target, never copied.
      const generated = new Set(
        rowsOf<{ column_name: string }>(
          await from.execute(
            sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'ALWAYS'`,
          ),
        ).map((r) => r.column_name),
      );
      const rows = rowsOf<Record<string, unknown>>(await from.execute(sql.raw(`select * from ${quote(table)}`)));
      for (let i = 0; i < rows.length; i += 500) {
        const batch = rows.slice(i, i + 500);
        const columns = Object.keys(batch[0]).filter((c) => !generated.has(c));
        const values = sql.join(
          batch.map(
            (row) =>
              sql`(${sql.join(
                columns.map((c) => sql`${toParam(row[c])}`),
                sql`, `,
              )})`,
          ),
          sql`, `,
        );
        await tx.execute(
          sql`insert into ${sql.raw(quote(table))} (${sql.raw(columns.map(quote).join(', '))}) values ${values}`,
        );
      }
      counts[table] = rows.length;
      report(`${table}: ${rows.length} rows`);
    }
    const sequences = rowsOf<{ table_name: string; column_name: string }>(
      await tx.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
      ),
    );
    for (const { table_name: table, column_name: column } of sequences) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${quote(table)}', '${column}'), coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
        ),
      );
    }
  });
  return counts;
}

/** JSON columns come back parsed and go back as JSON text; binary goes back as a Buffer. */
function toParam(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  return JSON.stringify(value);
}
