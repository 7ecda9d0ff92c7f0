import type { Cell } from '../estimation/columns';
import type { CostBreakdown } from '../estimation/costing';
import { demoWorkbookRows } from './estimation';

/**
 * The workforce plan of the demo organisation: workbooks on two departments' FTE profiles, so the
 * plan screens show something true on first start. Human Resources (SAR) has an original and a
 * customised copy (the copy, promoted, is its plan of record); Information Technology (PKR) has one
 * original. Their job titles are matched by name ("l1 support"), mapped by the user
 * ("Service Desk Lead" counts as "Team Lead Ops") or left unmapped ("Recruitment Specialist",
 * "Network Engineer").
 */
export interface DemoPlanWorkbook {
  fileName: string;
  sheetName: string;
  /** The FTE profile's name (domain/demo/fteProfiles). */
  profile: string;
  fileType: 'O' | 'C';
  /** For a customised copy: the original's file name. */
  source?: string;
  /** Promoted to its element's plan of record, for this plan year with this note. */
  promoted?: { planYear: number; note: string };
  createdDate: string;
  rows: () => Cell[][];
  costs: Array<{ designationName: string; breakdown: CostBreakdown }>;
}

const column = (header: Cell[], name: string) => header.indexOf(name);

/** The head office's HR workload for the whole department: four times the volume, with a recruiter. */
function hrDepartmentRows(): Cell[][] {
  const [header, ...rows] = demoWorkbookRows();
  const executive = column(header, 'JD | HR Executive');
  const group = column(header, 'Sub-Department');
  const frequency = column(header, 'Activity Frequency (Monthly)');
  const withRecruiter = [
    ...header.slice(0, executive + 1),
    'JD | Recruitment Specialist',
    ...header.slice(executive + 1),
  ];
  return [
    withRecruiter,
    ...rows.map((row) => {
      const recruiting = row[group] === 'Talent Acquisition';
      const share = Number(row[executive]);
      const copy = [...row];
      copy[frequency] = Number(row[frequency]) * 4;
      copy[executive] = recruiting ? share / 2 : share;
      return [...copy.slice(0, executive + 1), recruiting ? share / 2 : 0, ...copy.slice(executive + 1)];
    }),
  ];
}

/** The lean variant: HR Operations without an assistant manager, the executives taking the work. */
function hrLeanRows(): Cell[][] {
  const [header, ...rows] = hrDepartmentRows();
  const assistant = column(header, 'JD | Asst. Manager');
  const executive = column(header, 'JD | HR Executive');
  const group = column(header, 'Sub-Department');
  return [
    header,
    ...rows.map((row) => {
      if (row[group] !== 'HR Operations') return row;
      const copy = [...row];
      copy[executive] = Number(row[executive]) + Number(row[assistant]);
      copy[assistant] = 0;
      return copy;
    }),
  ];
}

// prettier-ignore
const IT_ACTIVITIES: Array<[category: string, group: string, activity: string, shares: [number, number, number], frequency: number, minutes: number]> = [
  ['Transactional', 'Service Desk', 'Ticket triage', [80, 20, 0], 1500, 5],
  ['Transactional', 'Service Desk', 'Password resets', [100, 0, 0], 600, 10],
  ['Tactical/ Operations', 'Service Desk', 'Incident handling', [50, 30, 20], 200, 60],
  ['Tactical/ Operations', 'Network & Security', 'Network monitoring', [0, 20, 80], 22, 240],
  ['Tactical/ Operations', 'Network & Security', 'Patch management', [0, 20, 80], 4, 600],
  ['Transactional', 'Service Desk', 'Shift handover', [50, 50, 0], 44, 30],
  ['Strategy', 'Network & Security', 'Access reviews', [0, 60, 40], 1, 1200],
  ['Strategy', 'Network & Security', 'Capacity planning', [0, 40, 60], 1 / 3, 2400],
];

function itRows(): Cell[][] {
  return [
    [
      'Sr.#',
      'Category',
      'Team',
      'Activity',
      'JD | l1 support',
      'JD | Service Desk Lead',
      'JD | Network Engineer',
      'Activity Frequency (Monthly)',
      'Unit Time (minutes) per action',
    ],
    ...IT_ACTIVITIES.map(([category, group, activity, shares, frequency, minutes], i) => [
      i + 1,
      category,
      group,
      activity,
      ...shares,
      frequency,
      minutes,
    ]),
  ];
}

const pay = (monthlyBasic: number, housing: number, otherAllowances: number, employerContributionRate: number) => ({
  monthlyBasic,
  housing,
  otherAllowances,
  employerContributionRate,
});

/** SAR, as the head office pays; the recruiter and the assistant manager have no cost yet. */
const HR_COSTS = [
  { designationName: 'CHRO', breakdown: pay(38000, 9500, 2500, 0.12) },
  { designationName: 'People & OD Manager', breakdown: pay(22000, 5500, 1500, 0.12) },
  { designationName: 'HR Executive', breakdown: pay(9000, 2250, 750, 0.12) },
];

/** PKR, as the Lahore office pays; the network engineer has no cost yet. */
const IT_COSTS = [
  { designationName: 'l1 support', breakdown: pay(150000, 45000, 15000, 0.06) },
  { designationName: 'Service Desk Lead', breakdown: pay(350000, 105000, 25000, 0.06) },
];

export const DEMO_PLAN_WORKBOOKS: DemoPlanWorkbook[] = [
  {
    fileName: 'HR department plan 2026.xlsx',
    sheetName: 'HR department',
    profile: 'HR standard week',
    fileType: 'O',
    createdDate: '2026-01-12T08:00:00.000Z',
    rows: hrDepartmentRows,
    costs: HR_COSTS,
  },
  {
    fileName: 'HR department plan 2026 - lean operations.xlsx',
    sheetName: 'Estimation',
    profile: 'HR standard week',
    fileType: 'C',
    source: 'HR department plan 2026.xlsx',
    promoted: { planYear: 2026, note: 'Approved by the HR committee' },
    createdDate: '2026-02-03T10:30:00.000Z',
    rows: hrLeanRows,
    costs: HR_COSTS,
  },
  {
    fileName: 'IT support model 2026.xlsx',
    sheetName: 'IT support',
    profile: 'IT support week',
    fileType: 'O',
    createdDate: '2026-01-20T09:00:00.000Z',
    rows: itRows,
    costs: IT_COSTS,
  },
];

/** Designations the demo user mapped on the mapping screen: workbook title -> job title. */
export const DEMO_DESIGNATION_MAPPINGS: Array<{ designation: string; jobTitle: string }> = [
  { designation: 'Service Desk Lead', jobTitle: 'Team Lead Ops' },
];
