import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, csvCell, employeesCsv } from '../../../src/people/employees/employeeCsv';

describe('employee CSV export', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Riyadh, KSA')).toBe('"Riyadh, KSA"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('-1+cmd|x')).toBe("'-1+cmd|x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('keeps phone numbers as they are', () => {
    expect(csvCell('+966 11 000 0000')).toBe('+966 11 000 0000');
    expect(csvCell('-12.5')).toBe('-12.5');
  });

  it('writes a heading row and one row per employee, marked as UTF-8', () => {
    const csv = employeesCsv([{ firstName: 'ليلى', lastName: 'Omar', email: 'l@x.sa', status: 'active' }], (key) => key.split('.').pop() ?? key);
    const [heading, row] = csv.slice(1).split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(heading.split(',')).toHaveLength(EXPORT_COLUMNS.length);
    expect(heading.startsWith('firstName,lastName,email')).toBe(true);
    expect(row.startsWith('ليلى,Omar,l@x.sa')).toBe(true);
    expect(row.endsWith(',active')).toBe(true);
  });
});
