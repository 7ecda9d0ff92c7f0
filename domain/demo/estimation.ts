import type { Cell } from '../estimation/columns';
import type { CostBreakdown } from '../estimation/costing';
import { DEMO_HEAD_OFFICE } from './fteProfiles';

const HEADER = [
  'Sr.#',
  'Activity Type actuals / averages',
  'Category',
  'Sub-Department',
  'Activity',
  'Description',
  'JD | CHRO',
  'JD | People & OD Manager',
  'JD | Asst. Manager',
  'JD | HR Executive',
  'Activity Frequency (Monthly)',
  'Unit Time (minutes) per action',
];

// prettier-ignore
type Activity = [type: string, category: string, group: string, activity: string, description: string, shares: [number, number, number, number], frequency: number, minutes: number];

/** The head office's HR workload: what a planner would write for one year. */
// prettier-ignore
const ACTIVITIES: Activity[] = [
  ['Actual', 'Strategy', 'People & Organisational Development', 'Manpower budgeting', 'Plan the headcount of the fiscal year with each head of department', [30, 70, 0, 0], 1 / 12, 2400],
  ['Average', 'Strategy', 'People & Organisational Development', 'HR policy review', 'Revise policies against labour law and market practice, present drafts to the board', [45, 45, 10, 0], 1, 600],
  ['Average', 'Strategy', 'People & Organisational Development', 'Succession planning', 'Identify successors for key roles with heads of department', [40, 60, 0, 0], 1 / 6, 1200],
  ['Actual', 'Tactical/ Operations', 'Talent Acquisition', 'Job requisitions', 'Check each requisition against the approved budget and the job description', [0, 20, 30, 50], 6, 90],
  ['Average', 'Transactional', 'Talent Acquisition', 'Shortlisting', 'Screen applications and hold telephone interviews before the panel', [0, 10, 40, 50], 12, 240],
  ['Average', 'Transactional', 'Talent Acquisition', 'Interview scheduling', 'Agree slots with candidates and panel members, send invitations', [0, 0, 30, 70], 20, 45],
  ['Actual', 'Transactional', 'Talent Acquisition', 'Offer letters', 'Prepare offers after salary approval and follow up acceptances', [5, 10, 35, 50], 6, 60],
  ['Average', 'Tactical/ Operations', 'Talent Acquisition', 'Onboarding', 'Welcome new joiners, run the orientation day and set up their records', [0, 10, 40, 50], 4, 480],
  ['Average', 'Tactical/ Operations', 'People & Organisational Development', 'Performance reviews', 'Run the review cycle, calibrate ratings and prepare increments', [20, 40, 30, 10], 1 / 6, 3000],
  ['Average', 'Tactical/ Operations', 'People & Organisational Development', 'Training needs analysis', 'Collect development plans and plan the training calendar', [0, 50, 30, 20], 1 / 3, 900],
  ['Average', 'Transactional', 'HR Operations', 'Attendance management', 'Reconcile attendance, follow up missing clock-ins and leave requests', [0, 0, 30, 70], 22, 60],
  ['Average', 'Transactional', 'HR Operations', 'Payroll inputs', 'Prepare joiners, leavers, allowances and deductions for payroll', [0, 10, 60, 30], 1, 960],
  ['Actual', 'Transactional', 'HR Operations', 'Employee letters', 'Issue salary certificates, experience letters and other HR letters', [0, 5, 25, 70], 15, 30],
  ['Average', 'Tactical/ Operations', 'HR Operations', 'Employee relations cases', 'Hear grievances and disciplinary cases and document the outcome', [30, 30, 20, 20], 2, 240],
  ['Average', 'Transactional', 'HR Operations', 'Exit interviews and settlements', 'Interview leavers and prepare their final settlement', [0, 30, 30, 40], 2, 150],
];

/**
 * An estimation workbook for the head office profile (FTE 1417, Saudi Arabia) with costs for
 * three of its four job titles, so the report shows figures, a total in SAR and a missing cost.
 */
export const DEMO_WORKBOOK = {
  fileName: 'HR manpower model 2025.xlsx',
  sheetName: 'Manpower model',
  profile: DEMO_HEAD_OFFICE,
};

/** The workbook's cells as uploaded: a header row, then one row per activity. */
export const demoWorkbookRows = (): Cell[][] => [
  [...HEADER],
  ...ACTIVITIES.map(([type, category, group, activity, description, shares, frequency, minutes], i) => [
    i + 1,
    type,
    category,
    group,
    activity,
    description,
    ...shares,
    frequency,
    minutes,
  ]),
];

/** Monthly pay per job title (SAR) that the demo costs are built from; the Asst. Manager has none yet. */
const PAY: Record<string, Omit<CostBreakdown, 'employerContributionRate'>> = {
  CHRO: { monthlyBasic: 38000, housing: 9500, otherAllowances: 2500 },
  'People & OD Manager': { monthlyBasic: 22000, housing: 5500, otherAllowances: 1500 },
  'HR Executive': { monthlyBasic: 9000, housing: 2250, otherAllowances: 750 },
};

/** The demo costs, per job title of the workbook. */
export const demoCosts = (): Array<{ designationName: string; breakdown: CostBreakdown }> =>
  Object.entries(PAY).map(([designationName, pay]) => ({
    designationName,
    breakdown: { ...pay, employerContributionRate: 0.12 },
  }));
