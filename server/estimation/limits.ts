import { MAX_ROWS } from '../../src/domain/estimation';

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
} as const;

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
export const expandsTooMuch = () => new WorkbookRejected(413, 'upload.expandsTooMuch', { max: WORKBOOK_LIMITS.maxUnpackedBytes / 1024 / 1024 });
