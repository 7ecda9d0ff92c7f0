import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { ident, readSchema, rowsOf } from '../../db/introspection';
import { recordMissing } from '../../db/errors';
import { idsCondition, orderBy, pageWindow, searchCondition, type ListParams } from '../../db/lists';
import { organizations, users } from '../../db/schema';
import { conditionFor, holdingsOf } from './holdings';
import { isoDate } from '../resources/elements';

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

/** One organisation of the Super Admin's list: its owner's address, how many people it has, when it began (ISO 8601). */
export interface OrganizationRow {
  id: number;
  name: string;
  ownerEmail: string | null;
  people: number;
  createdDate: string;
}

/** A page of the organisations (searched by name, sorted), and their total when the list is paged. */
export async function listOrganizations(
  db: Db,
  query: ListParams,
): Promise<{ rows: OrganizationRow[]; total?: number }> {
  const where = and(searchCondition(query.q, [organizations.name]), idsCondition(query.id, organizations.id));
  const columns = { id: organizations.id, name: organizations.name, createdDate: organizations.createdDate };
  const base = db
    .select(columns)
    .from(organizations)
    .where(where)
    .orderBy(...orderBy(query, columns, organizations.id));
  const window = pageWindow(query);
  const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
  const [total] = window ? await db.select({ n: count() }).from(organizations).where(where) : [];
  // The page's owners and head counts, in one read.
  const ids = rows.map((row) => row.id);
  const members = ids.length
    ? await db
        .select({ organizationId: users.organizationId, email: users.email, isOwner: users.isOwner })
        .from(users)
        .where(inArray(users.organizationId, ids))
        .orderBy(users.id)
    : [];
  return {
    rows: rows.map((row) => ({
      ...row,
      createdDate: isoDate(row.createdDate),
      ownerEmail: members.find((m) => m.organizationId === row.id && m.isOwner)?.email ?? null,
      people: members.filter((m) => m.organizationId === row.id).length,
    })),
    total: total === undefined ? undefined : Number(total.n),
  };
}

/** One organisation as its list shows it; a missing record when there is none. */
export async function organizationById(db: Db, id: number): Promise<OrganizationRow> {
  const { rows } = await listOrganizations(db, { id: [String(id)] });
  if (!rows[0]) throw recordMissing();
  return rows[0];
}

/**
 * Deletes an organisation when `name` is its name (trimmed), in one transaction with the row
 * locked; `nameMismatch` when it is not, a missing record when there is none.
 */
export async function removeNamedOrganization(
  db: Db,
  organizationId: number,
  name: string,
  log?: FastifyBaseLogger,
): Promise<RemovedRows | 'nameMismatch'> {
  return db.transaction(async (tx) => {
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
    if (!org) throw recordMissing();
    if (org.name.trim() !== name) return 'nameMismatch';
    return removeOrganization(tx as Db, organizationId, log);
  });
}
