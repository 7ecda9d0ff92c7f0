import { intlLocale } from './index';

/** A calendar day as three choices; '' where none is made yet. */
export interface DayParts {
  year: string;
  month: string;
  day: string;
}
export type DayPart = keyof DayParts;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of an ISO day ("2025-02-01"); all empty for anything else. */
export function partsOf(value: unknown): DayParts {
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!match) return { year: '', month: '', day: '' };
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The ISO day of complete parts ("2025-02-01"), '' while one is missing. A day past the month's
 * end (31 after choosing February) becomes the month's last day.
 */
export function dayOf({ year, month, day }: DayParts): string {
  if (!year || !month || !day) return '';
  const y = Number(year);
  const m = Number(month);
  const d = Math.min(Number(day), daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The order the reader's language writes a date in: day, month, year in English (GB) and Arabic. */
export function partOrder(lng: string | undefined): DayPart[] {
  const parts = new Intl.DateTimeFormat(intlLocale(lng), { day: 'numeric', month: 'long', year: 'numeric' })
    .formatToParts(new Date(Date.UTC(2025, 1, 1)))
    .map((part) => part.type)
    .filter((type): type is DayPart => type === 'day' || type === 'month' || type === 'year');
  return parts.length === 3 ? parts : ['day', 'month', 'year'];
}

/** The twelve months by name in the reader's language ("February", "فبراير"). */
export function monthNames(lng: string | undefined): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(lng), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2025, i, 1))));
}
