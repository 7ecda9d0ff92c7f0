import { and, count, eq, type SQL } from 'drizzle-orm';
import { registry, type ResourceName } from '@domain/registry';
import type { Tenant, TenantTable } from '../../db/tenant';
import { fteProfiles, resourceTables, users } from '../../db/schema';
import { FTE_SCOPE_OF } from '@domain/fteScopes';

/** What still depends on an element: a translation key of `blockers` and how many. */
export interface Blocker {
  key: string;
  count: number;
}

type BlockerCheck = (tenant: Tenant, id: number) => Promise<Blocker | undefined>;

const countWhere = async (tenant: Tenant, table: TenantTable, condition: SQL, key: string) => {
  const [row] = await tenant.db.select({ n: count() }).from(table).where(tenant.where(table, condition));
  return row && row.n > 0 ? { key, count: row.n } : undefined;
};

const checks = new Map<ResourceName, BlockerCheck[]>();

/**
 * Modules whose rows point at an element (estimation files, ...) add what blocks deleting it, so
 * that this module never imports the modules built on it.
 */
export function addBlocker(resource: ResourceName, check: BlockerCheck): void {
  checks.set(resource, [...(checks.get(resource) ?? []), check]);
}

for (const spec of registry) {
  for (const child of registry.filter((r) => r.parent?.reference === spec.name)) {
    addBlocker(spec.name, (tenant, id) =>
      countWhere(
        tenant,
        resourceTables[child.name],
        eq(resourceTables[child.name].parentId, id),
        `blockers.${child.name}`,
      ),
    );
  }
  const column = spec.employeeColumn && users[spec.employeeColumn];
  if (column)
    addBlocker(spec.name, (tenant, id) =>
      countWhere(tenant, users as unknown as TenantTable, eq(column, id), 'blockers.employees'),
    );
  const scope = FTE_SCOPE_OF[spec.name];
  if (scope) {
    addBlocker(spec.name, (tenant, id) =>
      countWhere(
        tenant,
        fteProfiles,
        and(eq(fteProfiles.scope, scope), eq(fteProfiles.elementId, id)) as SQL,
        'blockers.fteProfiles',
      ),
    );
  }
}

/** The first thing that prevents deleting the element, if any. */
export async function findBlocker(tenant: Tenant, resource: ResourceName, id: number): Promise<Blocker | undefined> {
  for (const check of checks.get(resource) ?? []) {
    const found = await check(tenant, id);
    if (found) return found;
  }
  return undefined;
}
