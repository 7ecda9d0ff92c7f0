import { describe, expect, it } from 'vitest';
import { parseCsv, separatorOf } from '@domain/import/csv';
import { csvTable } from '@domain/spreadsheetCells';
import { headerKey, matchHeaders } from '@domain/import/headers';
import { EMPLOYEE_COLUMNS, importColumns } from '@domain/import/kinds';

describe('CSV parsing', () => {
  it('reads quoted separators, doubled quotes, line breaks in cells, CRLF and a byte order mark', () => {
    const text = '\ufeffName,Description\r\n"Ops, North","He said ""go"""\r\nLegal,"two\nlines"\r\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Description'],
      ['Ops, North', 'He said "go"'],
      ['Legal', 'two\nlines'],
    ]);
  });

  it('finds the separator of the header: semicolons and tabs as well as commas', () => {
    expect(separatorOf('Name;Description\nA;B')).toBe(';');
    expect(separatorOf('Name\tDescription\nA\tB')).toBe('\t');
    expect(separatorOf('"a;b",c\n')).toBe(',');
    expect(parseCsv('Name;Department\nOps;Finance')).toEqual([
      ['Name', 'Department'],
      ['Ops', 'Finance'],
    ]);
  });

  it('keeps empty cells and a last line without its line break', () => {
    expect(parseCsv('a,,c\n,,\nx')).toEqual([['a', '', 'c'], ['', '', ''], ['x']]);
  });

  it('writes what it reads back, Arabic included', () => {
    const rows = [
      ['الاسم', 'الوصف'],
      ['قسم "أ"', 'سطر, ثانٍ'],
    ];
    expect(parseCsv(csvTable(rows))).toEqual(rows);
  });
});

describe('header matching', () => {
  const labels: Record<string, string[]> = {
    firstName: ['First Name', 'الاسم الأول'],
    email: ['Email', 'البريد الإلكتروني'],
    departmentId: ['Department', 'الإدارة'],
    subDepartmentId: ['Sub-department', 'القسم'],
  };
  const columns = EMPLOYEE_COLUMNS.filter((c) => c.key in labels);
  const labelsOf = (key: string) => labels[key] ?? [];

  it('reads English, Arabic, bilingual and API-key headers, whatever their case, spaces and required marks', () => {
    const { positions, missing } = matchHeaders(
      ['  first name * ', 'البريد الالكتروني', 'Department / الإدارة', 'subDepartmentId', 'Notes'],
      columns,
      labelsOf,
    );
    expect(Object.fromEntries(positions)).toEqual({ firstName: 0, email: 1, departmentId: 2, subDepartmentId: 3 });
    expect(missing).toEqual([]);
  });

  it('names the required columns a header lacks', () => {
    const { missing } = matchHeaders(['First Name'], columns, labelsOf);
    expect(missing.map((c) => c.key)).toEqual(['email', 'departmentId']);
  });

  it('compares Arabic letters by their plain form', () => {
    expect(headerKey('الإدارة')).toBe(headerKey('الادارة'));
  });

  it('gives a nested structure element its parent column', () => {
    expect(importColumns('teams').map((c) => c.key)).toEqual(['name', 'description', 'projectId']);
    expect(importColumns('departments').map((c) => c.key)).toEqual(['name', 'description']);
  });
});
