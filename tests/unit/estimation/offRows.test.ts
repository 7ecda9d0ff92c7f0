import { describe, expect, it } from 'vitest';
import { offRowsOf } from '../../../src/estimation/common/OffRowsWarning';

describe('offRowsOf', () => {
  it('names the rows whose shares do not total 100, numbered as data rows', () => {
    const table = [
      ['Sr.#', 'Category', 'Activity', 'JD | Clerk', 'JD | Officer', 'Percentage', 'Annual Hours'],
      [1, 'Transactional', 'Filing', 50, 50, 100, 200],
      [2, 'Transactional', 'Payroll review', 50, 40, 90, 250],
      [3, 'Tactical/ Operations', 'Audit', 80, 50, 130, 150],
      [4, 'Tactical/ Operations', 'Reporting', 60, 40, 100, 100],
    ];
    expect(offRowsOf(table)).toEqual([
      { row: 2, activity: 'Payroll review', total: 90 },
      { row: 3, activity: 'Audit', total: 130 },
    ]);
    expect(offRowsOf(table.slice(0, 2))).toEqual([]);
    expect(offRowsOf(undefined)).toEqual([]);
  });
});
