import type { ImportColumn } from '@domain/import/kinds';
import { matchHeaders } from '@domain/import/headers';
import { translate } from '../../http/i18n';
import { Problems } from './problems';

/** One data row: its number in the file (the header is row 1) and its cells by column key. */
export interface SheetRow {
  number: number;
  cells: Record<string, string | undefined>;
}

/** A column's headers in both languages, as the template writes them. */
export const columnLabels = (key: string): string[] => [
  translate('en', `fields.${key}`),
  translate('ar', `fields.${key}`),
];

/**
 * The data rows of a file under its header row, blank rows left out and cells trimmed (empty is
 * absent). A required column the header lacks is a problem of row 1.
 */
export function readSheet(
  table: string[][],
  columns: readonly ImportColumn[],
): { rows: SheetRow[]; problems: Problems } {
  const problems = new Problems();
  const headerAt = table.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (headerAt < 0) {
    problems.add(1, 'file', 'import.empty');
    return { rows: [], problems };
  }
  const { positions, missing } = matchHeaders(table[headerAt], columns, columnLabels);
  for (const column of missing) problems.add(headerAt + 1, column.key, 'import.columnMissing');
  const rows: SheetRow[] = [];
  for (let i = headerAt + 1; i < table.length; i++) {
    const cells: Record<string, string | undefined> = {};
    let filled = false;
    for (const [key, index] of positions) {
      const value = table[i][index]?.trim();
      if (value) {
        cells[key] = value;
        filled = true;
      }
    }
    if (filled) rows.push({ number: i + 1, cells });
  }
  if (rows.length === 0 && missing.length === 0) problems.add(headerAt + 1, 'file', 'import.noRows');
  return { rows, problems };
}
