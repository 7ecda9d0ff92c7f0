import type { PlanComparison } from '@domain/workforcePlan/types';
import { safeCell } from '@domain/spreadsheetCells';

/** The words of the workbook, in the user's language. */
export interface ComparisonWords {
  sheet: string;
  changedSheet: string;
  headings: string[];
  changedHeadings: string[];
  category: (category: string) => string;
  /** The title of a category's totals line. */
  total: string;
}

/** A share map as one cell: `HR Executive: 20; Accountant: 10`. */
const sharesText = (shares: Record<string, number>): string =>
  Object.entries(shares)
    .map(([title, share]) => `${title}: ${share}`)
    .join('; ');

/** The comparison's rows as a workbook is written: one per job title and category, then the changed rows. */
export function comparisonRows(comparison: PlanComparison, words: ComparisonWords) {
  const lines = comparison.lines.map((line) => [
    line.total ? words.total : line.title,
    words.category(line.category),
    line.left.hours,
    line.right.hours,
    line.difference.hours,
    line.left.resources,
    line.right.resources,
    line.difference.resources,
    line.left.cost?.amount ?? null,
    line.right.cost?.amount ?? null,
    line.difference.cost?.amount ?? null,
    line.difference.cost?.currency ?? line.left.cost?.currency ?? line.right.cost?.currency ?? null,
  ]);
  const changed = comparison.changedRows.map((row) => [
    row.row,
    row.activity,
    sharesText(row.left),
    sharesText(row.right),
  ]);
  return { lines, changed };
}

/** The comparison as an .xlsx (ExcelJS, loaded only when the user exports), right to left in Arabic. */
export async function comparisonWorkbook(
  comparison: PlanComparison,
  words: ComparisonWords,
  rtl: boolean,
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const { lines, changed } = comparisonRows(comparison, words);
  const write = (name: string, headings: string[], rows: unknown[][]) => {
    const sheet = workbook.addWorksheet(name.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1, rightToLeft: rtl }],
    });
    sheet.addRow(headings).font = { bold: true };
    for (const row of rows) sheet.addRow(row.map(safeCell));
    sheet.columns.forEach((column) => (column.width = 18));
  };
  write(words.sheet, words.headings, lines);
  write(words.changedSheet, words.changedHeadings, changed);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
