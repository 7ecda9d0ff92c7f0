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

/** What one row of a file may hold; a row past either is refused as it is read, before it is whole. */
export interface CsvLimits {
  maxCellChars: number;
  maxColumns: number;
}

/** A cell or a row of a CSV passed a limit: `row` and `column` are 1-based. */
export class CsvLimitPassed extends Error {
  constructor(
    readonly limit: 'cell' | 'columns',
    readonly row: number,
    readonly column: number,
  ) {
    super(`CSV ${limit} limit passed at row ${row}, column ${column}`);
  }
}

/** Text held back before the separator is known: the header line, or this much of it. */
const HEADER_SCAN = 64 * 1024;

/**
 * Reads a CSV text (RFC 4180) given in pieces, handing over each row as it ends, so a file is never
 * held as rows: quoted fields may hold separators, quotes (doubled) and line breaks; a byte order
 * mark is dropped; lines end in LF, CRLF or CR; every cell is text as written. The separator is
 * the header line's (see separatorOf) unless given. Rows are numbered from 1, blank lines included.
 */
export class CsvReader {
  private pending: string | undefined = '';
  private cells: string[] = [];
  private cell = '';
  private quoted = false;
  /** In a quoted field, a quote was read: the next character tells whether it was doubled. */
  private quoteEnd = false;
  /** A row ended on CR: an LF right after belongs to it. */
  private afterCR = false;
  private started = false;
  private rows = 0;
  /** Cells ended in the current row, kept or not. */
  private columns = 0;

  constructor(
    private readonly onRow: (cells: string[], row: number) => void,
    private readonly limits: CsvLimits = { maxCellChars: Infinity, maxColumns: Infinity },
    private separator?: string,
  ) {
    if (separator !== undefined) this.pending = undefined;
  }

  write(piece: string): void {
    let text = piece;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.pending !== undefined) {
      this.pending += text;
      if (!/[\r\n]/.test(this.pending) && this.pending.length < HEADER_SCAN) return;
      text = this.release();
    }
    this.read(text);
  }

  end(): void {
    if (this.pending !== undefined) this.read(this.release());
    if (this.quoteEnd) this.quoted = false;
    if (this.cell !== '' || this.columns > 0) {
      this.push();
      this.emit();
    }
  }

  private release(): string {
    const text = this.pending ?? '';
    this.separator = separatorOf(text);
    this.pending = undefined;
    return text;
  }

  private read(text: string): void {
    // A plain run of a cell ends at the separator or a line break: read a run at a time.
    const special = new RegExp(`[${this.separator === '\t' ? '\\t' : this.separator}\\r\\n]`, 'g');
    let i = 0;
    while (i < text.length) {
      if (this.afterCR) {
        this.afterCR = false;
        if (text[i] === '\n') {
          i++;
          continue;
        }
      }
      if (this.quoteEnd) {
        this.quoteEnd = false;
        if (text[i] === '"') {
          this.append('"');
          i++;
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        const quote = text.indexOf('"', i);
        this.append(text.slice(i, quote < 0 ? text.length : quote));
        if (quote < 0) return;
        this.quoteEnd = true;
        i = quote + 1;
        continue;
      }
      if (text[i] === '"' && this.cell === '') {
        this.quoted = true;
        i++;
        continue;
      }
      special.lastIndex = i;
      const found = special.exec(text);
      const end = found ? found.index : text.length;
      if (end > i) this.append(text.slice(i, end));
      if (!found) return;
      this.push();
      if (text[end] !== this.separator) {
        this.emit();
        this.afterCR = text[end] === '\r';
      }
      i = end + 1;
    }
  }

  private append(piece: string): void {
    this.cell += piece;
    if (this.cell.length > this.limits.maxCellChars) throw new CsvLimitPassed('cell', this.rows + 1, this.columns + 1);
  }

  /**
   * Ends a cell. Past the column limit only empty cells may follow (spreadsheet programs write the
   * separators of empty formatted columns); they are not kept.
   */
  private push(): void {
    this.columns += 1;
    if (this.columns > this.limits.maxColumns) {
      if (this.cell !== '') throw new CsvLimitPassed('columns', this.rows + 1, this.columns);
    } else this.cells.push(this.cell);
    this.cell = '';
  }

  private emit(): void {
    const cells = this.cells;
    this.cells = [];
    this.columns = 0;
    this.onRow(cells, ++this.rows);
  }
}

/** The rows of a whole CSV text (see CsvReader). */
export function parseCsv(input: string, separator?: string): string[][] {
  const rows: string[][] = [];
  const reader = new CsvReader((cells) => rows.push(cells), undefined, separator);
  reader.write(input);
  reader.end();
  return rows;
}
