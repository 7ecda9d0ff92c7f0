/**
 * What every export writes into a spreadsheet cell, in the browser (CSV) and on the server (Excel):
 * one rule against formula injection (OWASP "CSV injection"), so no list, report or download can
 * hand a spreadsheet program a name that it would run as a formula.
 */

/** A cell that starts with one of these is read as a formula by spreadsheet programs. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A signed number or a phone number ("-5", "+966 11 000 0000", "(050) 123-4567"): only digits,
 * spaces, dots, brackets and hyphens, so even read as a formula it can only be arithmetic on its
 * own digits: no function, no reference to another cell, no link or command. It stays as it is,
 * so that numbers and phone numbers read the same in the spreadsheet as on screen.
 */
const NUMBER_LIKE = /^[+-]?[\d(][\d ().-]*$/;

/** Text a spreadsheet could run as a formula, prefixed with an apostrophe (OWASP's rule); other text as it is. */
export function safeText(text: string): string {
  return FORMULA_START.test(text) && !NUMBER_LIKE.test(text) ? `'${text}` : text;
}

/** A cell value made safe: text through `safeText`; numbers, dates, booleans and empty cells stay what they are. */
export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' ? safeText(value) : value;
}

/**
 * A CSV cell's text is split again by Excel where the list separator is `;` (and by others at
 * `,`), whatever the file's own separator: every piece that starts after one of them, spaces
 * aside, with a formula start is neutralised like a cell of its own
 * (`Sales;=cmd|' /C calc'!A0` is written `"Sales;'=cmd|' /C calc'!A0"`).
 */
const PIECE = /(^|[;,])( *)([=+\-@\t\r][^;,]*)/g;

/** Text made safe for CSV: the text and each piece after a `;` or `,`, through the rule of `safeText`. */
export function safeCsvText(text: string): string {
  return text.replace(PIECE, (all: string, separator: string, spaces: string, piece: string) =>
    NUMBER_LIKE.test(piece) ? all : `${separator}${spaces}'${piece}`,
  );
}

/** One CSV field: made safe, then quoted when it holds a separator (`,`, `;` or tab), a quote or a line break. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  const safe = safeCsvText(text);
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text of rows (heading first), with a byte-order mark so spreadsheets read Arabic as UTF-8. */
export function csvTable(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
