import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { registry, type ResourceName } from '@domain/registry';
import type { Tenant, TenantTable } from '../../db/tenant';
import { fteProfiles, resourceTables, users } from '../../db/schema';
import { FTE_SCOPE_OF } from '@domain/fteScopes';
import { conflict } from '../../http/errors';

/** What still depends on an element: a translation key of `blockers`, how many, and the first names. */
export interface Blocker {
  key: string;
  count: number;
  names: string[];
}

/** How many names a refused delete writes out; the rest are counted ("and 4 more"). */
export const NAMED_BLOCKERS = 5;

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

/** What the structure itself holds an element by: its child elements, its employees, its FTE profiles. */
export function addStructureBlockers(): void {
  for (const spec of registry) {
    for (const child of registry.filter((r) => r.parent?.reference === spec.name)) {
      addBlocker(spec.name, child.name, (tenant, id) =>
        blockingRows(
          tenant,
          resourceTables[child.name],
          eq(resourceTables[child.name].parentId, id),
          `blockers.${child.name}`,
          tenant.shown(resourceTables[child.name].name, resourceTables[child.name].nameAr),
        ),
      );
    }
    const column = spec.employeeColumn && users[spec.employeeColumn];
    if (column)
      addBlocker(spec.name, 'employees', (tenant, id) =>
        blockingRows(
          tenant,
          users as unknown as TenantTable,
          eq(column, id),
          'blockers.employees',
          sql`${users.firstName} || ' ' || ${users.lastName}`,
        ),
      );
    const scope = FTE_SCOPE_OF[spec.name];
    if (scope) {
      addBlocker(spec.name, 'fteProfiles', (tenant, id) =>
        blockingRows(
          tenant,
          fteProfiles,
          and(eq(fteProfiles.scope, scope), eq(fteProfiles.elementId, id)) as SQL,
          'blockers.fteProfiles',
          tenant.shown(fteProfiles.fteName, fteProfiles.fteNameAr),
        ),
      );
    }
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
  conflict(blocker.key, {
    count: blocker.count,
    resource,
    names: { list: blocker.names, more: blocker.count - blocker.names.length },
  });
