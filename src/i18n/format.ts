import type { i18n as I18n } from 'i18next';

/**
 * Numbers, dates and money in the reader's language. English uses British conventions (the app
 * writes British English); Arabic uses Saudi conventions (Arabic month and currency names, right
 * to left) with Latin digits, the digits of the keyboard and of the figures users type into forms
 * and workbooks, so a figure reads the same in a table as in the field it came from.
 */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', ar: 'ar-SA-u-nu-latn' };

/** The Intl locale of an app language ('ar', 'ar-SA', 'en', undefined ...). */
export const intlLocale = (lng: string | undefined): string => INTL_LOCALES[lng?.startsWith('ar') ? 'ar' : 'en'];

let currentLanguage: () => string | undefined = () => undefined;

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, lng = currentLanguage()): string {
  return new Intl.NumberFormat(intlLocale(lng), { maximumFractionDigits: 2, ...options }).format(value);
}

/** An amount in a currency (SAR, PKR, AED, CAD, USD), with the currency's own decimals. */
export function formatCurrency(
  value: number,
  currency: string,
  options: Intl.NumberFormatOptions = {},
  lng = currentLanguage(),
): string {
  return new Intl.NumberFormat(intlLocale(lng), { style: 'currency', currency, ...options }).format(value);
}

/** A share given in percent (12.5 -> "12.5%"). */
export function formatPercent(value: number, options: Intl.NumberFormatOptions = {}, lng = currentLanguage()): string {
  return new Intl.NumberFormat(intlLocale(lng), { style: 'percent', maximumFractionDigits: 2, ...options }).format(
    value / 100,
  );
}

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  lng = currentLanguage(),
): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(intlLocale(lng), options).format(date);
}

export const formatDateTime = (value: Date | string | number, lng = currentLanguage()): string =>
  formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, lng);

/**
 * Makes the helpers follow the active language, and gives translation texts the same formats:
 * `{{value, number}}`, `{{value, currency(SAR)}}`, `{{value, percent}}`, `{{value, date}}`.
 */
export function registerFormatters(instance: I18n): void {
  currentLanguage = () => instance.language;
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add('number', (value: number, lng, options: Intl.NumberFormatOptions) => formatNumber(value, options, lng));
  formatter.add('currency', (value: number, lng, options: Intl.NumberFormatOptions & { currency?: string }) =>
    formatCurrency(value, options.currency ?? 'SAR', options, lng),
  );
  formatter.add('percent', (value: number, lng, options: Intl.NumberFormatOptions) =>
    formatPercent(value, options, lng),
  );
  formatter.add('date', (value: Date | string | number, lng, options: Intl.DateTimeFormatOptions) =>
    formatDate(value, { dateStyle: 'medium', ...options }, lng),
  );
}
