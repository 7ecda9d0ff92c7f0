import type { i18n as I18n, InterpolationOptions } from 'i18next';
import { FIGURE_RULES, type FigureKind } from '@domain/figures';
import { digitsFor, type DigitSystem } from './digits';
import { isolate, withoutBidiMarks } from './isolate';

export * from './digits';
export * from './isolate';

/**
 * The one formatting module of the app: every number, amount and date a user reads (screens,
 * charts, pagination, translated texts, exports) is written here, in the reader's language with the
 * digit policy of ./digits. English uses British conventions; Arabic Saudi ones with the Gregorian
 * calendar, the Hijri (Umm al-Qura) date beside it where a date is shown (formatHijri).
 */
export function intlLocale(lng: string | undefined, digits: DigitSystem = digitsFor(lng)): string {
  return lng?.startsWith('ar') ? `ar-SA-u-ca-gregory-nu-${digits}` : 'en-GB';
}

let currentLanguage: () => string | undefined = () => undefined;

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
  key = `${locale}|${JSON.stringify(options)}`,
): Intl.NumberFormat {
  let found = cache.get(key);
  if (!found) cache.set(key, (found = new Intl.NumberFormat(locale, options)));
  return found;
}

/**
 * Numbers a pre-rendered page shows, as the build wrote them (`locale|options|value` to text). A
 * browser's first Intl.NumberFormat costs it 40-60 ms before any number is written (140-260 ms
 * on a slow phone), all of it inside the page's hydration; with these the hydration makes none.
 */
const prewritten = new Map<string, string>();
/** What the build's pre-rendering of a page wrote, while it records (figuresRecorder). */
let recording: Map<string, string> | undefined;

function written(locale: string, options: Intl.NumberFormatOptions, value: number): string {
  // The format's own key is the cache's (numberFormat): the options are written out once a number.
  const format = `${locale}|${JSON.stringify(options)}`;
  const key = `${format}|${value}`;
  const text = prewritten.get(key) ?? numberFormat(locale, options, format).format(value);
  recording?.set(key, text);
  return text;
}

/** Takes the numbers a pre-rendered page was written with (figuresRecorder's answer there). */
export function takePrewrittenFigures(figures: Record<string, string>): void {
  for (const [key, text] of Object.entries(figures)) if (typeof text === 'string') prewritten.set(key, text);
}

/** Records the numbers written from now on; the answer stops and gives them, for the page's HTML. */
export function figuresRecorder(): () => Record<string, string> {
  const figures = (recording = new Map());
  return () => {
    if (recording === figures) recording = undefined;
    return Object.fromEntries(figures);
  };
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, lng = currentLanguage()): string {
  return written(intlLocale(lng), { maximumFractionDigits: 2, ...options }, value);
}

/** A figure by the rule of its kind (domain/figures): hours 7.92, resources 3.50, a count 12. */
export function formatFigure(kind: FigureKind, value: number, lng = currentLanguage()): string {
  const { min, max } = FIGURE_RULES[kind];
  return formatNumber(value, { minimumFractionDigits: min, maximumFractionDigits: max }, lng);
}

/**
 * An amount with its currency code, by the money rule ("SAR 1,499.00"; in Arabic the figure in the
 * reader's digits and the code); a figure alone when there is no currency. Shown inside <Ltr>.
 */
export function formatMoney(value: number, currency: string | null | undefined, lng = currentLanguage()): string {
  const { min, max } = FIGURE_RULES.money;
  const digits = { minimumFractionDigits: min, maximumFractionDigits: max };
  if (!currency) return formatNumber(value, digits, lng);
  try {
    const options = { style: 'currency', currency, currencyDisplay: 'code', ...digits } as const;
    return withoutBidiMarks(numberFormat(intlLocale(lng), options).format(value));
  } catch {
    return `${currency} ${formatNumber(value, digits, lng)}`;
  }
}

/** An amount in a currency with the currency's own symbol and options (the public site's prices). */
export function formatCurrency(
  value: number,
  currency: string,
  options: Intl.NumberFormatOptions = {},
  lng = currentLanguage(),
): string {
  return written(intlLocale(lng), { style: 'currency', currency, ...options }, value);
}

/** A share given in percent (12.5 -> "12.5%"). */
export function formatPercent(value: number, options: Intl.NumberFormatOptions = {}, lng = currentLanguage()): string {
  const { max } = FIGURE_RULES.percent;
  return formatNumber(value / 100, { style: 'percent', maximumFractionDigits: max, ...options }, lng);
}

// A date without a time ("2025-02-01", a joining date) is a calendar day: shown in UTC, it never
// moves to the day before for a reader west of Greenwich.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

// Day, month by name, year: "10 Mar 2019", "١٠ مارس ٢٠١٩" (never 10/03, read as October in some places).
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = DAY_MONTH_YEAR,
  lng = currentLanguage(),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = typeof value === 'string' && DAY_ONLY.test(value) ? { timeZone: 'UTC' } : {};
  return new Intl.DateTimeFormat(intlLocale(lng), { ...zone, ...options }).format(date);
}

export const formatDateTime = (value: Date | string | number, lng = currentLanguage()): string =>
  formatDate(value, { ...DAY_MONTH_YEAR, hour: '2-digit', minute: '2-digit' }, lng);

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' };
/** An hour of the day on the clock ("8:00", "٠٨:٠٠"), as opening hours are written. */
export const formatClock = (hour: number, lng = currentLanguage()): string =>
  formatDate(Date.UTC(2000, 0, 1, hour), CLOCK, lng);

/** The same day in the Umm al-Qura calendar, in Arabic ("١ رمضان ١٤٤٦ هـ"); '' in English. */
export function formatHijri(value: Date | string | number, lng = currentLanguage()): string {
  if (!lng?.startsWith('ar')) return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = typeof value === 'string' && DAY_ONLY.test(value) ? { timeZone: 'UTC' } : {};
  const locale = `ar-SA-u-ca-islamic-umalqura-nu-${digitsFor(lng)}`;
  return new Intl.DateTimeFormat(locale, { ...zone, dateStyle: 'long' }).format(date);
}

/** A date as read in a text or a file: the Gregorian date, and in Arabic its Hijri form after it. */
export function formatDateWithHijri(value: Date | string | number, lng = currentLanguage()): string {
  const gregorian = formatDate(value, undefined, lng);
  const hijri = formatHijri(value, lng);
  return hijri ? `${gregorian} (${hijri})` : gregorian;
}

/** The named formats of translation texts: number, currency(SAR), percent, clock, date, isolate. */
function named(value: unknown, format: string, lng: string | undefined): unknown {
  const [, name, argument] = /^(\w+)(?:\((.*)\))?$/.exec(format.trim()) ?? [];
  if (name === 'date') return formatDate(value as string, undefined, lng);
  if (name === 'isolate')
    return isolate(typeof value === 'number' ? formatNumber(value, {}, lng) : String(value ?? ''));
  if (typeof value !== 'number') return value;
  if (name === 'currency') return formatCurrency(value, argument?.trim() || 'SAR', {}, lng);
  if (name === 'percent') return formatPercent(value, {}, lng);
  if (name === 'clock') return formatClock(value, lng);
  if (name === 'money') return formatMoney(value, argument?.trim(), lng);
  return formatNumber(value, {}, lng);
}

/**
 * i18next's formatting: every number put into a translated text (a count, a page range "1-5 of 5",
 * react-admin's own texts) is written with the digit policy; a year is written without grouping.
 */
export const interpolationFormat: NonNullable<InterpolationOptions['format']> = (value, format, lng, options) => {
  if (format) return named(value, format, lng);
  if (typeof value !== 'number') return value;
  const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
  return formatNumber(value, key === 'year' ? { useGrouping: false } : {}, lng);
};

/** Makes the helpers follow the active language of the app's i18next instance. */
export function registerFormatters(instance: I18n): void {
  currentLanguage = () => instance.language;
}
