/**
 * Text that is left to right by nature (a phone number, an e-mail, a code, a file name, an amount
 * with its currency code, a time) keeps its order inside a right-to-left sentence only when it is
 * isolated: "+966 11 000 0000" otherwise reads "0000 000 11 966+". Screens use <Ltr> (a <bdi
 * dir="ltr">); plain text (a title, a toast, a print, a CSV cell) uses the Unicode isolates below.
 */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';
// Marks Intl puts around Arabic figures; inside a left-to-right isolate they only disturb.
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/** The text without the direction marks Intl adds. */
export const withoutBidiMarks = (text: string): string => text.replace(BIDI_MARKS, '');

/** The text wrapped in LEFT-TO-RIGHT ISOLATE ... POP DIRECTIONAL ISOLATE; empty stays empty. */
export function isolateLtr(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '';
  return `${LRI}${withoutBidiMarks(text)}${PDI}`;
}

/**
 * Text of either direction a user typed (a name, a file name, a job title) inside a sentence: a
 * FIRST-STRONG ISOLATE takes the direction of its first letter, so "HR-2025.xlsx" keeps its quotes
 * around it in an Arabic sentence and an Arabic name stays whole in an English one. Translation texts
 * ask for it with `{{name, isolate}}`.
 */
export function isolate(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '';
  return `${FSI}${text}${PDI}`;
}

/** The text without isolates (a value read back from a screen or a file, to compare or to parse). */
export const withoutIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');
