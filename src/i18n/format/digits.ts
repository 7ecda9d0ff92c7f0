/**
 * The digit policy: English reads Latin digits; Arabic reads Arabic-Indic digits (٠١٢٣) unless the
 * user chose Latin ones in the profile menu. The choice is kept in local storage under `digits`
 * ('arab' or 'latn'), like the theme, so it holds after a reload and on the public pages.
 */
import type { DigitSystem } from '@domain/digits';

export type { DigitSystem };

export const DIGITS_KEY = 'digits';
export const DIGIT_SYSTEMS: readonly DigitSystem[] = ['arab', 'latn'];

const listeners = new Set<(digits: DigitSystem) => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const isDigitSystem = (value: unknown): value is DigitSystem => value === 'arab' || value === 'latn';

/** The Arabic reader's choice, Arabic-Indic when none was made (or the stored value is not one). */
export function arabicDigits(): DigitSystem {
  const stored = storage()?.getItem(DIGITS_KEY);
  return isDigitSystem(stored) ? stored : 'arab';
}

/** The digits a text in `lng` is written with. */
export const digitsFor = (lng: string | undefined): DigitSystem => (lng?.startsWith('ar') ? arabicDigits() : 'latn');

export function setArabicDigits(digits: DigitSystem): void {
  if (!isDigitSystem(digits) || digits === arabicDigits()) return;
  storage()?.setItem(DIGITS_KEY, digits);
  for (const listener of listeners) listener(digits);
}

/** Calls `listener` when the choice changes (here or in another tab); returns the unsubscribe. */
export function onDigitsChange(listener: (digits: DigitSystem) => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === DIGITS_KEY) listener(arabicDigits());
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', fromOtherTab);
  };
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Latin digits of a text the app built (a time "08:30", a row number) in the given system. */
export const withDigits = (text: string, digits: DigitSystem): string =>
  digits === 'latn' ? text : text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]);

/**
 * The Accept-Language of the app's calls: the language, and for an Arabic reader who chose Latin
 * digits the BCP 47 extension saying so ("ar-u-nu-latn"), so the server's texts follow the choice.
 */
export const acceptLanguage = (lng: string | undefined): string =>
  lng?.startsWith('ar') ? (arabicDigits() === 'latn' ? 'ar-u-nu-latn' : 'ar') : 'en';
