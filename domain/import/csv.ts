/** The separators a spreadsheet program may write: commas, or semicolons where the comma is the decimal mark, or tabs. */
const SEPARATORS = [',', ';', '\t'] as const;

/** The separator of a file: the one its first line (the header) holds most often outside quotes. */
export function separatorOf(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * The rows of a CSV text (RFC 4180): quoted fields may hold separators, quotes (doubled) and line
 * breaks; a byte order mark is dropped; lines end in LF or CRLF. Every cell is text as written.
 */
export function parseCsv(input: string, separator = separatorOf(input)): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A cell as CSV writes it: quoted when it holds a separator, a quote or a line break. */
const csvCell = (value: string): string => (/[",;\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** CSV text with a byte order mark, so that spreadsheet programs read Arabic as UTF-8. */
export const toCsv = (rows: string[][]): string =>
  `\ufeff${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
