import { COLUMNS, cellText, designationOf, headerKey, type Cell, type ShareEdit } from '@domain/estimation';

/** A column of the viewer: where it is in the sheet and what it holds. */
export interface GridColumn {
  index: number;
  label: string;
  /** The job title of a `JD | <title>` share column. */
  designation?: string;
  percentage: boolean;
  /** The Activity column, which names the row. */
  activity: boolean;
}

/** One activity row: `row` is its number as share edits count it (1 = first activity row). */
export interface GridRow {
  row: number;
  cells: Cell[];
}

export type SortOrder = 'asc' | 'desc';
export interface GridSort {
  column: number;
  order: SortOrder;
}

/** A share total within this of 100 counts as 100 (the upload's warning uses the same margin). */
const SHARE_TOLERANCE = 0.01;

export function gridColumns(header: Cell[]): GridColumn[] {
  const percentageKey = headerKey(COLUMNS.percentage);
  const activityKey = headerKey(COLUMNS.activity);
  return header.map((cell, index) => {
    const label = cellText(cell);
    const key = headerKey(label);
    return {
      index,
      label,
      designation: designationOf(label),
      percentage: key === percentageKey,
      activity: key === activityKey,
    };
  });
}

/** Whether a row's Percentage (the total of its shares) is not 100. */
export function offHundred(row: Cell[], percentageAt: number): boolean {
  if (percentageAt < 0) return false;
  const total = row[percentageAt];
  return typeof total !== 'number' || Math.abs(total - 100) > SHARE_TOLERANCE;
}

const compareCells = (a: Cell | undefined, b: Cell | undefined, collator: Intl.Collator): number => {
  const blankA = a === null || a === undefined || a === '';
  const blankB = b === null || b === undefined || b === '';
  if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
};

/** The rows sorted by one column (numbers by value, text in the language's order, blanks last); stable. */
export function sortRows(rows: GridRow[], sort: GridSort | null, language: string): GridRow[] {
  if (!sort) return rows;
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.order === 'asc' ? 1 : -1;
  return rows
    .map((r, position) => ({ r, position }))
    .sort((x, y) => {
      const byCell = compareCells(x.r.cells[sort.column], y.r.cells[sort.column], collator);
      // Blanks stay last whichever way the column is sorted.
      const blank = (c: Cell | undefined) => c === null || c === undefined || c === '';
      const signed = blank(x.r.cells[sort.column]) || blank(y.r.cells[sort.column]) ? byCell : sign * byCell;
      return signed || x.position - y.position;
    })
    .map(({ r }) => r);
}

/** The next sort after a click on a column header: ascending, then descending, then none. */
export function nextSort(current: GridSort | null, column: number): GridSort | null {
  if (current?.column !== column) return { column, order: 'asc' };
  return current.order === 'asc' ? { column, order: 'desc' } : null;
}

/** Share edits keyed by row and job title; the last edit of a cell wins. */
export type EditMap = ReadonlyMap<string, ShareEdit>;
export const editKey = (row: number, designation: string): string => `${row}\u0000${designation}`;

/** An edit map with one cell set; a value equal to the original removes the edit. */
export function withEdit(edits: EditMap, edit: ShareEdit, original: Cell | undefined): EditMap {
  const next = new Map(edits);
  const key = editKey(edit.row, edit.designation);
  if (typeof original === 'number' && Math.abs(original - edit.share) < 1e-9) next.delete(key);
  else next.set(key, edit);
  return next;
}
