import { hashPassword } from '../../server/auth/passwords';
import { rolePermissions, roles, users } from '../../server/db/schema';
import { permissionId, subPermissionId, type PermissionName, type SubPermissionName } from '@domain/permissions';
import { login, type TestContext } from './api';

/** A signed-in employee of the organisation whose role grants exactly `grants`: its bearer header. */
export async function employeeWith(
  ctx: TestContext,
  organizationId: number,
  label: string,
  grants: Array<[PermissionName, SubPermissionName[]]>,
): Promise<Record<string, string>> {
  const [role] = await ctx.database.db.insert(roles).values({ organizationId, name: label }).returning();
  const rows = grants.flatMap(([p, actions]) =>
    actions.map((a) => ({ roleId: role.id, permissionId: permissionId(p), subPermissionId: subPermissionId(a) })),
  );
  if (rows.length) await ctx.database.db.insert(rolePermissions).values(rows);
  const email = `${label.toLowerCase().replace(/\W+/g, '-')}@staff.test`;
  await ctx.database.db.insert(users).values({
    organizationId,
    email,
    passwordHash: await hashPassword('Staff#12345'),
    firstName: label,
    lastName: 'Staff',
    isActive: true,
    roleId: role.id,
  });
  const { accessToken } = await login(ctx.app, email, 'Staff#12345');
  return { authorization: `Bearer ${accessToken}` };
}
