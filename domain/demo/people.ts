import { PERMISSIONS, SUB_PERMISSIONS, type Grants, type PermissionName } from '../permissions';

export const DEMO_COMPANY = 'Demo Company';

/** The demo organisation's owner; the password is the operator's (or generated), never part of the data. */
export const DEMO_OWNER = {
  email: 'owner@demo.local',
  firstName: 'Demo',
  lastName: 'Owner',
  country: 'Saudi Arabia',
  city: 'Riyadh',
};

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

export interface DemoRole {
  name: string;
  description: string;
  grants: Grants;
}

/** Three roles a demo visitor can compare: people administration, workforce planning, reading. */
export const DEMO_ROLES: DemoRole[] = [
  {
    name: 'HR Manager',
    description: 'Manages employees, their accounts and roles',
    grants: { ...viewing(...STRUCTURE), ...every('Employee', 'Employees Detail', 'Roles Detail') },
  },
  {
    name: 'Workforce Planner',
    description: 'Keeps the structure, FTE profiles, estimations and costing',
    grants: {
      ...every(...STRUCTURE, ...FTE, 'Estimation Details', 'Costing'),
      ...viewing('Estimation Report', 'Employees Detail'),
    },
  },
  { name: 'Read-only Viewer', description: 'Sees everything, changes nothing', grants: viewing(...PERMISSIONS) },
];

/** An employee of the demo organisation; role, job title, type and structure by name. */
export interface DemoPerson {
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

/** What every demo employee shares: an office phone and address. */
export const DEMO_CONTACT = {
  phoneNumber: '+966 11 000 0000',
  country: 'Saudi Arabia',
  address: 'King Fahd Road, Riyadh',
};

export const DEMO_PEOPLE: DemoPerson[] = [
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
