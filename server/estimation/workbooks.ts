import type ExcelJS from 'exceljs';
import { excel } from './excel';
import type { Cell } from '@domain/estimation';
import { safeCell } from '@domain/spreadsheetCells';

/** A name a worksheet tab can carry: at most 31 characters, none of []:*?/\\. */
export const sheetName = (name: string): string =>
  name
    .replace(/[[\]:*?/\\]+/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };

/** A worksheet of rows whose first row is a header: bold, shaded, frozen, filterable, sized to fit. */
export function addTableSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  rows: Cell[][],
  options: { rtl?: boolean; numberFormat?: Record<number, string> } = {},
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetName(name), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: options.rtl ?? false }],
  });
  // Every cell through the export rule the browser's CSV exports share.
  for (const row of rows) sheet.addRow(row.map(safeCell));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.eachCell((cell) => (cell.fill = HEADER_FILL));
  const width = rows[0]?.length ?? 0;
  if (width > 0 && rows.length > 1) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: width } };
  for (let c = 1; c <= width; c++) {
    const sample = rows.slice(0, 200).map((r) => String(r[c - 1] ?? '').length);
    sheet.getColumn(c).width = Math.min(60, Math.max(10, ...sample) + 2);
    const format = options.numberFormat?.[c - 1];
    if (format) sheet.getColumn(c).numFmt = format;
  }
  return sheet;
}

export async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A stored sheet (header first) as an .xlsx of its own: what a customised copy downloads as. */
export async function sheetWorkbook(table: Cell[][], sheetName: string): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  workbook.creator = 'Tawazun';
  addTableSheet(workbook, sheetName, table);
  return toBuffer(workbook);
}
