// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstance } from 'i18next';
import {
  DIGITS_KEY,
  digitsFor,
  formatDate,
  formatDateWithHijri,
  formatFigure,
  formatHijri,
  formatMoney,
  formatNumber,
  interpolationFormat,
  onDigitsChange,
  setArabicDigits,
  withDigits,
} from '../../../src/i18n/format';
import { arabicNamespace, rewriteArabicDigits } from '../../../src/i18n/textDigits';
import { textWithDigits } from '@domain/digits';

const ARABIC_INDIC = /[\u0660-\u0669]/;
const LATIN = /[0-9]/;

afterEach(() => localStorage.clear());

describe('the digit policy', () => {
  it('writes Arabic with Arabic-Indic digits by default and English with Latin ones', () => {
    expect(digitsFor('ar')).toBe('arab');
    expect(digitsFor('en')).toBe('latn');
    expect(formatNumber(2022.75, {}, 'ar')).toBe('٢٬٠٢٢٫٧٥');
    expect(formatNumber(2022.75, {}, 'en')).toBe('2,022.75');
  });

  it('follows the reader choice, kept in local storage under "digits", and tells the screens', () => {
    const heard = vi.fn();
    const stop = onDigitsChange(heard);
    setArabicDigits('latn');
    expect(localStorage.getItem(DIGITS_KEY)).toBe('latn');
    expect(heard).toHaveBeenCalledWith('latn');
    expect(formatNumber(2022.75, {}, 'ar')).toBe('2,022.75');
    expect(formatDate('2025-02-01', { dateStyle: 'long' }, 'ar')).not.toMatch(ARABIC_INDIC);
    // English never changes.
    expect(formatNumber(5, {}, 'en')).toBe('5');
    setArabicDigits('arab');
    expect(formatNumber(5, {}, 'ar')).toBe('٥');
    stop();
  });

  it('ignores a stored value that is not a digit system', () => {
    localStorage.setItem(DIGITS_KEY, '<script>');
    expect(digitsFor('ar')).toBe('arab');
  });

  it('writes every number put into a translated text with the policy (counts, page ranges), a year ungrouped', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'ar',
      resources: {
        ar: {
          translation: { range: '{{offsetBegin}}-{{offsetEnd}} من {{total}}', year: '© {{year}}', who: '{{name}}' },
        },
      },
      interpolation: { escapeValue: false, alwaysFormat: true, format: interpolationFormat },
    });
    expect(i18n.t('range', { offsetBegin: 1, offsetEnd: 5, total: 1200 })).toBe('١-٥ من ١٬٢٠٠');
    expect(i18n.t('year', { year: 2026 })).toBe('© ٢٠٢٦');
    // What a person typed stays as typed.
    expect(i18n.t('who', { name: 'Room 12' })).toBe('Room 12');
    setArabicDigits('latn');
    expect(i18n.t('range', { offsetBegin: 1, offsetEnd: 5, total: 5 })).toBe('1-5 من 5');
  });

  it('turns the Latin digits of a time the app built into the reader digits', () => {
    expect(withDigits('08:30', 'arab')).toBe('٠٨:٣٠');
    expect(withDigits('08:30', 'latn')).toBe('08:30');
  });
});

describe('dates with their Hijri form', () => {
  it('shows the Gregorian day in Arabic with the Umm al-Qura date beside it', () => {
    expect(formatDate('2025-03-01', { dateStyle: 'long' }, 'ar')).toBe('١ مارس ٢٠٢٥');
    expect(formatHijri('2025-03-01', 'ar')).toBe('١ رمضان ١٤٤٦ هـ');
    expect(formatDateWithHijri('2025-03-01', 'ar')).toContain('(١ رمضان ١٤٤٦ هـ)');
    expect(formatHijri('2025-03-01', 'en')).toBe('');
    expect(formatDateWithHijri('2025-03-01', 'en')).toBe('1 Mar 2025');
  });

  it('keeps a calendar day on its day whatever the time zone', () => {
    expect(formatDate('2025-02-01', { dateStyle: 'short' }, 'en')).toBe('01/02/2025');
  });
});

describe('one rule per kind of figure', () => {
  it('gives hours, days and resources two decimals, a count none, in both languages', () => {
    expect(formatFigure('hours', 7.916666, 'en')).toBe('7.92');
    expect(formatFigure('hours', 8, 'en')).toBe('8.00');
    expect(formatFigure('days', 228.5, 'en')).toBe('228.50');
    expect(formatFigure('resources', 3.456, 'en')).toBe('3.46');
    expect(formatFigure('count', 1234, 'en')).toBe('1,234');
    expect(formatFigure('hours', 7.916666, 'ar')).toBe('٧٫٩٢');
    expect(formatFigure('cell', 0.123456, 'en')).toBe('0.1235');
  });

  it('writes money with two decimals and its currency code, without direction marks', () => {
    expect(formatMoney(147840, 'SAR', 'en').replace(/\u00a0/g, ' ')).toBe('SAR 147,840.00');
    const arabic = formatMoney(147840, 'SAR', 'ar');
    expect(arabic).toContain('SAR');
    expect(arabic).toContain('١٤٧٬٨٤٠٫٠٠');
    expect(arabic).not.toMatch(/[\u200e\u200f\u061c]/);
    expect(arabic).not.toMatch(LATIN);
    expect(formatMoney(12, null, 'en')).toBe('12.00');
  });
});

describe('the numbers a translation text writes itself', () => {
  it('take the reader’s digits with the Arabic marks, its placeholders and nested keys untouched', () => {
    expect(textWithDigits('أيام العمل في السنة ({{days}} في الأسبوع × 52)', 'arab')).toBe(
      'أيام العمل في السنة ({{days}} في الأسبوع × ٥٢)',
    );
    expect(textWithDigits('بحجم أقصاه 10 ميغابايت و100,000 صف (0.12 تعني 12٪)', 'arab')).toBe(
      'بحجم أقصاه ١٠ ميغابايت و١٠٠٬٠٠٠ صف (٠٫١٢ تعني ١٢٪)',
    );
    expect(textWithDigits('لا يزال $t(targets.{{resource2}}) 1', 'arab')).toBe('لا يزال $t(targets.{{resource2}}) ١');
    expect(textWithDigits('× 52', 'latn')).toBe('× 52');
  });

  it('are written again when the reader changes digits, while typed values stay as typed', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'ar',
      resources: { ar: { admin: arabicNamespace('admin', { formula: '× 52', street: 'العنوان: {{address}}' }) } },
      ns: ['admin'],
      defaultNS: 'admin',
      interpolation: { escapeValue: false, alwaysFormat: true, format: interpolationFormat },
    });
    expect(i18n.t('formula')).toBe('× ٥٢');
    expect(i18n.t('street', { address: 'Street 49' })).toBe('العنوان: Street 49');
    setArabicDigits('latn');
    rewriteArabicDigits(i18n);
    expect(i18n.t('formula')).toBe('× 52');
    setArabicDigits('arab');
    rewriteArabicDigits(i18n);
    expect(i18n.t('formula')).toBe('× ٥٢');
  });
});
