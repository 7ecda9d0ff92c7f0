import type { i18n as I18n, ResourceKey } from 'i18next';
import { textWithDigits, type DigitSystem } from '@domain/digits';
import { arabicDigits } from './format/digits';

/** The Arabic namespaces as their files wrote them, to be written again when the reader changes digits. */
const asWritten = new Map<string, ResourceKey>();

/** Every text of a namespace (or of one text) with its own numbers in `digits`. */
export function inDigits(value: unknown, digits: DigitSystem): unknown {
  if (typeof value === 'string') return textWithDigits(value, digits);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inDigits(child, digits)]));
}

/**
 * An Arabic namespace with the numbers its texts write themselves ("× 52", "2 ميغابايت", "الصفحة 1")
 * in the reader's digits, as the server writes its own (domain/digits). Only the texts change: a
 * value put into them (a name someone typed) is inserted later, as typed.
 */
export function arabicNamespace(ns: string, data: ResourceKey): ResourceKey {
  asWritten.set(ns, data);
  return inDigits(data, arabicDigits()) as ResourceKey;
}

/** The Arabic words of a pre-rendered page, in the reader's digits. */
export const arabicResources = (resources: Record<string, ResourceKey>): Record<string, ResourceKey> =>
  Object.fromEntries(Object.entries(resources).map(([ns, data]) => [ns, arabicNamespace(ns, data)]));

/** Writes the Arabic namespaces loaded so far again, in the digits just chosen. */
export function rewriteArabicDigits(i18n: I18n): void {
  for (const [ns, data] of asWritten)
    i18n.addResourceBundle('ar', ns, inDigits(data, arabicDigits()) as ResourceKey, false, true);
}
