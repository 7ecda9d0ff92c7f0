import { describe, expect, it } from 'vitest';
import { csvField, csvTable, safeCell, safeText } from '@domain/spreadsheetCells';

/** The payloads of the formula-injection finding, and the same with the other starting characters OWASP names. */
export const PAYLOADS = [
  '=HYPERLINK("http://evil.example","Click")',
  "=cmd|' /C calc'!A0",
  '@SUM(1)',
  '+SUM(1+1)',
  "-2+3+cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];

describe('the export rule for spreadsheet cells', () => {
  it('prefixes with an apostrophe every text a spreadsheet would run as a formula', () => {
    for (const payload of PAYLOADS) expect(safeText(payload)).toBe(`'${payload}`);
  });

  it('keeps numbers numbers, and plain or phone numbers written as text as they are', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(12.5)).toBe(12.5);
    expect(safeCell(null)).toBeNull();
    const day = new Date('2026-01-02T00:00:00Z');
    expect(safeCell(day)).toBe(day);
    for (const text of ['-5', '+3.25', '-12.5', '+966 11 000 0000', '-(050) 123-4567'])
      expect(safeText(text)).toBe(text);
    // A sign before letters, a pipe or another operator is no plain number.
    for (const text of ['-2+3', '+1E3', '-A1', '+ 5', '-']) expect(safeText(text)).toBe(`'${text}`);
  });

  it('leaves other text alone, Arabic included', () => {
    for (const text of ['plain', 'ليلى', 'a=b', 'x+1', 'name@example.com']) expect(safeText(text)).toBe(text);
  });

  it('quotes separators, quotes and line breaks in CSV', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Riyadh, KSA')).toBe('"Riyadh, KSA"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(-5)).toBe('-5');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('quotes semicolons and tabs, and neutralises a formula start after any `;` or `,` inside a cell', () => {
    expect(csvField("Sales;=cmd|' /C calc'!A0")).toBe(`"Sales;'=cmd|' /C calc'!A0"`);
    expect(csvField('a, @SUM(1)')).toBe(`"a, '@SUM(1)"`);
    expect(csvField('x;\t=1+1')).toBe(`"x;'\t=1+1"`);
    expect(csvField('one;two')).toBe('"one;two"');
    expect(csvField('tab\there')).toBe('"tab\there"');
    // Numbers and phone numbers after a separator stay as they are; so does `=` inside a piece.
    expect(csvField('-5;+966 50 000 0000')).toBe('"-5;+966 50 000 0000"');
    expect(csvField('a=b;c+d')).toBe('"a=b;c+d"');
    expect(csvField('name@example.com')).toBe('name@example.com');
  });

  it('writes a UTF-8 marked table with one line per row', () => {
    expect(
      csvTable([
        ['Name', 'Count'],
        ['ليلى', 3],
        ['+SUM(1+1)', -5],
      ]),
    ).toBe("\uFEFFName,Count\r\nليلى,3\r\n'+SUM(1+1),-5\r\n");
  });
});
