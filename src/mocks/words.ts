import en from '../../public/locales/en/server.json';
import ar from '../../public/locales/ar/server.json';
import { messageWithDigits } from '@domain/digits';

/* The server's messages (its `server` namespace) in the reader's language, as the mock answers them. */

export type MockLanguage = 'en' | 'ar';

const TEXTS: Record<MockLanguage, unknown> = { en, ar };

/** The language of a request, as the server reads it: Arabic when Accept-Language starts with it. */
export const languageOf = (request: Request): MockLanguage =>
  request.headers.get('accept-language')?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';

/** A list of names and how many more there are (a refused delete's `names`). */
interface ShortList {
  list: readonly string[];
  more: number;
}
const isShortList = (value: unknown): value is ShortList =>
  typeof value === 'object' && value !== null && 'list' in value && 'more' in value;

function lookup(lng: MockLanguage, key: string): string | undefined {
  let node: unknown = TEXTS[lng];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** The plural form i18next picks for `count` (`_one`, `_other`; in Arabic all six), then the bare key. */
function plural(lng: MockLanguage, key: string, count: unknown): string | undefined {
  if (typeof count !== 'number') return lookup(lng, key);
  const form = count === 0 && lng === 'ar' ? 'zero' : new Intl.PluralRules(lng).select(count);
  return lookup(lng, `${key}_${form}`) ?? lookup(lng, `${key}_other`) ?? lookup(lng, key);
}

/** What a user typed, inside a sentence that asks for it, between first-strong isolates (as the server writes it). */
const isolated = (value: string): string => (value === '' ? value : `\u2068${value}\u2069`);

function written(lng: MockLanguage, value: unknown): string {
  if (!isShortList(value)) return String(value ?? '');
  const items = lng === 'ar' ? value.list.map(isolated) : value.list;
  const names = new Intl.ListFormat(lng, { type: 'conjunction', style: 'narrow' }).format(items);
  return value.more > 0 ? words(lng, 'lists.more', { names, count: value.more }) : names;
}

/** A message of the server's texts with its `{{values}}` and nested `$t(...)` filled in; the key when there is none. */
export function words(lng: MockLanguage, key: string, params: Record<string, unknown> = {}): string {
  // The reader's digits, in the text's own numbers and the numbers it is given, as the server writes them.
  const [text, values] = messageWithDigits(
    plural(lng, key, params.count) ?? key,
    params,
    lng === 'ar' ? 'arab' : 'latn',
  );
  const filled = text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) =>
    format === 'isolate' ? isolated(written(lng, values[name])) : written(lng, values[name]),
  );
  return filled.replace(/\$t\(([\w.]+)\)/g, (_, nested: string) => words(lng, nested, params));
}
