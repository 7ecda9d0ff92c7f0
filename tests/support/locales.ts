import { readdirSync, readFileSync } from 'node:fs';
import { inDigits } from '../../src/i18n/textDigits';
import path from 'node:path';

export const LOCALES_DIR = path.resolve('public/locales');
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
export const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];

export type Flat = Map<string, unknown>;

/** A namespace file as `a.b.c` -> value. */
export function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

export const namespaces = (lng: string): string[] =>
  readdirSync(path.join(LOCALES_DIR, lng))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

export const readNamespace = (lng: string, ns: string): Flat =>
  flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, `${ns}.json`), 'utf8')));

export const baseKey = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/** Every English key of every namespace, plural forms folded into their base (for `t()` calls and labels). */
export function englishKeys(): Map<string, Set<string>> {
  const byNs = new Map<string, Set<string>>();
  for (const ns of namespaces('en'))
    byNs.set(ns, new Set([...readNamespace('en', ns).keys()].flatMap((k) => [k, baseKey(k)])));
  return byNs;
}

/** A namespace's texts as the app shows them: Arabic texts' own numbers in Arabic digits (src/i18n/textDigits). */
export const asShown = <T>(words: T, language: 'en' | 'ar'): T =>
  language === 'en' ? words : (inDigits(words, 'arab') as T);
