import { translate } from '../../http/i18n';
import { Problems } from './problems';
import type { ImportTable, SheetRow } from '../../estimation/tableCollector';

export type { SheetRow };

/** A column's headers in both languages, as the template writes them. */
export const columnLabels = (key: string): string[] => [
  translate('en', `fields.${key}`),
  translate('ar', `fields.${key}`),
];

/**
 * The data rows of a file under its header row, with the problems of the file as a whole: no row
 * at all, a required column the header lacks (a problem of the header's row), no data row.
 */
export function readSheet(table: ImportTable): { rows: SheetRow[]; problems: Problems } {
  const problems = new Problems();
  if (table.headerRow === undefined) {
    problems.add(1, 'file', 'import.empty');
    return { rows: [], problems };
  }
  for (const key of table.missing) problems.add(table.headerRow, key, 'import.columnMissing');
  if (table.rows.length === 0 && table.missing.length === 0) problems.add(table.headerRow, 'file', 'import.noRows');
  return { rows: table.rows, problems };
}
