import { parseTime, type TimeValue } from './fteTime';

export { formatTime, parseTime, type TimeValue } from './fteTime';

/** The countries an FTE profile may be for, and the currency its costs are reported in. */
export const COUNTRIES = ['Pakistan', 'SaudiArabia', 'UAE', 'Canada', 'USA'] as const;
export type Country = (typeof COUNTRIES)[number];
export const CURRENCY_OF = {
  Pakistan: 'PKR',
  SaudiArabia: 'SAR',
  UAE: 'AED',
  Canada: 'CAD',
  USA: 'USD',
} as const satisfies Record<Country, string>;
export type Currency = (typeof CURRENCY_OF)[Country];

/** The currency of a stored country key; none for a key outside the list. */
export const currencyOf = (country: string): Currency | null => CURRENCY_OF[country as Country] ?? null;

/** "Saudi Arabia", "saudiarabia" and "SaudiArabia" are one country. */
export function countryOf(value: unknown): Country | undefined {
  if (typeof value !== 'string') return undefined;
  const bare = value.replace(/[^a-z]/gi, '').toLowerCase();
  return COUNTRIES.find((c) => c.toLowerCase() === bare);
}

export const WEEKS_PER_YEAR = 52;
export const MAX_HOURS_PER_DAY = 24;
export const MIN_DAYS_PER_WEEK = 1;
export const MAX_DAYS_PER_WEEK = 7;

export interface NamedValue<V> {
  fieldName: string;
  fieldValue: V;
}

/** What the FTE value is computed from: the fields of an FTE profile (DESIGN §5). */
export interface FteInput {
  workingHours?: number;
  workingDays?: number;
  breakHours?: TimeValue;
  breakCustomFields?: Array<NamedValue<TimeValue>>;
  gazettedHolidays?: number;
  annualLeaves?: number;
  sickLeaves?: number;
  casualLeaves?: number;
  totalAwayDays?: number;
  leavesCustomFields?: Array<NamedValue<number>>;
  country?: string;
}

export const STANDARD_ABSENCES = [
  'gazettedHolidays',
  'annualLeaves',
  'sickLeaves',
  'casualLeaves',
  'totalAwayDays',
] as const;
export type StandardAbsence = (typeof STANDARD_ABSENCES)[number];

/** One line of the explanation: a standard field (`field`) or a named custom row (`name`). */
export interface BreakdownLine {
  field: StandardAbsence | 'breakHours' | 'leavesCustomFields' | 'breakCustomFields';
  name?: string;
  value: number;
}

/** How the FTE value comes about, line by line, so that it can be shown and checked. */
export interface FteBreakdown {
  workingDaysPerYear: number;
  absences: BreakdownLine[];
  absenceDays: number;
  availableDays: number;
  workingHours: number;
  breaks: BreakdownLine[];
  breakHours: number;
  netDailyHours: number;
  /** Annual available hours of one full-time person. */
  fte: number;
}

/** A rule the input breaks: a dotted field path and a translation key of the `server` namespace. */
export interface FteIssue {
  field: string;
  key: string;
}

export const FTE_MSG = {
  required: 'validation.required',
  notNumber: 'validation.notNumber',
  hoursPerDay: 'validation.fte.hoursPerDay',
  daysPerWeek: 'validation.fte.daysPerWeek',
  dayCount: 'validation.fte.dayCount',
  time: 'validation.fte.time',
  netDailyHours: 'validation.fte.netDailyHours',
  availableDays: 'validation.fte.availableDays',
  country: 'validation.fte.country',
} as const;

/** Removes binary noise (0.1 + 0.2) without hiding real fractions of a day or an hour. */
const tidy = (value: number, places: number): number => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/**
 * The FTE function of DESIGN §5, the only one: the server stores what it answers and the browser
 * shows its breakdown while the user types.
 *
 *   availableDays = workingDays * 52 - holidays - leaves - away days - custom away days
 *   netDailyHours = workingHours - breakHours - custom breaks
 *   fte           = availableDays * netDailyHours
 *
 * `breakdown` is null only when a number is missing or unreadable; the input is acceptable only
 * when `issues` is empty.
 */
export function computeFte(input: FteInput): { breakdown: FteBreakdown | null; issues: FteIssue[] } {
  const issues: FteIssue[] = [];
  const fail = (field: string, key: string) => {
    issues.push({ field, key });
    return undefined;
  };
  const number = (field: string, value: unknown, required: boolean, ok: (n: number) => boolean, key: string) => {
    if (value === undefined || value === null) return required ? fail(field, FTE_MSG.required) : 0;
    if (typeof value !== 'number' || !Number.isFinite(value)) return fail(field, FTE_MSG.notNumber);
    return ok(value) ? value : fail(field, key);
  };
  const time = (field: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return 0;
    const minutes = parseTime(value);
    return minutes === undefined ? fail(field, FTE_MSG.time) : minutes;
  };
  const nonNegative = (n: number) => n >= 0;

  const workingHours = number(
    'workingHours',
    input.workingHours,
    true,
    (n) => n >= 0 && n <= MAX_HOURS_PER_DAY,
    FTE_MSG.hoursPerDay,
  );
  const workingDays = number(
    'workingDays',
    input.workingDays,
    true,
    (n) => n >= MIN_DAYS_PER_WEEK && n <= MAX_DAYS_PER_WEEK,
    FTE_MSG.daysPerWeek,
  );

  const absences: Array<BreakdownLine | undefined> = STANDARD_ABSENCES.map((field) => {
    const days = number(field, input[field], false, nonNegative, FTE_MSG.dayCount);
    return days === undefined ? undefined : { field, value: days };
  });
  (input.leavesCustomFields ?? []).forEach((row, i) => {
    const days = number(`leavesCustomFields.${i}.fieldValue`, row?.fieldValue, true, nonNegative, FTE_MSG.dayCount);
    absences.push(days === undefined ? undefined : { field: 'leavesCustomFields', name: row.fieldName, value: days });
  });

  const breakMinutes = time('breakHours', input.breakHours);
  const breaks: Array<BreakdownLine | undefined> = [
    breakMinutes === undefined ? undefined : { field: 'breakHours', value: breakMinutes / 60 },
  ];
  (input.breakCustomFields ?? []).forEach((row, i) => {
    const minutes = time(`breakCustomFields.${i}.fieldValue`, row?.fieldValue);
    breaks.push(
      minutes === undefined ? undefined : { field: 'breakCustomFields', name: row.fieldName, value: minutes / 60 },
    );
  });

  if (input.country !== undefined && !countryOf(input.country)) fail('country', FTE_MSG.country);

  const complete = <T>(list: Array<T | undefined>): list is T[] => list.every((x) => x !== undefined);
  if (workingHours === undefined || workingDays === undefined || !complete(absences) || !complete(breaks)) {
    return { breakdown: null, issues };
  }

  const workingDaysPerYear = tidy(workingDays * WEEKS_PER_YEAR, 6);
  const absenceDays = absences.reduce((sum, line) => sum + line.value, 0);
  const availableDays = tidy(workingDaysPerYear - absenceDays, 6);
  const breakHours = breaks.reduce((sum, line) => sum + line.value, 0);
  const netDailyHours = tidy(workingHours - breakHours, 6);
  if (netDailyHours <= 0) fail('netDailyHours', FTE_MSG.netDailyHours);
  if (availableDays <= 0) fail('availableDays', FTE_MSG.availableDays);

  const breakdown: FteBreakdown = {
    workingDaysPerYear,
    absences,
    absenceDays: tidy(absenceDays, 6),
    availableDays,
    workingHours,
    breaks,
    breakHours: tidy(breakHours, 6),
    netDailyHours,
    fte: tidy(availableDays * netDailyHours, 2),
  };
  return { breakdown, issues };
}
