import { describe, expect, it } from 'vitest';
import { ARABIC_PLURALS, PLURAL_SUFFIX, baseKey, namespaces, readNamespace, type Flat } from '../../support/locales';

/**
 * Every text a user can see lives in public/locales/{en,ar}. These checks keep the two languages
 * in step: the same keys, Arabic plurals in all six forms, no Arabic text left empty or in English,
 * and the same {{placeholders}} on both sides.
 */

// Texts that are the same in both languages on purpose: the language names of the switcher
// (English / KSA, spec §1) and react-admin's blank for an unknown boolean.
const SAME_IN_BOTH = new Set(['English', 'KSA', ' ']);

// Values react-admin gives a text beyond those its English uses: Arabic sorts by the label as written
// (`field`), as lowering its first letter would turn "FTE" into "fTE".
const INSTEAD: Record<string, Record<string, string>> = { 'ra.sort.sort_by': { field_lower_first: 'field' } };

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** What is left of a text once placeholders, nested keys, addresses, numbers and symbols are taken out. */
const words = (text: string): string =>
  text
    .replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|\S+@\S+\.\S+|https?:\/\/\S+/g, '')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
const ARABIC = /[\u0600-\u06FF]/;

const groups = (flat: Flat): Map<string, string[]> => {
  const byBase = new Map<string, string[]>();
  for (const key of flat.keys()) {
    const list = byBase.get(baseKey(key)) ?? [];
    list.push(key);
    byBase.set(baseKey(key), list);
  }
  return byBase;
};

describe('translation files', () => {
  it('has the same namespaces in English and Arabic', () => {
    expect(namespaces('ar')).toEqual(namespaces('en'));
  });

  for (const ns of namespaces('en')) {
    describe(`${ns}.json`, () => {
      const en = readNamespace('en', ns);
      const ar = readNamespace('ar', ns);
      const enGroups = groups(en);
      const arGroups = groups(ar);

      it('has every English key in Arabic, and no Arabic key without an English one', () => {
        const missing = [...enGroups.keys()].filter((base) => !arGroups.has(base));
        const extra = [...arGroups.keys()].filter((base) => !enGroups.has(base));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('gives Arabic all six plural forms where English counts', () => {
        const short: string[] = [];
        for (const [base, keys] of enGroups) {
          if (!keys.some((k) => PLURAL_SUFFIX.test(k))) continue;
          const forms = (arGroups.get(base) ?? [])
            .filter((k) => PLURAL_SUFFIX.test(k))
            .map((k) => k.replace(/^.*_/, ''));
          const lacking = ARABIC_PLURALS.filter((form) => !forms.includes(form));
          if (lacking.length) short.push(`${base} lacks _${lacking.join(', _')}`);
        }
        expect(short).toEqual([]);
      });

      it('has no Arabic text that is empty, still English, or not a text', () => {
        const bad: string[] = [];
        for (const [key, value] of ar) {
          if (typeof value !== 'string') {
            bad.push(`${key}: not a text`);
            continue;
          }
          if (SAME_IN_BOTH.has(value)) continue;
          // "None" may be said with nothing at all (…and 3 more problems / nothing for zero).
          if (value === '' && key.endsWith('_zero')) continue;
          if (!value.trim()) bad.push(`${key}: empty`);
          else if (words(value) && !ARABIC.test(value)) bad.push(`${key}: not Arabic: ${value}`);
          else if (value === en.get(key) && words(value)) bad.push(`${key}: same as English`);
        }
        expect(bad).toEqual([]);
      });

      it('uses the same placeholders in both languages', () => {
        const wrong: string[] = [];
        for (const [base, enKeys] of enGroups) {
          const enNames = new Set(enKeys.flatMap((k) => placeholders(String(en.get(k)))));
          for (const arKey of arGroups.get(base) ?? []) {
            const value = ar.get(arKey);
            if (typeof value !== 'string') continue;
            const invented = placeholders(value).filter(
              (name) =>
                !enNames.has(name) &&
                name !== 'count' &&
                name !== 'smart_count' &&
                !Object.values(INSTEAD[base] ?? {}).includes(name),
            );
            if (invented.length) wrong.push(`${arKey}: {{${invented.join('}}, {{')}}} is not in English`);
          }
          if (enKeys.length === 1 && !PLURAL_SUFFIX.test(enKeys[0])) {
            const value = ar.get(enKeys[0]);
            const lost = placeholders(String(en.get(enKeys[0]))).filter(
              (name) =>
                typeof value === 'string' &&
                !placeholders(value).includes(name) &&
                !placeholders(value).includes(INSTEAD[enKeys[0]]?.[name] ?? name),
            );
            if (lost.length) wrong.push(`${enKeys[0]}: Arabic drops {{${lost.join('}}, {{')}}}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    });
  }
});
