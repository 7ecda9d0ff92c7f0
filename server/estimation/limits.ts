import { MAX_ROWS } from '@domain/estimation';

/** What one upload may be. A 50,000-row workbook is ~7 MB packed and ~45 MB unpacked. */
export const WORKBOOK_LIMITS = {
  /** The file as uploaded. */
  maxBytes: 10 * 1024 * 1024,
  /** The sum of the sizes the zip directory declares for every entry. */
  maxUnpackedBytes: 256 * 1024 * 1024,
  /** Entries in the zip: an .xlsx has a few dozen. */
  maxEntries: 2000,
  /** Small parts read whole (workbook.xml and its relationships). */
  maxPartBytes: 4 * 1024 * 1024,
  /** Activity rows; the header row is extra. */
  maxRows: MAX_ROWS,
  /** Characters in one cell: Excel's own limit, so no workbook Excel wrote is refused by it. */
  maxCellChars: 32_767,
  /**
   * The shared strings part, unpacked. The bench's 100,000-row workbook (a unique 100-character
   * description a row) has 13 MB of them; 64 MB leaves room for five times that (two unique
   * texts of ~300 characters a row), a quarter of the unpacked limit, and bounds what the reader
   * holds before the first row.
   */
  maxSharedStringsBytes: 64 * 1024 * 1024,
  /**
   * A tag, comment or other piece of markup, and a part's text outside its cells all together
   * (spreadsheet programs write none; indented XML a little): bounded, since the XML parser holds
   * each piece of markup whole and ExcelJS keeps appending such text to the last value it read.
   */
  maxMarkupChars: 1024 * 1024,
  /**
   * The stored sheet as JSON text, which is what GetExcelFileData and the report answer. A
   * 50,000-row workbook makes 11 MB, one at the row limit ~22 MB; 64 MB leaves three times that,
   * and stops a short text shared by a million cells from growing into gigabytes.
   */
  maxSheetJsonChars: 64 * 1024 * 1024,
} as const;

const MB = 1024 * 1024;

/** Why an upload is refused before or while it is read: an HTTP status and a translation key. */
export class WorkbookRejected extends Error {
  constructor(
    readonly status: 413 | 422,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export const notWorkbook = () => new WorkbookRejected(422, 'upload.notXlsx');
export const expandsTooMuch = () =>
  new WorkbookRejected(413, 'upload.expandsTooMuch', { max: WORKBOOK_LIMITS.maxUnpackedBytes / MB });
/** A cell (`B7`) holds more characters than a spreadsheet cell can. */
export const cellTooLong = (cell: string) =>
  new WorkbookRejected(422, 'upload.cellTooLong', { cell, max: WORKBOOK_LIMITS.maxCellChars });
/** A part holds a text (or piece of markup) too long to be anything a spreadsheet program wrote. */
export const textTooLong = (part: string) =>
  new WorkbookRejected(422, 'upload.textTooLong', { part, max: WORKBOOK_LIMITS.maxCellChars });
export const sharedStringsTooLarge = (part: string) =>
  new WorkbookRejected(422, 'upload.sharedStringsTooLarge', { part, max: WORKBOOK_LIMITS.maxSharedStringsBytes / MB });
export const sheetTooLarge = () =>
  new WorkbookRejected(413, 'upload.sheetTooLarge', { max: WORKBOOK_LIMITS.maxSheetJsonChars / MB });
