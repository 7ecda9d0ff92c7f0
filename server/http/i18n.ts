import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../paths';
import { messageWithDigits, type DigitSystem } from '@domain/digits';

import type { Language } from '@domain/language';

export type { Language };
type Catalogue = Record<string, unknown>;

const catalogues = new Map<string, Catalogue>();

/** The server speaks from the same translation files as the browser (namespace `server`). */
function catalogue(lng: Language, ns: string): Catalogue {
  const key = `${lng}/${ns}`;
  let found = catalogues.get(key);
  if (!found) {
    found = JSON.parse(readFileSync(path.join(paths.locales, lng, `${ns}.json`), 'utf8')) as Catalogue;
    catalogues.set(key, found);
  }
  return found;
}

/**
 * The text under a dotted key. A key of the catalogue may itself hold dots (`login.success` under
 * `audit.events`): as i18next does, the nested path is tried first, then longer names.
 */
const lookup = (cat: Catalogue, key: string): string | undefined => {
  const parts = key.split('.');
  const walk = (node: unknown, from: number): string | undefined => {
    if (from === parts.length) return typeof node === 'string' ? node : undefined;
    if (node === null || typeof node !== 'object') return undefined;
    for (let to = from + 1; to <= parts.length; to++) {
      const child = (node as Record<string, unknown>)[parts.slice(from, to).join('.')];
      const found = child === undefined ? undefined : walk(child, to);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(cat, 0);
};

const plurals = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

/** i18next's plural suffixes (`_one`, `_two`, `_few`, ...), so Arabic gets all six forms. */
function find(lng: Language, ns: string, key: string, count: unknown): string | undefined {
  const cat = catalogue(lng, ns);
  if (typeof count === 'number') {
    const exact = count === 0 ? lookup(cat, `${key}_zero`) : undefined;
    const text = exact ?? lookup(cat, `${key}_${plurals[lng].select(count)}`) ?? lookup(cat, `${key}_other`);
    if (text !== undefined) return text;
  }
  return lookup(cat, key);
}

/**
 * A list of the first few names and how many more there are (`A, B, C and 4 more`): the names of
 * what blocks a delete, without writing out thousands of them.
 */
export interface ShortList {
  list: readonly string[];
  more: number;
}

/** Values put into a text; a list of names is written as the language writes a list ("A, B, C", "أ وب وج"). */
export type Params = Record<string, string | number | readonly string[] | ShortList | undefined>;

// What a user typed (a name, a file name) inside a sentence is isolated where the text asks for it
// (`{{name, isolate}}`), with a first-strong isolate as the app's own format does (src/i18n/format).
const FSI = '\u2068';
const PDI = '\u2069';

const isolated = (value: string): string => (value === '' ? value : `${FSI}${value}${PDI}`);

const lists = new Map<Language, Intl.ListFormat>();
/** Lists written out; in Arabic each name is isolated, so a Latin job title keeps its place in the list. */
function withLists(lng: Language, params: Params, digits: Digits): Record<string, string | number | undefined> {
  const written: Record<string, string | number | undefined> = {};
  for (const [name, value] of Object.entries(params)) {
    const short = isShortList(value) ? value : undefined;
    const items = short ? short.list : value;
    if (!Array.isArray(items)) {
      written[name] = value as string | number | undefined;
      continue;
    }
    let format = lists.get(lng);
    if (!format) lists.set(lng, (format = new Intl.ListFormat(lng, { type: 'conjunction', style: 'narrow' })));
    const names = format.format(lng === 'ar' ? items.map(isolated) : items);
    written[name] = short?.more ? translate(lng, 'lists.more', { names, count: short.more }, digits) : names;
  }
  return written;
}

const isShortList = (value: Params[string]): value is ShortList =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'list' in value;

const interpolate = (text: string, params: Record<string, string | number | undefined>): string =>
  text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) => {
    const value = String(params[name] ?? '');
    return format === 'isolate' ? isolated(value) : value;
  });

/** The digits of a text: Latin, or Arabic-Indic (Arabic's default; the app's policy, domain/digits). */
export type Digits = DigitSystem;

/** The caller's digits: Latin when asked for (`Accept-Language: ar-u-nu-latn`), else the language's own. */
export function pickDigits(acceptLanguage: string | undefined, lng: Language): Digits {
  if (lng !== 'ar') return 'latn';
  return /-u-(?:[a-z0-9-]*-)?nu-latn\b/i.test(acceptLanguage ?? '') ? 'latn' : 'arab';
}

/**
 * Translates `ns:key` (namespace `server` when none is given) with `{{name}}` interpolation and
 * i18next's nesting, `$t(targets.{{resource}})`. Only keys written in the catalogue are nested:
 * values of `params` are inserted after nesting, so a user's text is never read as a key.
 */
export function translate(
  lng: Language,
  key: string,
  params: Params = {},
  digits: Digits = lng === 'ar' ? 'arab' : 'latn',
): string {
  const [ns, bare] = key.includes(':') ? key.split(':', 2) : ['server', key];
  const text = find(lng, ns, bare, params.count) ?? (lng === 'en' ? undefined : find('en', ns, bare, params.count));
  if (text === undefined) return key;
  const values = withLists(lng, params, digits);
  const nested = text.replace(/\$t\(([\w.:{} ]+)\)/g, (_, inner: string) =>
    translate(lng, interpolate(inner, values), {}, digits),
  );
  return interpolate(...messageWithDigits(nested, values, digits));
}

/** Arabic when the caller prefers it (`Accept-Language: ar...`), English otherwise. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
