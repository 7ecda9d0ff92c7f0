import { describe, expect, it } from 'vitest';
import { checkTable, designationOf, readHeader, type Cell } from '@domain/estimation';

const HEADER = [
  'Sr.#',
  'Category',
  'Activity',
  'JD | Lead',
  'JD | Analyst',
  'Percentage',
  'Activity Frequency (Monthly)',
  'Unit Time (minutes) per action',
  'Monthly Minutes',
  'Annual Minutes',
  'Annual Hours',
];
const row = (overrides: Record<number, Cell> = {}): Cell[] => {
  const cells: Cell[] = [1, 'Strategy', 'Plan', 50, 50, 100, 2, 30, null, null, null];
  for (const [i, v] of Object.entries(overrides)) cells[Number(i)] = v;
  return cells;
};
const messages = (table: Cell[][]) =>
  checkTable(table).errors.map((e) => `${e.key}@${e.row}:${e.column ?? ''}:${e.value ?? ''}`);

describe('header', () => {
  it('finds columns trimmed, case-insensitively, in any order, and the JD columns', () => {
    const { header, issues } = readHeader([
      '  annual HOURS',
      'jd |  CHRO ',
      'CATEGORY',
      'Activity',
      'Unit Time  (minutes) per action',
      'Activity Frequency (Monthly) ',
      'Team',
      'Department',
      'JD| L1 Support ',
    ]);
    expect(issues).toEqual([]);
    expect(header?.columns).toMatchObject({ annualHours: 0, category: 2, activity: 3, unitTime: 4, frequency: 5 });
    expect(header?.designations).toEqual([
      { name: 'CHRO', index: 1 },
      { name: 'L1 Support', index: 8 },
    ]);
    expect(header?.grouping).toEqual({ name: 'Team', index: 6 });
  });

  it('names every missing required column and a missing JD column', () => {
    const { header, issues } = readHeader(['Sr.#', 'Activity']);
    expect(header).toBeUndefined();
    expect(issues.map((i) => i.column ?? i.key)).toEqual([
      'Category',
      'Activity Frequency (Monthly)',
      'Unit Time (minutes) per action',
      'workbook.noDesignation',
    ]);
  });

  it('refuses duplicate job titles and an empty one', () => {
    const { issues } = readHeader([
      'Category',
      'Activity',
      'Activity Frequency (Monthly)',
      'Unit Time (minutes) per action',
      'JD | A',
      'jd | a ',
      'JD |',
    ]);
    expect(issues.map((i) => i.key)).toEqual(['workbook.duplicateColumn', 'workbook.emptyDesignation']);
  });

  it('reads job titles after "JD |"', () => {
    expect(designationOf('JD | People & OD Manager')).toBe('People & OD Manager');
    expect(designationOf('Job | x')).toBeUndefined();
  });
});

describe('checkTable', () => {
  it('derives Monthly Minutes = frequency x unit time, Annual Minutes x 12 and Annual Hours / 60', () => {
    const result = checkTable([HEADER, row()]);
    expect(result.errors).toEqual([]);
    expect(result.table?.[1].slice(8)).toEqual([60, 720, 12]);
  });

  it('keeps figures the row states and derives only what is missing', () => {
    const result = checkTable([HEADER, row({ 8: 100, 10: 7 }), row({ 6: '=1/30', 9: '=K3*12' })]);
    expect(result.errors.map((e) => e.key)).toEqual(['workbook.formulaWithoutResult']);
    const ok = checkTable([HEADER, row({ 8: 100, 10: 7 }), row({ 9: '=K3*12' })]);
    expect(ok.table?.[1].slice(8)).toEqual([100, 1200, 7]);
    expect(ok.table?.[2].slice(8)).toEqual([60, 720, 12]);
  });

  it('adds the derived columns a workbook lacks', () => {
    const header = HEADER.slice(0, 5).concat(HEADER.slice(6, 8));
    const result = checkTable([header, [1, 'Strategy', 'Plan', 40, 60, 1, 60]]);
    expect(result.table?.[0]).toEqual([...header, 'Percentage', 'Monthly Minutes', 'Annual Minutes', 'Annual Hours']);
    expect(result.table?.[1]).toEqual([1, 'Strategy', 'Plan', 40, 60, 1, 60, 100, 60, 720, 12]);
  });

  it('gives each structural problem with its row, column and value', () => {
    expect(messages([HEADER, row(), row(), row(), row(), row(), row({ 7: 'ten' })])).toEqual([
      'workbook.notNumber@7:Unit Time (minutes) per action:ten',
    ]);
    expect(messages([HEADER, row({ 3: 'half', 6: -2, 4: 120 })])).toEqual([
      'workbook.notNumber@2:JD | Lead:half',
      'workbook.shareRange@2:JD | Analyst:120',
      'workbook.negative@2:Activity Frequency (Monthly):-2',
    ]);
    expect(messages([HEADER, row({ 6: null })])).toEqual(['workbook.blank@2:Activity Frequency (Monthly):']);
    expect(messages([HEADER, row({ 7: '#DIV/0!' })])).toEqual([
      'workbook.cellError@2:Unit Time (minutes) per action:#DIV/0!',
    ]);
  });

  it('accepts numbers written as text, with a percent sign, as a fraction or in Arabic digits', () => {
    const result = checkTable([HEADER, row({ 3: '30%', 4: ' 70 ', 6: '1/30', 7: '٣٠' })]);
    expect(result.errors).toEqual([]);
    expect(result.table?.[1].slice(3, 11)).toEqual([30, 70, 100, 1 / 30, 30, 1, 12, 0.2]);
  });

  it('skips empty rows, ignores cells beyond the header and warns about rows without figures', () => {
    const result = checkTable([
      HEADER,
      [],
      row(),
      [null, '  '],
      [2, 'Strategy', 'Heading only'],
      [...row(), 'extra', 99],
    ]);
    expect(result.errors).toEqual([]);
    expect(result.table).toHaveLength(3);
    expect(result.table?.[2]).toHaveLength(HEADER.length);
    expect(result.warnings).toEqual([{ key: 'workbook.rowWithoutFigures', row: 5 }]);
  });

  it('keeps rows whose shares do not total 100 and warns about them and unknown categories', () => {
    const result = checkTable([HEADER, row({ 3: 30, 4: 30 }), row({ 1: 'Misc' })]);
    expect(result.errors).toEqual([]);
    expect(result.table).toHaveLength(3);
    expect(result.table?.[1][5]).toBe(60);
    expect(result.warnings.map((w) => `${w.key}@${w.row}`)).toEqual([
      'workbook.sharesNotHundred@2',
      'workbook.unknownCategory@3',
    ]);
  });

  it('keeps Annual Hours its inputs disagree with and warns naming both figures', () => {
    // Frequency 2 x 30 minutes x 12 / 60 = 12 hours; the workbook says 9.5 and 9.5 is used.
    const result = checkTable([HEADER, row({ 10: 9.5 }), row({ 10: 12 }), row({ 6: 1 / 30, 10: 0.2 })]);
    expect(result.errors).toEqual([]);
    expect(result.table?.[1][10]).toBe(9.5);
    expect(result.warnings).toEqual([
      { key: 'workbook.hoursDisagree', row: 2, column: 'Annual Hours', params: { stated: 9.5, computed: 12 } },
    ]);
  });

  it('takes a cached figure rounded for display as agreeing', () => {
    // 7 x 13 x 12 / 60 = 18.2; 1/3 x 10 x 12 / 60 = 0.666...
    const table = [HEADER, row({ 6: 7, 7: 13, 10: 18 }), row({ 6: 1 / 3, 7: 10, 10: 0.67 }), row({ 6: 1 / 3, 10: 2 })];
    expect(checkTable(table).warnings).toEqual([]);
    expect(checkTable([HEADER, row({ 6: 7, 7: 13, 10: 19 })]).warnings.map((w) => w.key)).toEqual([
      'workbook.hoursDisagree',
    ]);
  });

  it('warns when cached minutes lead to hours the inputs disagree with', () => {
    const result = checkTable([HEADER, row({ 8: 100 })]);
    expect(result.table?.[1].slice(8)).toEqual([100, 1200, 20]);
    expect(result.warnings[0]).toMatchObject({ key: 'workbook.hoursDisagree', params: { stated: 20, computed: 12 } });
  });

  it('refuses a sheet without activity rows and caps the list of problems', () => {
    expect(messages([HEADER])).toEqual(['workbook.noRows@undefined::']);
    const bad = [HEADER, ...Array.from({ length: 150 }, () => row({ 7: 'x' }))];
    const errors = checkTable(bad).errors;
    expect(errors).toHaveLength(101);
    expect(errors[100]).toEqual({ key: 'workbook.moreProblems', params: { count: 50 } });
  });
});
