import { eq, getTableName } from 'drizzle-orm';
import type { Db } from '../db/db';
import { keptRead } from '../db/keptReads';
import { permissions, rolePermissions, subPermissions } from '../db/schema';
import { allGrants, type Grants, type PermissionName, type SubPermissionName } from '@domain/permissions';
import type { Principal } from './tokens';

/** What a role's grants are read from. */
const GRANT_TABLES = [rolePermissions, permissions, subPermissions].map((table) => getTableName(table));

/**
 * What a role may do, as `{ permission: [action] }`. Asked at every request of an employee: on
 * PGlite the rows are kept until a role's permissions are written.
 */
export async function roleGrants(db: Db, roleId: number): Promise<Grants> {
  const statement = db
    .select({ permission: permissions.name, action: subPermissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .innerJoin(subPermissions, eq(subPermissions.id, rolePermissions.subPermissionId))
    .where(eq(rolePermissions.roleId, roleId));
  const rows = await keptRead(
    db,
    statement,
    () => statement,
    (kept) => kept.length,
    GRANT_TABLES,
  );
  const grants: Grants = {};
  for (const row of rows) (grants[row.permission as PermissionName] ??= []).push(row.action as SubPermissionName);
  return grants;
}

/**
 * An owner's grants, the same for every owner and every request: made once, frozen so that no
 * reader can change them for the next (they were made afresh at each request of an owner).
 */
const OWNER_GRANTS: Grants = Object.freeze(
  Object.fromEntries(Object.entries(allGrants()).map(([permission, actions]) => [permission, Object.freeze(actions)])),
);

/** The owner may do everything in its organisation; the Super Admin nothing there; an employee what its role says. */
export async function grantsOf(db: Db, principal: Principal): Promise<Grants> {
  if (principal.kind === 'owner') return OWNER_GRANTS;
  if (principal.kind === 'super' || principal.roleId === null) return {};
  return roleGrants(db, principal.roleId);
}
