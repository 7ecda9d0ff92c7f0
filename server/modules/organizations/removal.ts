import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { ident, readSchema, rowsOf } from '../../db/introspection';
import { organizations } from '../../db/schema';
import { conditionFor, holdingsOf } from './holdings';

/** How many rows left each table. */
export type RemovedRows = Record<string, number>;

/**
 * Deletes an organisation and every row of it, in every table, in one transaction: the tables are
 * found in the database's catalogue at the time, so a table added later is covered without code.
 * Profile pictures and workbooks live in the database, so no file stays behind on disk.
 */
export async function removeOrganization(
  db: Db,
  organizationId: number,
  log?: FastifyBaseLogger,
): Promise<RemovedRows> {
  const holdings = holdingsOf(await readSchema(db));
  if (holdings.unclassified.length)
    log?.warn({ tables: holdings.unclassified }, 'tables that no organisation reaches were left as they are');
  const removed: RemovedRows = {};
  for (const table of holdings.order) {
    const condition = conditionFor(holdings, table, organizationId);
    const rows = await rowsOf(
      db,
      sql.raw(
        `with gone as (delete from ${ident(table)} where ${condition} returning 1) select count(*)::int as n from gone`,
      ),
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n) removed[table] = n;
  }
  const gone = await db
    .delete(organizations)
    .where(eq(organizations.id, organizationId))
    .returning({ id: organizations.id });
  if (gone.length) removed.organizations = gone.length;
  return removed;
}

/** How many rows of the organisation each table holds (the Super Admin's confirmation, and the tests). */
export async function countHoldings(db: Db, organizationId: number): Promise<RemovedRows> {
  const holdings = holdingsOf(await readSchema(db));
  const counts: RemovedRows = {};
  for (const table of holdings.order) {
    const rows = await rowsOf(
      db,
      sql.raw(`select count(*)::int as n from ${ident(table)} where ${conditionFor(holdings, table, organizationId)}`),
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
