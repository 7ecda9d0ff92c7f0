/**
 * Digits of the texts the app writes: Latin (0-9), or Arabic-Indic (٠-٩) for an Arabic reader who
 * has not chosen Latin ones. The browser (src/i18n/format) and the server (server/http/i18n.ts)
 * follow the same rule: numbers the app writes follow the reader's digits, what a person typed
 * stays as typed.
 */
export type DigitSystem = 'arab' | 'latn';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
// A number inside a text: digits, with a decimal point or thousands commas between digits.
const NUMBER = /\d+(?:[.,]\d+)*/g;
// What a translation text leaves to be filled: {{placeholders}} and $t(nested keys).
const SLOTS = /(\{\{[^}]*\}\}|\$t\([^)]*\))/;

const arabicNumber = (number: string): string =>
  number
    .replace(/\d/g, (d) => ARABIC_INDIC[Number(d)])
    .replace(/\./g, '٫')
    .replace(/,/g, '٬');

/**
 * The numbers a translation text writes itself ("between 1 and 7", "× 52", "2 MB") in the reader's
 * digits, with the Arabic decimal and group marks; its placeholders are left for their values.
 */
export function textWithDigits(text: string, digits: DigitSystem): string {
  if (digits === 'latn') return text;
  return text
    .split(SLOTS)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(NUMBER, arabicNumber)))
    .join('');
}

// Arabic-Indic and extended Arabic-Indic digits, and the Arabic decimal and thousands marks.
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g;
const toLatinDigit = (ch: string): string => {
  const code = ch.charCodeAt(0);
  if (code === 0x066b) return '.';
  if (code === 0x066c) return ',';
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
};

/** A typed number or time read with Latin digits ("٧٫٥" is "7.5", "٠٨:٣٠" is "08:30"). */
export const latinDigits = (text: string): string => text.replace(ARABIC_DIGITS, toLatinDigit);

/**
 * The number formats messages use, each made at its first use: a browser's first Intl.NumberFormat
 * is costly, and the public pages load this module without writing a number.
 */
const numbers = new Map<string, Intl.NumberFormat>();
const numberFormat = (key: 'grouped' | 'plain' | 'latin'): Intl.NumberFormat => {
  let format = numbers.get(key);
  if (!format) {
    format =
      key === 'latin'
        ? new Intl.NumberFormat('en', { maximumFractionDigits: 2 })
        : new Intl.NumberFormat('ar-SA-u-nu-arab', { maximumFractionDigits: 2, useGrouping: key === 'grouped' });
    numbers.set(key, format);
  }
  return format;
};

/**
 * A message's own digits ("between 1 and 7") and its numbers (a count, a row) in the reader's
 * digits; a limit ("more than 32,767 characters") reads grouped in Latin digits too, a year
 * ungrouped. Only numbers are rewritten: text given as a parameter (a name, a file name) stays as
 * typed. The server words its answers so, and the mock backend its own.
 */
export function messageWithDigits<P extends Record<string, unknown>>(
  text: string,
  params: P,
  digits: DigitSystem,
): [string, P] {
  if (digits === 'latn')
    return [
      text,
      typeof params.max === 'number' ? { ...params, max: numberFormat('latin').format(params.max) } : params,
    ];
  const written: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params))
    written[name] =
      typeof value === 'number' ? numberFormat(name === 'year' ? 'plain' : 'grouped').format(value) : value;
  return [textWithDigits(text, digits), written as P];
}
