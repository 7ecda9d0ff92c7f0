import { describe, expect, it } from 'vitest';
import { applyShareEdits } from '@domain/estimation';
import {
  editKey,
  gridColumns,
  nextSort,
  offHundred,
  sortRows,
  withEdit,
  type GridRow,
} from '../../../src/estimation/viewer/grid';

const header = [
  'Sr.#',
  'Category',
  'Activity',
  'JD | CHRO',
  'JD | HR Executive ',
  'Percentage',
  'Activity Frequency (Monthly)',
  'Unit Time (minutes) per action',
  'Annual Hours',
];
const table = [
  header,
  [1, 'Strategy', 'Budget', 30, 70, 100, 1, 60, 12],
  [2, 'Transactional', 'Payroll', 50, 40, 90, 2, 30, 12],
  [3, 'Strategy', 'audit', null, 100, 100, 1, 10, 2],
];
const rows: GridRow[] = table.slice(1).map((cells, i) => ({ row: i + 1, cells }));

describe('workbook grid', () => {
  it('marks the JD columns with their job title and finds Percentage', () => {
    const columns = gridColumns(header);
    expect(columns.filter((c) => c.designation).map((c) => c.designation)).toEqual(['CHRO', 'HR Executive']);
    expect(columns.findIndex((c) => c.percentage)).toBe(5);
  });

  it('finds the Activity column, which stays in view while the shares scroll', () => {
    expect(
      gridColumns(header)
        .filter((c) => c.activity)
        .map((c) => c.index),
    ).toEqual([2]);
    expect(gridColumns(['Sr.#', ' activity ', 'Description']).findIndex((c) => c.activity)).toBe(1);
  });

  it('flags rows whose shares do not total 100, with the upload warning margin', () => {
    expect(rows.map((r) => offHundred(r.cells, 5))).toEqual([false, true, false]);
    expect(offHundred([100.005], 0)).toBe(false);
    expect(offHundred([99.9], 0)).toBe(true);
    expect(offHundred([null], 0)).toBe(true);
    expect(offHundred([90], -1)).toBe(false);
  });

  it('sorts numbers by value and text in the language order, blanks last either way, stable', () => {
    expect(sortRows(rows, { column: 3, order: 'asc' }, 'en').map((r) => r.row)).toEqual([1, 2, 3]);
    expect(sortRows(rows, { column: 3, order: 'desc' }, 'en').map((r) => r.row)).toEqual([2, 1, 3]);
    expect(sortRows(rows, { column: 2, order: 'asc' }, 'en').map((r) => r.row)).toEqual([3, 1, 2]);
    expect(sortRows(rows, { column: 1, order: 'asc' }, 'en').map((r) => r.row)).toEqual([1, 3, 2]);
    expect(sortRows(rows, null, 'en')).toBe(rows);
  });

  it('cycles a header through ascending, descending and unsorted', () => {
    const first = nextSort(null, 4);
    expect(first).toEqual({ column: 4, order: 'asc' });
    const second = nextSort(first, 4);
    expect(second).toEqual({ column: 4, order: 'desc' });
    expect(nextSort(second, 4)).toBeNull();
    expect(nextSort(second, 2)).toEqual({ column: 2, order: 'asc' });
  });

  it('keeps one edit per cell and forgets an edit back to the original value', () => {
    let edits = withEdit(new Map(), { row: 2, designation: 'CHRO', share: 55 }, 50);
    edits = withEdit(edits, { row: 2, designation: 'CHRO', share: 60 }, 50);
    expect([...edits.values()]).toEqual([{ row: 2, designation: 'CHRO', share: 60 }]);
    edits = withEdit(edits, { row: 2, designation: 'CHRO', share: 50 }, 50);
    expect(edits.has(editKey(2, 'CHRO'))).toBe(false);
  });

  it('recomputes the edited row through the shared domain code, leaving the source as it was', () => {
    const edits = withEdit(new Map(), { row: 2, designation: 'HR Executive', share: 50 }, 40);
    const result = applyShareEdits(table, [...edits.values()]);
    if (!('table' in result)) throw new Error('edit refused');
    expect(result.table[2][5]).toBe(100);
    expect(offHundred(result.table[2], 5)).toBe(false);
    expect(table[2][4]).toBe(40);
  });
});
