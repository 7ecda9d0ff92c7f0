import { eq } from 'drizzle-orm';
import {
  PERMISSIONS,
  SUB_PERMISSIONS,
  type Grants,
  type PermissionName,
  type SubPermissionName,
} from '@domain/permissions';
import { hashPassword } from '../../server/auth/passwords';
import {
  departments,
  employeeTypes,
  jobTitles,
  projects,
  rolePermissions,
  roles,
  subDepartments,
  teams,
  users,
} from '../../server/db/schema';
import type { ResourceName, ResourceSpec } from '@domain/registry';
import type { TestContext } from './api';

export const EMPLOYEE_PASSWORD = 'Employee#123';

let sharedHash: Promise<string> | undefined;
/** One hash for every test employee: hashing is deliberately slow. */
const employeeHash = () => (sharedHash ??= hashPassword(EMPLOYEE_PASSWORD));

/** `{ 'Department': ['View', 'Add'] }` from `['Department:View', 'Department:Add']`. */
export function grants(...pairs: Array<`${PermissionName}:${SubPermissionName}`>): Grants {
  const out: Grants = {};
  for (const pair of pairs) {
    const [permission, action] = pair.split(':') as [PermissionName, SubPermissionName];
    (out[permission] ??= []).push(action);
  }
  return out;
}

/** Every permission of the catalogue except the listed pairs. */
export function allGrantsExcept(...excluded: Array<{ permission: PermissionName; action: SubPermissionName }>): Grants {
  const out: Grants = {};
  for (const permission of PERMISSIONS) {
    const actions = SUB_PERMISSIONS.filter((a) => !excluded.some((e) => e.permission === permission && e.action === a));
    if (actions.length) out[permission] = actions;
  }
  return out;
}

let roleCounter = 0;

/** A role of the organisation holding exactly `granted`. */
export async function createRole(
  ctx: TestContext,
  organizationId: number,
  granted: Grants,
  name = `Test role ${++roleCounter}`,
): Promise<number> {
  const db = ctx.database.db;
  const [role] = await db.insert(roles).values({ organizationId, name }).returning();
  const pairs = Object.entries(granted).flatMap(([permission, actions]) =>
    (actions ?? []).map((action) => ({
      roleId: role.id,
      permissionId: PERMISSIONS.indexOf(permission as PermissionName) + 1,
      subPermissionId: SUB_PERMISSIONS.indexOf(action) + 1,
    })),
  );
  if (pairs.length) await db.insert(rolePermissions).values(pairs);
  return role.id;
}

export interface TestEmployee {
  userId: number;
  roleId: number;
  email: string;
  password: string;
  /** A bearer header of a fresh session (no sign-in request, so no rate limit is touched). */
  auth: Record<string, string>;
}

let employeeCounter = 0;

/** An active employee of the organisation whose role holds `granted` (or the given role). */
export async function createEmployee(
  ctx: TestContext,
  organizationId: number,
  options: { grants?: Grants; roleId?: number; email?: string } = {},
): Promise<TestEmployee> {
  const roleId = options.roleId ?? (await createRole(ctx, organizationId, options.grants ?? {}));
  const n = ++employeeCounter;
  const email = options.email ?? `employee-${organizationId}-${n}-${Date.now()}@people.test`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      organizationId,
      email,
      passwordHash: await employeeHash(),
      firstName: 'Test',
      lastName: `Employee ${n}`,
      isActive: true,
      roleId,
    })
    .returning();
  return { userId: user.id, roleId, email, password: EMPLOYEE_PASSWORD, auth: await sessionFor(ctx, user.id) };
}

/** A bearer header of a new session of any account. */
export async function sessionFor(ctx: TestContext, userId: number): Promise<Record<string, string>> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  const { accessToken } = await ctx.app.sessions.start(user);
  return { authorization: `Bearer ${accessToken}` };
}

export interface TestStructure {
  employeeTypeId: number;
  departmentId: number;
  subDepartmentId: number;
  projectId: number;
  teamId: number;
  jobTitleId: number;
  /** A second department with its own sub-department and team, for "does not belong" checks. */
  otherDepartmentId: number;
  otherSubDepartmentId: number;
  otherTeamId: number;
}

/** A small structure in the organisation: what an employee form points at. */
export async function createStructure(ctx: TestContext, organizationId: number, prefix = 'S'): Promise<TestStructure> {
  const db = ctx.database.db;
  const one = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows)[0].id as number;
  const employeeTypeId = await one(
    db
      .insert(employeeTypes)
      .values({ organizationId, name: `${prefix} Permanent` })
      .returning(),
  );
  const jobTitleId = await one(
    db
      .insert(jobTitles)
      .values({ organizationId, name: `${prefix} Analyst` })
      .returning(),
  );
  const tree = async (name: string) => {
    const departmentId = await one(
      db
        .insert(departments)
        .values({ organizationId, name: `${prefix} ${name}` })
        .returning(),
    );
    const subDepartmentId = await one(
      db
        .insert(subDepartments)
        .values({ organizationId, name: `${prefix} ${name} Ops`, parentId: departmentId })
        .returning(),
    );
    const projectId = await one(
      db
        .insert(projects)
        .values({ organizationId, name: `${prefix} ${name} Project`, parentId: subDepartmentId })
        .returning(),
    );
    const teamId = await one(
      db
        .insert(teams)
        .values({ organizationId, name: `${prefix} ${name} Team`, parentId: projectId })
        .returning(),
    );
    return { departmentId, subDepartmentId, projectId, teamId };
  };
  const main = await tree('Finance');
  const other = await tree('Sales');
  return {
    employeeTypeId,
    jobTitleId,
    ...main,
    otherDepartmentId: other.departmentId,
    otherSubDepartmentId: other.subDepartmentId,
    otherTeamId: other.teamId,
  };
}

/** Which id of a TestStructure is the element of each structure resource it builds. */
export const STRUCTURE_ID_OF = {
  employeeTypes: 'employeeTypeId',
  departments: 'departmentId',
  subDepartments: 'subDepartmentId',
  projects: 'projectId',
  teams: 'teamId',
  jobTitles: 'jobTitleId',
} as const satisfies Partial<Record<ResourceName, keyof TestStructure>>;

/** Whether createStructure builds an element of the resource (every resource of spec §7 it does). */
export const builtByTestStructure = (
  spec: ResourceSpec,
): spec is ResourceSpec & { name: keyof typeof STRUCTURE_ID_OF } => spec.name in STRUCTURE_ID_OF;

/** A complete Add Employee form (multipart, PascalCase as documented) of a new person of the structure. */
export const employeeForm = (
  s: TestStructure,
  roleId: number,
  overrides: Record<string, string | number | undefined> = {},
) => ({
  FirstName: 'Layla',
  LastName: 'Saleh',
  Email: `layla.${Math.random().toString(36).slice(2)}@people.test`,
  PhoneNumber: '+966 50 000 0000',
  Password: 'Layla#2025',
  ConfirmPassword: 'Layla#2025',
  Country: 'Saudi Arabia',
  Address: '1 Olaya Street, Riyadh',
  JoiningDate: '2025-01-05',
  EmployeeTypeId: s.employeeTypeId,
  DepartmentId: s.departmentId,
  SubDepartmentId: s.subDepartmentId,
  DesignationId: s.jobTitleId,
  RoleId: roleId,
  TeamId: s.teamId,
  ...overrides,
});
