import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { registry, type ResourceName } from '@domain/registry';
import type { Tenant, TenantTable } from '../../db/tenant';
import { fteProfiles, resourceTables, users } from '../../db/schema';
import { blockerParams, NAMED_BLOCKERS, structureBlockers, type Blocker, type Holders } from '@domain/deleteBlockers';
import { conflict } from '../../http/errors';

export type { Blocker } from '@domain/deleteBlockers';
export { NAMED_BLOCKERS };

type BlockerCheck = (tenant: Tenant, id: number) => Promise<Blocker | undefined>;

/** The count of the rows that hold an element and the first names among them, in name order. */
export async function blockingRows(
  tenant: Tenant,
  table: TenantTable,
  condition: SQL,
  key: string,
  name: PgColumn | SQL,
): Promise<Blocker | undefined> {
  const [row] = await tenant.db.select({ n: count() }).from(table).where(tenant.where(table, condition));
  if (!row || row.n === 0) return undefined;
  const named = await tenant.db
    .select({ name: sql<string>`${name}` })
    .from(table)
    .where(tenant.where(table, condition))
    .orderBy(asc(name), asc(table.id))
    .limit(NAMED_BLOCKERS);
  return { key, count: row.n, names: named.map((r) => r.name) };
}

/** Per resource, its checks by the name of what they count (a module adding one again replaces it). */
const checks = new Map<ResourceName, Map<string, BlockerCheck>>();

/**
 * Modules whose rows point at an element (estimation files, ...) add what blocks deleting it, so
 * that this module never imports the modules built on it.
 */
export function addBlocker(resource: ResourceName, name: string, check: BlockerCheck): void {
  const named = checks.get(resource) ?? new Map<string, BlockerCheck>();
  checks.set(resource, named.set(name, check));
}

/** The rows of the structure that hold an element (domain/deleteBlockers.ts), counted in their tables. */
function structureCheck(holders: Holders): BlockerCheck {
  if (holders.kind === 'children') {
    const table = resourceTables[holders.resource];
    const key = `blockers.${holders.resource}`;
    return (tenant, id) =>
      blockingRows(tenant, table, eq(table.parentId, id), key, tenant.shown(table.name, table.nameAr));
  }
  if (holders.kind === 'employees') {
    const column = users[holders.column as keyof typeof users] as PgColumn;
    return (tenant, id) =>
      blockingRows(
        tenant,
        users as unknown as TenantTable,
        eq(column, id),
        'blockers.employees',
        sql`${users.firstName} || ' ' || ${users.lastName}`,
      );
  }
  const { scope } = holders;
  return (tenant, id) =>
    blockingRows(
      tenant,
      fteProfiles,
      and(eq(fteProfiles.scope, scope), eq(fteProfiles.elementId, id)) as SQL,
      'blockers.fteProfiles',
      tenant.shown(fteProfiles.fteName, fteProfiles.fteNameAr),
    );
}

/** What the structure itself holds an element by: its child elements, its employees, its FTE profiles. */
export function addStructureBlockers(): void {
  for (const spec of registry) {
    for (const source of structureBlockers(spec)) addBlocker(spec.name, source.key, structureCheck(source.holders));
  }
}

/** The first thing that prevents deleting the element, if any. */
export async function findBlocker(tenant: Tenant, resource: ResourceName, id: number): Promise<Blocker | undefined> {
  for (const check of checks.get(resource)?.values() ?? []) {
    const found = await check(tenant, id);
    if (found) return found;
  }
  return undefined;
}

/** The 409 of a refused delete: what blocks it, how many, and the first names ("A, B and 3 more"). */
export const blockedDelete = (blocker: Blocker, resource: string) =>
  conflict(blocker.key, blockerParams(blocker, resource));
