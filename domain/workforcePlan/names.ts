import { sameNameKey } from '../sameName';

/**
 * Workbook job titles are free text (`HR Executive`, `hr  executive`, `مسؤول الموارد البشرية`); the
 * organisation's job titles are records. They are matched by a key that ignores what a typist varies
 * without meaning to: case, spaces, diacritics (Latin accents and Arabic harakat, tatweel) and the
 * Arabic letter forms written interchangeably (hamza on alef, taa marbuta, alef maqsura, Persian
 * and Urdu yeh and kaf), beyond what makes two names the same name (domain/sameName.ts).
 */
const LETTER_FORMS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ى: 'ي',
  ی: 'ي',
  ة: 'ه',
  ک: 'ك',
};
const FORMS = new RegExp(`[${Object.keys(LETTER_FORMS).join('')}]`, 'g');
/** Combining marks (accents, harakat, superscript alef), tatweel, a lone hamza and every kind of space or joiner. */
const IGNORED = /[\p{M}\u0640\u0621\s\u200b-\u200f\u2066-\u2069\ufeff]/gu;

export function nameKey(name: string): string {
  return sameNameKey(name)
    .normalize('NFKD')
    .replace(IGNORED, '')
    .normalize('NFC')
    .replace(FORMS, (letter) => LETTER_FORMS[letter])
    .toLowerCase();
}
