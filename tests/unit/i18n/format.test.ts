import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import {
  figuresRecorder,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPercent,
  interpolationFormat,
  intlLocale,
  registerFormatters,
  takePrewrittenFigures,
} from '../../../src/i18n/format';
import { dropUnsafeStoredLanguage } from '../../../src/i18n/direction';

// Intl puts a no-break space between a currency code and its amount.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('numbers, dates and money in the reader language', () => {
  it('uses British English and Saudi Arabic conventions, Gregorian, with the digits of the policy', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('ar-SA')).toBe('ar-SA-u-ca-gregory-nu-arab');
    expect(intlLocale('ar', 'latn')).toBe('ar-SA-u-ca-gregory-nu-latn');
    expect(intlLocale(undefined)).toBe('en-GB');
  });

  it('records the numbers a pre-rendered page writes, and a page takes them as written', () => {
    const stop = figuresRecorder();
    const fte = formatNumber(1650.25, { maximumFractionDigits: 1 }, 'ar');
    const price = formatCurrency(1499, 'SAR', { maximumFractionDigits: 0 }, 'en');
    const figures = stop();
    formatNumber(31, {}, 'en');
    expect(Object.values(figures)).toEqual([fte, price]);
    expect(stop()).toEqual(figures);
    // In the browser the page's numbers come from the build, not from an Intl.NumberFormat made then.
    takePrewrittenFigures({ 'en-GB|{"maximumFractionDigits":2}|86420.5': 'as the build wrote it' });
    expect(formatNumber(86420.5, {}, 'en')).toBe('as the build wrote it');
    expect(formatNumber(86420.5, {}, 'ar')).toBe('٨٦٬٤٢٠٫٥');
  });

  it('formats numbers, percentages and currencies for each language', () => {
    expect(formatNumber(1234567.891, {}, 'en')).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, {}, 'ar')).toBe('١٬٢٣٤٬٥٦٧٫٨٩');
    expect(formatPercent(12.5, {}, 'en')).toBe('12.5%');
    expect(spaced(formatCurrency(1499, 'SAR', {}, 'en'))).toBe('SAR 1,499.00');
    const riyal = formatCurrency(1499, 'SAR', {}, 'ar');
    expect(riyal).toContain('ر.س');
    expect(riyal).toContain('١٬٤٩٩٫٠٠');
    expect(spaced(formatCurrency(250000, 'PKR', { maximumFractionDigits: 0 }, 'en'))).toBe('PKR 250,000');
  });

  it('formats dates with the month names of each language, and nothing for an invalid date', () => {
    expect(formatDate('2025-03-01T10:00:00Z', { dateStyle: 'long', timeZone: 'UTC' }, 'en')).toBe('1 March 2025');
    expect(formatDate('2025-03-01T10:00:00Z', { dateStyle: 'long', timeZone: 'UTC' }, 'ar')).toContain('مارس');
    expect(formatDate('not a date', undefined, 'en')).toBe('');
  });

  it('gives translation texts the same formats, following the active language', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      interpolation: { escapeValue: false, alwaysFormat: true, format: interpolationFormat },
      resources: {
        en: {
          translation: {
            cost: 'Annual cost: {{value, currency(SAR)}}',
            share: '{{value, percent}} of the hours',
            open: '{{from, clock}} to {{to, clock}}',
          },
        },
        ar: {
          translation: {
            cost: 'التكلفة السنوية: {{value, currency(SAR)}}',
            share: '{{value, percent}} من الساعات',
            open: 'من {{from, clock}} حتى {{to, clock}}',
          },
        },
      },
    });
    registerFormatters(i18n);
    expect(spaced(i18n.t('cost', { value: 12000 }))).toBe('Annual cost: SAR 12,000.00');
    expect(i18n.t('share', { value: 40 })).toBe('40% of the hours');
    expect(i18n.t('open', { from: 8, to: 17 })).toBe('8:00 to 17:00');
    await i18n.changeLanguage('ar');
    expect(i18n.t('cost', { value: 12000 })).toContain('ر.س');
    expect(i18n.t('open', { from: 8, to: 17 })).toBe('من ٠٨:٠٠ حتى ١٧:٠٠');
    expect(formatNumber(1.5)).toBe(formatNumber(1.5, {}, 'ar'));
  });
});

describe('stored language and direction', () => {
  const storage = (entries: Record<string, string>) => {
    const map = new Map(Object.entries(entries));
    return {
      map,
      store: {
        getItem: (k: string) => map.get(k) ?? null,
        removeItem: (k: string) => void map.delete(k),
      } as unknown as Storage,
    };
  };

  it('drops values that look like script injection and keeps real ones', () => {
    const bad = storage({ i18nextLng: '<script>alert(1)</script>', i18nextDirection: 'rtl" onload="x' });
    dropUnsafeStoredLanguage(bad.store);
    expect([...bad.map.keys()]).toEqual([]);
    const good = storage({ i18nextLng: 'ar', i18nextDirection: 'rtl' });
    dropUnsafeStoredLanguage(good.store);
    expect(Object.fromEntries(good.map)).toEqual({ i18nextLng: 'ar', i18nextDirection: 'rtl' });
  });
});
