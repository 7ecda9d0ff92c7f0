import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { FigureKind } from '@domain/figures';
import { arabicDigits, digitsFor, onDigitsChange, withDigits, type DigitSystem } from './digits';
import {
  formatDate,
  formatDateTime,
  formatFigure,
  formatHijri,
  formatMoney,
  formatNumber,
  formatPercent,
  intlLocale,
} from './index';

const subscribe = (changed: () => void) => onDigitsChange(changed);

/** The Arabic reader's digit choice, re-rendering the caller when it changes. */
export const useArabicDigits = (): DigitSystem => useSyncExternalStore(subscribe, arabicDigits, () => 'arab');

/** The formatters of the active language and digit choice, for a component. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'en';
  const arabic = useArabicDigits();
  const digits = language.startsWith('ar') ? arabic : digitsFor(language);
  return useMemo(
    () => ({
      language,
      digits,
      locale: intlLocale(language, digits),
      /** A figure with up to `max` decimals (exactly `max` when `fixed`); prefer `figure`. */
      number: (value: number, max = 2, fixed = false) =>
        formatNumber(value, { minimumFractionDigits: fixed ? max : 0, maximumFractionDigits: max }, language),
      figure: (kind: FigureKind, value: number) => formatFigure(kind, value, language),
      /** A number as a field shows it to be edited: the reader's digits, no grouping ("٧٫٥", "1650"). */
      plain: (value: number) => formatNumber(value, { useGrouping: false, maximumFractionDigits: 6 }, language),
      /** A text the app built with Latin digits (a time "08:30") in the reader's digits. */
      digitsOf: (text: string) => withDigits(text, digits),
      money: (value: number, currency: string | null | undefined) => formatMoney(value, currency, language),
      percent: (value: number) => formatPercent(value, {}, language),
      date: (value: string | Date) => formatDate(value, undefined, language),
      dateTime: (value: string | Date) => formatDateTime(value, language),
      hijri: (value: string | Date) => formatHijri(value, language),
    }),
    // digits: the same language re-formats when the reader changes digits.
    [language, digits],
  );
}
