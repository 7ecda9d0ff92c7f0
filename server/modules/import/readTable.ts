import type { CellValue } from 'exceljs';
import { parseCsv } from '@domain/import/csv';
import { IMPORT_MAX_ROWS } from '@domain/import/kinds';
import { excel } from '../../estimation/excel';
import { dateText } from '../../estimation/cells';
import { WorkbookRejected } from '../../estimation/limits';
import { readDirectory } from '../../estimation/zipDirectory';
import { ApiError } from '../../http/errors';

const FIELD = 'UploadedFile';
const refused = (status: number, key: string, params: Record<string, string | number> = {}) =>
  new ApiError(status, key, params, { [FIELD]: [{ key, params }] });

/** A cell of a workbook as the text a CSV would hold: dates as their day, formulas as their result. */
function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value).slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return cellText((value as { text?: CellValue }).text);
  if ('result' in value) return cellText(value.result as CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** The first sheet of an .xlsx, refused from its zip directory alone when it would unpack too far. */
async function workbookRows(data: Buffer): Promise<string[][]> {
  try {
    readDirectory(data);
  } catch (error) {
    if (error instanceof WorkbookRejected) throw refused(error.status, error.key, error.params);
    throw error;
  }
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw refused(422, 'upload.unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refused(422, 'upload.noSheet');
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1) throw tooManyRows();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as CellValue[];
    rows[number - 1] = values.slice(1).map(cellText);
  });
  return Array.from(rows, (row) => row ?? []);
}

const tooManyRows = () => refused(413, 'import.tooManyRows', { max: IMPORT_MAX_ROWS });

const ZIP = Buffer.from('PK');
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The rows of an uploaded file as text: an Excel workbook (recognised by its content, whatever its
 * name) or a UTF-8 CSV with commas, semicolons or tabs.
 */
export async function readTable(data: Buffer): Promise<string[][]> {
  if (data.length === 0) throw refused(400, 'import.fileRequired');
  const head = data.subarray(0, 4);
  const rows =
    head.subarray(0, 2).equals(ZIP) || head.equals(COMPOUND_FILE)
      ? await workbookRows(data)
      : parseCsv(data.toString('utf8'));
  if (rows.length > IMPORT_MAX_ROWS + 1) throw tooManyRows();
  return rows;
}
