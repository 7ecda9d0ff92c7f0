import { CsvLimitPassed, CsvReader } from '@domain/import/csv';
import { IMPORT_MAX_COLUMNS } from '@domain/import/kinds';
import { WORKBOOK_LIMITS, cellTooLong } from './limits';
import { readSheet } from './sheetReading';
import { csvText } from './csvText';
import { TableCollector, cellName, tooManyColumns, type ImportTable, type TableColumns } from './tableCollector';

const ZIP = Buffer.from('PK');
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** An Excel file (an .xlsx, or an .xls or protected workbook to refuse as such), recognised by its content. */
export const isWorkbook = (data: Buffer): boolean =>
  data.subarray(0, 2).equals(ZIP) || data.subarray(0, 4).equals(COMPOUND_FILE);

/** A CSV read as it decodes, each row handed to the collector as it ends. */
async function readCsv(data: Buffer, columns: TableColumns): Promise<ImportTable> {
  const collector = new TableCollector(columns, true, false);
  const reader = new CsvReader(
    (cells, number) => {
      let width = cells.length;
      while (width > 0 && cells[width - 1].trim() === '') width--;
      collector.take({ number, cells, width, blank: width === 0 });
    },
    { maxCellChars: WORKBOOK_LIMITS.maxCellChars, maxColumns: IMPORT_MAX_COLUMNS },
  );
  try {
    for (const piece of csvText(data)) reader.write(piece);
    reader.end();
  } catch (error) {
    if (!(error instanceof CsvLimitPassed)) throw error;
    throw error.limit === 'cell'
      ? cellTooLong(cellName(error.column, error.row))
      : tooManyColumns(error.column, error.row);
  }
  return collector.result();
}

/**
 * The table of an uploaded import file, an .xlsx (its first sheet, through the workbook reader
 * every upload goes through, with all its limits) or a CSV, read as it streams and refused at the
 * first limit it passes (see TableCollector). Throws `WorkbookRejected`.
 */
export async function readImportTable(data: Buffer, columns: TableColumns): Promise<ImportTable> {
  if (!isWorkbook(data)) return readCsv(data, columns);
  return readSheet(data, {
    sink: () => new TableCollector(columns, false, true),
    // Rows without a value (a formatted empty range) are no rows of the file: what counts is read.
    declaredRows: () => undefined,
  });
}
