import {
  SheetChecker,
  activitiesBuilder,
  type Activities,
  type ActivitiesBuilder,
  type Cell,
  type SheetCheck,
} from '@domain/estimation';
import { WORKBOOK_LIMITS, WorkbookRejected, sheetTooLarge } from './limits';
import { SheetPacker } from './sheetCodec';
import { readSheet, sheetReadingWays, type RowSink, type SheetReading, type SheetRow } from './sheetReading';

export interface ReadWorkbook {
  /** The check; its `errors`, when any, refuse the workbook. */
  check: SheetCheck;
  /** The sheet (header first) in its stored form (sheetCodec), packed as it was read. */
  storedSheet: string;
  /** Activity rows in the sheet. */
  rowCount: number;
  /** What the report needs of the sheet, when it was read without errors. */
  activities?: Activities;
  /** The sheet as JSON in UTF-8 bytes (what the stored form unpacks to), when it was read without errors. */
  sheetJson?: Uint8Array;
}

/** Where the sheet's rows go as they are read: the check, the stored sheet and the report's activities. */
class SheetCollector implements RowSink<ReadWorkbook> {
  /** Rows as JSON text go to the packer in batches of 256 (one compression call each, not one per row). */
  private readonly packer = new SheetPacker();
  private batch: string[] = [];
  private stored = 0;
  private jsonChars = 0;
  private activities?: ActivitiesBuilder;
  private readonly checker = new SheetChecker((row) => {
    if (this.stored++ === 0) this.activities = activitiesBuilder(row);
    else this.activities?.add(row);
    const json = JSON.stringify(row);
    // What GetExcelFileData will answer is bounded here, as it is built.
    if ((this.jsonChars += json.length + 1) > WORKBOOK_LIMITS.maxSheetJsonChars) throw sheetTooLarge();
    this.batch.push(json);
    if (this.batch.length === 256) this.flush();
  });

  private flush(): void {
    if (this.batch.length === 0) return;
    this.packer.write(`${this.stored === this.batch.length ? '[' : ','}${this.batch.join(',')}`);
    this.batch = [];
  }

  /** Cells per row under the header; -1 until the header is read. */
  private width = -1;

  get wanted(): number {
    return this.width < 0 ? Infinity : this.width;
  }

  /** The first row with a value is the header (false when the workbook cannot be used); each row under it an activity. */
  take(row: SheetRow): boolean {
    if (this.width < 0) {
      if (row.blank) return true;
      if (!this.checker.setHeader(row.cells.slice(0, row.width), row.number)) return false;
      this.width = this.checker.width;
      return true;
    }
    const cells: Cell[] = row.cells;
    const width = this.width;
    if (cells.length > width) cells.length = width;
    while (cells.length < width) cells.push(null);
    // False once the row limit is passed.
    return this.checker.addRow(cells, row.number);
  }

  async result(): Promise<ReadWorkbook> {
    const check = this.checker.result();
    const usable = check.errors.length === 0 ? this.activities?.build() : undefined;
    this.flush();
    if (this.stored === 0) this.packer.write('[');
    this.packer.write(']');
    const storedSheet = await this.packer.packed();
    const sheetJson = usable ? this.packer.json() : undefined;
    return { check, storedSheet, rowCount: Math.max(0, this.stored - 1), activities: usable, sheetJson };
  }

  discard(): void {
    this.packer.discard();
  }
}

const ESTIMATION: SheetReading<ReadWorkbook> = {
  sink: () => new SheetCollector(),
  // A sheet whose declared size already exceeds the row limit (header row included) is never unpacked.
  declaredRows: (rows) => {
    if (rows > WORKBOOK_LIMITS.maxRows + 1)
      throw new WorkbookRejected(422, 'workbook.tooManyRows', { max: WORKBOOK_LIMITS.maxRows, count: rows - 1 });
  },
};

/**
 * Reads and checks the first sheet of an uploaded estimation workbook with the streaming reader,
 * row by row; each checked row goes straight to JSON text, so a large sheet is never held as
 * objects. Throws `WorkbookRejected` when the file is not a usable .xlsx or is too big.
 */
export const readWorkbook = (zip: Buffer): Promise<ReadWorkbook> => readSheet(zip, ESTIMATION);

/** Each way on its own, for tests that hold them to the same answers: `fast` is undefined when it gave up. */
export const readingWays = {
  fast: (zip: Buffer): Promise<ReadWorkbook | undefined> => sheetReadingWays.fast(zip, ESTIMATION),
  exact: (zip: Buffer): Promise<ReadWorkbook> => sheetReadingWays.exact(zip, ESTIMATION),
};
