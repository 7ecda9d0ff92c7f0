import { computeFte, formatTime, parseTime, type FteInput } from '../../../src/domain/fte';
import type { FteScope } from '../../../src/domain/fteScopes';
import type { Db } from '../client';
import { departments, fteProfiles, jobTitles, projects, subDepartments, teams } from '../schema';
import type { ElementTable } from '../structure';
import type { DemoSeeder } from './demo';

type Named = [name: string, description: string];
interface Branch {
  element: Named;
  children?: Branch[];
}

const leaf = (name: string, description: string): Branch => ({ element: [name, description] });
const node = (name: string, description: string, children: Branch[]): Branch => ({
  element: [name, description],
  children,
});

/** Department -> sub-department -> project -> team, as a mid-sized Gulf company might run it. */
const STRUCTURE: Branch[] = [
  node('Human Resources', 'People, culture and organisational development', [
    node('Talent Acquisition', 'Hiring from requisition to onboarding', [
      node('Graduate Hiring Programme', 'Yearly intake of fresh graduates', [
        leaf('Campus Recruitment', 'University fairs and shortlisting'),
        leaf('Assessment Centre', 'Tests, interviews and evaluations'),
      ]),
    ]),
    node('People & Organisational Development', 'Manpower planning, job design and performance', [
      node('Manpower Planning 2025', 'Workload-based headcount for the next budget', [
        leaf('Workforce Analytics', 'Activity data, FTE models and dashboards'),
        leaf('Job Evaluation', 'Job descriptions and grading'),
      ]),
    ]),
    node('HR Operations', 'Employee records, payroll inputs and services', [
      node('HRIS Rollout', 'Moving employee records to the new HR system', [
        leaf('Payroll & Benefits', 'Salary inputs, insurance and allowances'),
        leaf('Employee Services', 'Letters, cards and employee queries'),
      ]),
    ]),
  ]),
  node('Finance', 'Planning, accounting and reporting', [
    node('Financial Planning & Analysis', 'Budgets, forecasts and management reports', [
      node('Annual Budget 2025', 'Budget cycle with every cost centre', [
        leaf('Budget Control', 'Tracking spend against budget'),
        leaf('Forecasting', 'Rolling quarterly forecasts'),
      ]),
    ]),
    node('Accounts', 'Payables, receivables and the general ledger', [
      node('Month-End Close', 'Closing the books in five working days', [
        leaf('Accounts Payable', 'Supplier invoices and payments'),
        leaf('Accounts Receivable', 'Customer invoicing and collections'),
      ]),
    ]),
  ]),
  node('Operations', 'Facilities, procurement and administration', [
    node('Facilities', 'Offices, maintenance and workplace services', [
      node('Head Office Move', 'Relocation to the new head office', [
        leaf('Workplace Services', 'Moves, seating and maintenance requests'),
      ]),
    ]),
    node('Procurement', 'Sourcing and supplier management', [
      node('Vendor Consolidation', 'Fewer, better suppliers', [leaf('Sourcing', 'Tenders, quotations and contracts')]),
    ]),
  ]),
  node('Information Technology', 'Infrastructure, applications and support', [
    node('Infrastructure', 'Networks, servers and security', [
      node('Cloud Migration', 'Moving on-premise systems to the cloud', [
        leaf('Network & Security', 'Connectivity, firewalls and access'),
        leaf('Service Desk', 'First- and second-line support'),
      ]),
    ]),
    node('Applications', 'Business applications and the web', [
      node('Self-Service Portal', 'Employee self-service on the web', [
        leaf('Web Development', 'Portal front end and back end'),
      ]),
    ]),
  ]),
];

/** The four designations of the sample HR workbook first, then others found across the company. */
const JOB_TITLES: Named[] = [
  ['CHRO', 'Chief Human Resources Officer'],
  ['People & OD Manager', 'Leads people and organisational development'],
  ['Asst. Manager', 'Assistant manager of an HR function'],
  ['HR Executive', 'Runs day-to-day HR activities'],
  ['Finance Manager', 'Leads planning, accounting and reporting'],
  ['Accountant', 'Keeps the books and prepares statements'],
  ['Team Lead Ops', 'Leads an operations team'],
  ['L1 Support', 'First-line IT support'],
];

const LEVELS: ElementTable[] = [departments, subDepartments, projects, teams];

/** Element ids by name, for the FTE profiles below (names are unique across this demo). */
type Ids = Map<string, number>;

async function plant(
  db: Db,
  organizationId: number,
  branches: Branch[],
  depth: number,
  parentId: number | null,
  ids: Ids,
) {
  for (const branch of branches) {
    const [name, description] = branch.element;
    const [row] = await db
      .insert(LEVELS[depth])
      .values({ organizationId, name, description, parentId })
      .returning({ id: LEVELS[depth].id });
    ids.set(name, row.id);
    if (branch.children) await plant(db, organizationId, branch.children, depth + 1, row.id, ids);
  }
}

type Week = Required<Omit<FteInput, 'breakHours' | 'breakCustomFields'>> & {
  breakHours: string;
  breakCustomFields: Array<{ fieldName: string; fieldValue: string }>;
};

/** A Saudi office week (8 h, 5 days, lunch and prayer breaks); the organisation profile is the README's worked example (FTE 1417). */
const SAUDI: Week = {
  workingHours: 8,
  workingDays: 5,
  breakHours: '01:00',
  breakCustomFields: [{ fieldName: 'Prayer', fieldValue: '00:30' }],
  gazettedHolidays: 10,
  annualLeaves: 21,
  sickLeaves: 5,
  casualLeaves: 3,
  totalAwayDays: 2,
  leavesCustomFields: [{ fieldName: 'Training', fieldValue: 1 }],
  country: 'SaudiArabia',
};
/** A Pakistani office week: 9 h, 6 days, more public holidays and casual leave. */
const PAKISTAN: Week = {
  workingHours: 9,
  workingDays: 6,
  breakHours: '01:00',
  breakCustomFields: [{ fieldName: 'Friday prayer', fieldValue: '00:15' }],
  gazettedHolidays: 16,
  annualLeaves: 14,
  sickLeaves: 8,
  casualLeaves: 10,
  totalAwayDays: 3,
  leavesCustomFields: [],
  country: 'Pakistan',
};

const PROFILES: Array<[scope: FteScope, element: string | null, name: string, week: Week]> = [
  ['organization', null, 'Riyadh head office', SAUDI],
  ['organization', null, 'Lahore office', PAKISTAN],
  ['department', 'Human Resources', 'HR standard week', { ...SAUDI, annualLeaves: 30 }],
  [
    'department',
    'Information Technology',
    'IT support week',
    { ...PAKISTAN, workingHours: 8, leavesCustomFields: [{ fieldName: 'On-call rest', fieldValue: 6 }] },
  ],
  [
    'subdepartment',
    'Talent Acquisition',
    'Recruiters',
    { ...SAUDI, totalAwayDays: 12, leavesCustomFields: [{ fieldName: 'Campus fairs', fieldValue: 8 }] },
  ],
  ['subdepartment', 'Accounts', 'Accounts office', { ...PAKISTAN, workingDays: 5.5 }],
  ['project', 'Manpower Planning 2025', 'Planning project', SAUDI],
  ['team', 'Service Desk', 'Service desk shifts', { ...PAKISTAN, workingHours: 8, breakHours: '00:45' }],
  ['team', 'Workforce Analytics', 'Analysts', SAUDI],
  ['jobtitle', 'CHRO', 'CHRO', { ...SAUDI, totalAwayDays: 15 }],
  ['jobtitle', 'HR Executive', 'HR Executive', SAUDI],
  ['jobtitle', 'Accountant', 'Accountant (Lahore)', PAKISTAN],
];

const seedStructure: DemoSeeder = async (db, { organizationId }) => {
  const ids: Ids = new Map();
  await plant(db, organizationId, STRUCTURE, 0, null, ids);
  for (const [name, description] of JOB_TITLES) {
    const [row] = await db
      .insert(jobTitles)
      .values({ organizationId, name, description })
      .returning({ id: jobTitles.id });
    ids.set(name, row.id);
  }
  for (const [scope, element, fteName, week] of PROFILES) {
    const { breakdown, issues } = computeFte(week);
    if (!breakdown || issues.length) throw new Error(`demo FTE profile ${fteName} is not valid`);
    const elementId = element === null ? null : ids.get(element);
    if (elementId === undefined) throw new Error(`demo FTE profile ${fteName}: no element ${element}`);
    const breakHours = formatTime(parseTime(week.breakHours) ?? 0);
    await db
      .insert(fteProfiles)
      .values({ organizationId, scope, elementId, fteName, ...week, breakHours, fte: breakdown.fte });
  }
};

export const structureSeeders: DemoSeeder[] = [seedStructure];
