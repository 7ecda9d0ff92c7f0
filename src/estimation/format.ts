import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
// Numbers in the whole app's locale (Latin digits in Arabic), so a report's figures read like the
// FTE, costing and people screens beside them.
import { intlLocale } from '../i18n/format';

const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) cache.set(key, (found = new Intl.NumberFormat(locale, options)));
  return found;
}

/** A figure with up to `digits` decimals (exactly `digits` when `fixed`). */
export const formatNumber = (value: number, language: string, digits = 2, fixed = false): string =>
  formatter(intlLocale(language), { minimumFractionDigits: fixed ? digits : 0, maximumFractionDigits: digits }).format(
    value,
  );

/** An amount in a currency, two decimals; a plain figure when the currency is unknown. */
export function formatMoney(value: number, currency: string | null | undefined, language: string): string {
  if (!currency) return formatNumber(value, language, 2, true);
  try {
    return formatter(intlLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return `${formatNumber(value, language, 2, true)} ${currency}`;
  }
}

/** The formatters of the active language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'en';
  return useMemo(
    () => ({
      language,
      number: (value: number, digits = 2, fixed = false) => formatNumber(value, language, digits, fixed),
      money: (value: number, currency: string | null | undefined) => formatMoney(value, currency, language),
      date: (iso: string) =>
        new Date(iso).toLocaleDateString(intlLocale(language), { year: 'numeric', month: 'short', day: 'numeric' }),
    }),
    [language],
  );
}
