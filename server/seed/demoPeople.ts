import { and, eq, sql } from 'drizzle-orm';
import { PERMISSIONS, SUB_PERMISSIONS, type PermissionName } from '@domain/permissions';
import { DEMO_CONTACT, DEMO_PEOPLE, DEMO_ROLES } from '@domain/demo';
import type { Db } from '../db/db';
import {
  departments,
  employeeTypes,
  jobTitles,
  rolePermissions,
  roles,
  subDepartments,
  teams,
  users,
} from '../db/schema';
import type { ElementTable } from '../db/structure';
import type { DemoSeeder } from './types';
import { arabicOf } from './demoStructure';

async function idOf(
  db: Db,
  table: ElementTable,
  organizationId: number,
  name: string | undefined,
): Promise<number | null> {
  if (!name) return null;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), eq(table.name, name)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Roles and employees of the demo organisation, placed in the structure seeded before. Demo
 * employees sign in with the demo owner's password.
 */
const seedPeople: DemoSeeder = async (db, { organizationId, ownerId }) => {
  const roleIds = new Map<string, number>();
  for (const { name, description, grants } of DEMO_ROLES) {
    const [role] = await db
      .insert(roles)
      .values({ organizationId, name, description, ...arabicOf(name, description) })
      .returning({ id: roles.id });
    roleIds.set(name, role.id);
    const pairs = Object.entries(grants).flatMap(([permission, actions]) =>
      (actions ?? []).map((action) => ({
        roleId: role.id,
        permissionId: PERMISSIONS.indexOf(permission as PermissionName) + 1,
        subPermissionId: SUB_PERMISSIONS.indexOf(action) + 1,
      })),
    );
    await db.insert(rolePermissions).values(pairs);
  }
  const [owner] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ownerId));
  for (const person of DEMO_PEOPLE) {
    await db.insert(users).values({
      organizationId,
      email: person.email,
      passwordHash: owner.passwordHash,
      firstName: person.first,
      lastName: person.last,
      ...DEMO_CONTACT,
      isActive: person.active ?? true,
      deactivatedAt: person.active === false ? sql`now()` : null,
      roleId: roleIds.get(person.role),
      employeeTypeId: await idOf(db, employeeTypes, organizationId, person.type),
      departmentId: await idOf(db, departments, organizationId, person.department),
      subDepartmentId: await idOf(db, subDepartments, organizationId, person.subDepartment),
      teamId: await idOf(db, teams, organizationId, person.team),
      designationId: await idOf(db, jobTitles, organizationId, person.jobTitle),
      joiningDate: person.joined,
      createdBy: ownerId,
    });
  }
};

export const peopleSeeders: DemoSeeder[] = [seedPeople];
