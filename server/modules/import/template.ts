import { csvTable } from '@domain/spreadsheetCells';
import { importColumns, type ImportKind } from '@domain/import/kinds';
import { excel } from '../../estimation/excel';
import { translate, type Language } from '../../http/i18n';

/** The headers of a kind's file in one language, a required column marked with `*`. */
export const templateHeaders = (kind: ImportKind, language: Language): string[] =>
  importColumns(kind).map((c) => `${translate(language, `fields.${c.key}`)}${c.required ? ' *' : ''}`);

export const csvTemplate = (kind: ImportKind, language: Language): Buffer =>
  Buffer.from(csvTable([templateHeaders(kind, language)]), 'utf8');

/**
 * An empty workbook to fill: the header row in the chosen language (either language's headers are
 * read back), right to left in Arabic, date columns as text so that a typed day stays a day.
 */
export async function xlsxTemplate(kind: ImportKind, language: Language, sheetName: string): Promise<Buffer> {
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }],
  });
  const headers = templateHeaders(kind, language);
  sheet.addRow(headers).font = { bold: true };
  importColumns(kind).forEach((column, index) => {
    const col = sheet.getColumn(index + 1);
    col.width = Math.max(16, headers[index].length + 4);
    if (/Date$/.test(column.key)) col.numFmt = 'yyyy-mm-dd';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
