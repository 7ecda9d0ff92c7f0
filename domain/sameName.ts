/**
 * When two names are the same name. A reader cannot tell `Finance` from `Fin\u200bance` (a
 * zero-width space), `Fin\u00adance` (a soft hyphen), `Finance\ufe0f` (a variation selector) or
 * `ＦＩＮＡＮＣＥ` (full-width letters): two such names side by side are duplicates, whichever one
 * was saved first. Names compare by sameNameKey: Unicode's default-ignorable characters removed,
 * compatibility forms folded (NFKC), blank characters read as spaces, runs of spaces as one, the
 * ends trimmed, and letters in lower case.
 *
 * The database keeps the same key for its unique indexes (server/db/sameNameKeys.ts renders these
 * steps in SQL from the constants below, and a test holds the two renderings equal).
 */

/** Unicode's Default_Ignorable_Code_Point set (Unicode 15-17), as code point ranges. */
export const IGNORABLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

/**
 * What still shows as a blank after NFKC (which makes every other space U+0020): tab and the line
 * breaks, U+0085, the Ogham space mark, the line and paragraph separators and the blank Braille
 * pattern U+2800, which fonts draw as nothing at all.
 */
export const BLANKS = '\t\n\u000b\f\r\u0085\u1680\u2028\u2029\u2800';

const hex = (code: number) => `\\u{${code.toString(16)}}`;
const IGNORABLE = new RegExp(`[${IGNORABLE_RANGES.map(([a, b]) => `${hex(a)}-${hex(b)}`).join('')}]`, 'gu');
const BLANK = new RegExp(`[${[...BLANKS].map((c) => hex(c.codePointAt(0) as number)).join('')}]`, 'gu');

/** The key two names compare by: equal keys are the same name (see above). */
export function sameNameKey(name: string): string {
  return name
    .replace(IGNORABLE, '')
    .normalize('NFKC')
    .replace(BLANK, ' ')
    .replace(/ +/g, ' ')
    .replace(/^ | $/g, '')
    .toLowerCase();
}

export const isSameName = (a: string, b: string): boolean => sameNameKey(a) === sameNameKey(b);

/** True for a text whose key holds nothing a reader sees: blank, or combining marks on nothing. */
export function hasNothingToRead(value: string): boolean {
  return sameNameKey(value).replace(/[\p{M} ]/gu, '').length === 0;
}
