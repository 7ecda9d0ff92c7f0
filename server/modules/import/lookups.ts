import { eq } from 'drizzle-orm';
import type { ResourceName } from '@domain/registry';
import { resourceTables, roles } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { sameNameKey } from '@domain/sameName';

export interface NamedRow {
  id: number;
  name: string;
  parentId: number | null;
}

export type Found = { id: number; row: NamedRow } | { missing: true } | { ambiguous: true };

/**
 * The records a file may name (structure elements, roles), read once per import: a cell names one
 * by its name (compared as domain/sameName.ts compares names) or by its id. A name several records
 * share is narrowed by `prefer` (the sub-departments of the row's department); still several is
 * ambiguous.
 */
export class Named {
  readonly byId = new Map<number, NamedRow>();
  private readonly byName = new Map<string, NamedRow[]>();

  constructor(rows: NamedRow[]) {
    for (const row of rows) this.remember(row);
  }

  remember(row: NamedRow): void {
    this.byId.set(row.id, row);
    const key = sameNameKey(row.name);
    const same = this.byName.get(key);
    if (same) same.push(row);
    else this.byName.set(key, [row]);
  }

  /** The records of a name under a parent (`null`: at the top level). */
  named(name: string, parentId?: number | null): NamedRow[] {
    const same = this.byName.get(sameNameKey(name)) ?? [];
    return parentId === undefined ? same : same.filter((row) => row.parentId === parentId);
  }

  find(cell: string, prefer?: (row: NamedRow) => boolean): Found {
    let matches = this.named(cell);
    if (matches.length > 1 && prefer) {
      const preferred = matches.filter(prefer);
      if (preferred.length > 0) matches = preferred;
    }
    if (matches.length === 1) return { id: matches[0].id, row: matches[0] };
    if (matches.length > 1) return { ambiguous: true };
    const id = /^\d{1,10}$/.test(cell) ? Number(cell) : NaN;
    const row = this.byId.get(id);
    return row ? { id, row } : { missing: true };
  }
}

/** Every element of a structure resource of the organisation: id, name and parent. */
export async function namedElements(tenant: Tenant, resource: ResourceName): Promise<Named> {
  const t = resourceTables[resource];
  const rows = await tenant.db.select({ id: t.id, name: t.name, parentId: t.parentId }).from(t).where(tenant.where(t));
  return new Named(rows);
}

/** The organisation's roles by name and id. */
export async function namedRoles(tenant: Tenant): Promise<Named> {
  const rows = await tenant.db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.organizationId, tenant.organizationId));
  return new Named(rows.map((row) => ({ ...row, parentId: null })));
}
