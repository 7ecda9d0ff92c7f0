import { and, eq, sql } from 'drizzle-orm';
import { PERMISSIONS, SUB_PERMISSIONS, type Grants, type PermissionName } from '../../../src/domain/permissions';
import type { Db } from '../client';
import { departments, employeeTypes, jobTitles, rolePermissions, roles, subDepartments, teams, users } from '../schema';
import type { ElementTable } from '../structure';
import type { DemoSeeder } from './demo';

const every = (...names: PermissionName[]): Grants => Object.fromEntries(names.map((n) => [n, [...SUB_PERMISSIONS]]));
const viewing = (...names: PermissionName[]): Grants => Object.fromEntries(names.map((n) => [n, ['View']]));
const STRUCTURE: PermissionName[] = ['Employee Type', 'Department', 'Sub-Department', 'Project', 'Team', 'Job Title'];
const FTE: PermissionName[] = [
  'Organization FTE',
  'Department FTE',
  'Sub-Department FTE',
  'Project FTE',
  'Team FTE',
  'Job Title FTE',
];

/** Three roles a demo visitor can compare: people administration, workforce planning, reading. */
const ROLES: Array<[name: string, description: string, grants: Grants]> = [
  [
    'HR Manager',
    'Manages employees, their accounts and roles',
    { ...viewing(...STRUCTURE), ...every('Employee', 'Employees Detail', 'Roles Detail') },
  ],
  [
    'Workforce Planner',
    'Keeps the structure, FTE profiles, estimations and costing',
    {
      ...every(...STRUCTURE, ...FTE, 'Estimation Details', 'Costing'),
      ...viewing('Estimation Report', 'Employees Detail'),
    },
  ],
  ['Read-only Viewer', 'Sees everything, changes nothing', viewing(...PERMISSIONS)],
];

interface Person {
  first: string;
  last: string;
  email: string;
  role: string;
  jobTitle: string;
  type: string;
  department: string;
  subDepartment?: string;
  team?: string;
  joined: string;
  active?: boolean;
}

const PEOPLE: Person[] = [
  {
    first: 'Sara',
    last: 'Al-Qahtani',
    email: 'hr.manager@demo.local',
    role: 'HR Manager',
    jobTitle: 'CHRO',
    type: 'Permanent',
    department: 'Human Resources',
    subDepartment: 'People & Organisational Development',
    team: 'Workforce Analytics',
    joined: '2019-03-10',
  },
  {
    first: 'Fahad',
    last: 'Al-Harbi',
    email: 'planner@demo.local',
    role: 'Workforce Planner',
    jobTitle: 'People & OD Manager',
    type: 'Permanent',
    department: 'Human Resources',
    subDepartment: 'People & Organisational Development',
    team: 'Job Evaluation',
    joined: '2021-06-01',
  },
  {
    first: 'Mariam',
    last: 'Khan',
    email: 'hr.executive@demo.local',
    role: 'Read-only Viewer',
    jobTitle: 'HR Executive',
    type: 'Contract',
    department: 'Human Resources',
    subDepartment: 'HR Operations',
    team: 'Employee Services',
    joined: '2023-01-15',
  },
  {
    first: 'Omar',
    last: 'Siddiqui',
    email: 'finance@demo.local',
    role: 'Workforce Planner',
    jobTitle: 'Finance Manager',
    type: 'Permanent',
    department: 'Finance',
    subDepartment: 'Financial Planning & Analysis',
    team: 'Budget Control',
    joined: '2020-09-20',
  },
  {
    first: 'Aisha',
    last: 'Rahman',
    email: 'accountant@demo.local',
    role: 'Read-only Viewer',
    jobTitle: 'Accountant',
    type: 'Permanent',
    department: 'Finance',
    subDepartment: 'Accounts',
    team: 'Accounts Payable',
    joined: '2022-02-01',
  },
  {
    first: 'Yousef',
    last: 'Al-Dossari',
    email: 'support@demo.local',
    role: 'Read-only Viewer',
    jobTitle: 'L1 Support',
    type: 'Part-time',
    department: 'Information Technology',
    subDepartment: 'Infrastructure',
    team: 'Service Desk',
    joined: '2024-04-07',
  },
  {
    first: 'Khalid',
    last: 'Nasser',
    email: 'former.employee@demo.local',
    role: 'Read-only Viewer',
    jobTitle: 'Team Lead Ops',
    type: 'Contract',
    department: 'Operations',
    joined: '2018-11-04',
    active: false,
  },
];

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
  for (const [name, description, grants] of ROLES) {
    const [role] = await db.insert(roles).values({ organizationId, name, description }).returning({ id: roles.id });
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
  for (const person of PEOPLE) {
    await db.insert(users).values({
      organizationId,
      email: person.email,
      passwordHash: owner.passwordHash,
      firstName: person.first,
      lastName: person.last,
      phoneNumber: '+966 11 000 0000',
      country: 'Saudi Arabia',
      address: 'King Fahd Road, Riyadh',
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
