import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../paths';

export type Language = 'en' | 'ar';
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

const lookup = (cat: Catalogue, key: string): string | undefined => {
  let node: unknown = cat;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
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

export type Params = Record<string, string | number | undefined>;

const interpolate = (text: string, params: Params): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * Translates `ns:key` (namespace `server` when none is given) with `{{name}}` interpolation and
 * i18next's nesting, `$t(targets.{{resource}})`. Only keys written in the catalogue are nested:
 * values of `params` are inserted after nesting, so a user's text is never read as a key.
 */
export function translate(lng: Language, key: string, params: Params = {}): string {
  const [ns, bare] = key.includes(':') ? key.split(':', 2) : ['server', key];
  const text = find(lng, ns, bare, params.count) ?? (lng === 'en' ? undefined : find('en', ns, bare, params.count));
  if (text === undefined) return key;
  const nested = text.replace(/\$t\(([\w.:{} ]+)\)/g, (_, inner: string) => translate(lng, interpolate(inner, params)));
  return interpolate(nested, params);
}

/** Arabic when the caller prefers it (`Accept-Language: ar...`), English otherwise. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
