import { registry, type ResourceName } from '../registry';
import { structureLevels } from '../registry/hierarchy';

/** A named element of the demo organisation: `[name, description]`. */
export type DemoNamed = [name: string, description: string];

interface Branch {
  element: DemoNamed;
  children?: Branch[];
}

const leaf = (name: string, description: string): Branch => ({ element: [name, description] });
const node = (name: string, description: string, children: Branch[]): Branch => ({
  element: [name, description],
  children,
});

export const DEMO_EMPLOYEE_TYPES: DemoNamed[] = [
  ['Permanent', 'Full-time employees on an open-ended contract'],
  ['Contract', 'Employees on a fixed-term contract'],
  ['Part-time', 'Employees working reduced hours'],
  ['Intern', 'Students and graduates in a training programme'],
];

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
export const DEMO_JOB_TITLES: DemoNamed[] = [
  ['CHRO', 'Chief Human Resources Officer'],
  ['People & OD Manager', 'Leads people and organisational development'],
  ['Asst. Manager', 'Assistant manager of an HR function'],
  ['HR Executive', 'Runs day-to-day HR activities'],
  ['Finance Manager', 'Leads planning, accounting and reporting'],
  ['Accountant', 'Keeps the books and prepares statements'],
  ['Team Lead Ops', 'Leads an operations team'],
  ['L1 Support', 'First-line IT support'],
];

/** The structure levels from the top, as the registry chains them; each level's parent is the one before it. */
export const DEMO_LEVELS: readonly ResourceName[] = structureLevels().map((spec) => spec.name);
export type DemoLevel = ResourceName;

/** An element of a structure level, with its parent's name (names are unique across the demo). */
export interface DemoElement {
  name: string;
  description: string;
  parent: string | null;
}

/** The structure level by level (empty for a resource that is no level), each in the order of the tree: the order ids are given in. */
export function demoStructure(): Record<DemoLevel, DemoElement[]> {
  const levels = Object.fromEntries(registry.map((spec) => [spec.name, [] as DemoElement[]])) as Record<
    DemoLevel,
    DemoElement[]
  >;
  const walk = (branches: Branch[], depth: number, parent: string | null) => {
    const level = DEMO_LEVELS[depth];
    if (!level) throw new Error(`the demo structure is deeper than the registry's ${DEMO_LEVELS.length} levels`);
    for (const { element, children } of branches) {
      levels[level].push({ name: element[0], description: element[1], parent });
      if (children) walk(children, depth + 1, element[0]);
    }
  };
  walk(STRUCTURE, 0, null);
  return levels;
}
