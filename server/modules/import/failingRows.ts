import type { FastifyRequest } from 'fastify';
import { csvTable } from '@domain/spreadsheetCells';
import { importColumns, type ImportKind } from '@domain/import/kinds';
import { excel } from '../../estimation/excel';
import { problemMessages, type Problems } from './problems';
import type { ImportTable } from '../../estimation/tableCollector';

export interface FailingRowsFile {
  data: Buffer;
  format: 'xlsx' | 'csv';
}

/**
 * The rows of a file that have problems, to fix and upload again: the file's own headers and cells
 * (the columns the import reads), in the format it came in, with a last column saying what is
 * wrong with each row. A problem of the file as a whole (a missing column) has no row here.
 */
export async function failingRows(
  request: FastifyRequest,
  kind: ImportKind,
  table: ImportTable,
  problems: Problems,
  workbook: boolean,
): Promise<FailingRowsFile> {
  const columns = importColumns(kind).filter((column) => table.headers[column.key] !== undefined);
  const said = new Map<number, string[]>();
  for (const problem of problemMessages(request, problems.list, table, Infinity))
    said.set(problem.row, [...(said.get(problem.row) ?? []), `${problem.column}: ${problem.message}`]);
  const header = [...columns.map((column) => table.headers[column.key]), request.t('import.problemColumn')];
  const rows = table.rows
    .filter((row) => said.has(row.number))
    .map((row) => [...columns.map((column) => row.cells[column.key] ?? ''), said.get(row.number)!.join('\n')]);
  if (!workbook) return { data: Buffer.from(csvTable([header, ...rows]), 'utf8'), format: 'csv' };
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(request.t('import.problemColumn').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: request.lang === 'ar' }],
  });
  sheet.addRow(header).font = { bold: true };
  // Every cell as text, as the file wrote it: a day or a phone number stays as typed.
  for (const row of rows) sheet.addRow(row);
  header.forEach((text, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = Math.max(16, text.length + 4);
    column.numFmt = '@';
  });
  sheet.getColumn(header.length).width = 60;
  return { data: Buffer.from(await book.xlsx.writeBuffer()), format: 'xlsx' };
}
