import type { Cell } from '@domain/estimation';
import { matchHeaders } from '@domain/import/headers';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, type ImportColumn } from '@domain/import/kinds';
import { WorkbookRejected } from './limits';
import type { RowSink, SheetRow as ReadRow } from './sheetReading';

/** One data row: its number in the file (the header is row 1) and its cells by column key. */
export interface SheetRow {
  number: number;
  cells: Record<string, string | undefined>;
}

/** What an import keeps of a file: the header's columns the kind knows, and its data rows in them. */
export interface ImportTable {
  /** The header row's number; undefined when no row holds a value. */
  headerRow?: number;
  /** The header of each column found, as the file writes it, by column key. */
  headers: Record<string, string>;
  /** Required columns the header lacks (keys). */
  missing: string[];
  /** Data rows with a value in a known column, cells trimmed (empty is absent). */
  rows: SheetRow[];
}

/** A kind's columns and the headers each is known by (both languages), as the worker gets them. */
export interface TableColumns {
  columns: ImportColumn[];
  labels: Record<string, string[]>;
}

/**
 * Characters kept of all cells together. A 10 MB CSV holds at most 10 M; only a workbook's shared
 * strings, each shown by thousands of cells, could make more, and then the file is refused here
 * instead of growing into gigabytes.
 */
export const MAX_KEPT_CHARS = 32_000_000;

/** `A1`-style name of a cell (columns 1-based). */
export function cellName(column: number, row: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${row}`;
}

export const tooManyRows = () => new WorkbookRejected(413, 'import.tooManyRows', { max: IMPORT_MAX_ROWS });
export const tooManyColumns = (column: number, row: number) =>
  new WorkbookRejected(422, 'import.tooManyColumns', { max: IMPORT_MAX_COLUMNS, cell: cellName(column, row) });
const tooMuchText = () => new WorkbookRejected(413, 'import.tooMuchText', { max: MAX_KEPT_CHARS / 1_000_000 });

/** A date the workbook reader wrote with its time (`2025-02-01 09:30`): an import's date columns take the day. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}$/;

const text = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : typeof cell === 'string' ? cell.trim() : String(cell);

/**
 * The rows of an import file as they stream (from a workbook or a CSV), refused as soon as the
 * file passes a limit: a value beyond IMPORT_MAX_COLUMNS, a row beyond the header and
 * IMPORT_MAX_ROWS data rows, more than MAX_KEPT_CHARS kept. Only the cells of the columns the
 * kind knows are kept; the header is the first row with a value.
 */
export class TableCollector implements RowSink<ImportTable> {
  private readonly table: ImportTable = { headers: {}, missing: [], rows: [] };
  private positions?: Array<[string, number]>;
  private kept = 0;
  wanted = IMPORT_MAX_COLUMNS;

  /**
   * @param blankRowsCount a CSV's blank lines count against the row limit (a file of newlines is
   *   refused as it is read); a workbook's rows without a value do not (a formatted empty range).
   * @param fromWorkbook dates the workbook reader wrote with a time are taken as their day.
   */
  constructor(
    private readonly columns: TableColumns,
    private readonly blankRowsCount: boolean,
    private readonly fromWorkbook: boolean,
  ) {}

  take(row: ReadRow): boolean {
    if (row.width > IMPORT_MAX_COLUMNS) throw tooManyColumns(row.width, row.number);
    if (row.number > IMPORT_MAX_ROWS + 1 && (this.blankRowsCount || !row.blank)) throw tooManyRows();
    if (row.blank) return true;
    if (!this.positions) this.header(row);
    else this.data(row);
    return true;
  }

  private header(row: ReadRow): void {
    const texts = Array.from({ length: row.width }, (_, i) => text(row.cells[i]));
    const { positions, missing } = matchHeaders(texts, this.columns.columns, (key) => this.columns.labels[key] ?? []);
    this.positions = [...positions];
    this.table.headerRow = row.number;
    for (const [key, index] of positions) this.table.headers[key] = texts[index];
    this.table.missing = missing.map((column) => column.key);
    this.wanted = Math.max(0, ...positions.values()) + 1;
  }

  private data(row: ReadRow): void {
    const cells: Record<string, string | undefined> = {};
    let filled = false;
    for (const [key, index] of this.positions ?? []) {
      let value = text(row.cells[index]);
      if (value === '') continue;
      if (this.fromWorkbook && key.endsWith('Date')) value = DATE_TIME.exec(value)?.[1] ?? value;
      if ((this.kept += value.length) > MAX_KEPT_CHARS) throw tooMuchText();
      cells[key] = value;
      filled = true;
    }
    if (filled) this.table.rows.push({ number: row.number, cells });
  }

  result(): Promise<ImportTable> {
    return Promise.resolve(this.table);
  }

  discard(): void {
    this.table.rows.length = 0;
  }
}
