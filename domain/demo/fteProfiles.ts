import type { FteInput } from '../fte';
import type { FteScope } from '../fteScopes';

/** A working week as the FTE forms send it: every figure given, times as "HH:mm". */
export type DemoWeek = Required<Omit<FteInput, 'breakHours' | 'breakCustomFields'>> & {
  breakHours: string;
  breakCustomFields: Array<{ fieldName: string; fieldValue: string }>;
};

/** A Saudi office week (8 h, 5 days, lunch and prayer breaks): FTE 1417, the reference figure. */
const SAUDI: DemoWeek = {
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
const PAKISTAN: DemoWeek = {
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

export interface DemoFteProfile {
  scope: FteScope;
  /** The name of the element the profile belongs to; none for the organisation's. */
  element: string | null;
  fteName: string;
  week: DemoWeek;
}

const profile = (scope: FteScope, element: string | null, fteName: string, week: DemoWeek): DemoFteProfile => ({
  scope,
  element,
  fteName,
  week,
});

export const DEMO_HEAD_OFFICE = 'Riyadh head office';

export const DEMO_FTE_PROFILES: DemoFteProfile[] = [
  profile('organization', null, DEMO_HEAD_OFFICE, SAUDI),
  profile('organization', null, 'Lahore office', PAKISTAN),
  profile('department', 'Human Resources', 'HR standard week', { ...SAUDI, annualLeaves: 30 }),
  profile('department', 'Information Technology', 'IT support week', {
    ...PAKISTAN,
    workingHours: 8,
    leavesCustomFields: [{ fieldName: 'On-call rest', fieldValue: 6 }],
  }),
  profile('subdepartment', 'Talent Acquisition', 'Recruiters', {
    ...SAUDI,
    totalAwayDays: 12,
    leavesCustomFields: [{ fieldName: 'Campus fairs', fieldValue: 8 }],
  }),
  profile('subdepartment', 'Accounts', 'Accounts office', { ...PAKISTAN, workingDays: 5.5 }),
  profile('project', 'Manpower Planning 2025', 'Planning project', SAUDI),
  profile('team', 'Service Desk', 'Service desk shifts', { ...PAKISTAN, workingHours: 8, breakHours: '00:45' }),
  profile('team', 'Workforce Analytics', 'Analysts', SAUDI),
  profile('jobtitle', 'CHRO', 'CHRO', { ...SAUDI, totalAwayDays: 15 }),
  profile('jobtitle', 'HR Executive', 'HR Executive', SAUDI),
  profile('jobtitle', 'Accountant', 'Accountant (Lahore)', PAKISTAN),
];
