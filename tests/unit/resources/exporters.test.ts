import { describe, expect, it, vi } from 'vitest';
import type { i18n as I18n, TFunction } from 'i18next';
import { registerFormatters } from '../../../src/i18n/format';
import type { RaRecord, TranslateFunction } from 'react-admin';
import { registry } from '@domain/registry';
import { elementExporter } from '../../../src/resources/elements/exporter';
import { employeeColumns } from '../../../src/people/employees/employeeCsv';
import { messageColumns } from '../../../src/contact/messageExport';
import { downloadTable } from '../../../src/app/exportTable';
import type { ContactMessage } from '@domain/contact';
import { safeText } from '@domain/spreadsheetCells';

/** What the browser would have saved: react-admin's download, caught. */
const saved = vi.hoisted(() => [] as Array<{ csv: string; file: string }>);
vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: (csv: string, file: string) => saved.push({ csv, file }),
}));

const PAYLOADS = ['=HYPERLINK("http://evil.example","Click")', "=cmd|' /C calc'!A0", '@SUM(1)', '+SUM(1+1)'];

/** The cells of a CSV text (RFC 4180 quoting), without its byte-order mark. */
function cellsOf(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [[]];
  const text = csv.slice(1);
  let cell = '';
  let quoted = false;
  const endCell = () => {
    rows[rows.length - 1].push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\r')) {
      cell += c;
    } else if (c === ',') {
      endCell();
    } else if (text[i + 1] === '\n') {
      endCell();
      rows.push([]);
      i++;
    } else {
      cell += c;
    }
  }
  rows.pop();
  return rows;
}

/** Every payload reached the file, and only with the apostrophe that keeps it text. */
function expectNeutralised(csv: string): void {
  const cells = cellsOf(csv).flat();
  for (const payload of PAYLOADS)
    expect(cells.filter((cell) => cell.includes(payload.slice(1)))).toContain(`'${payload}`);
  // No cell is left that the rule would still change: nothing a spreadsheet could run.
  expect(cells.filter((cell) => safeText(cell) !== cell)).toEqual([]);
}

const translate = ((key: string) => key) as TranslateFunction;

describe('every list export goes through the one rule against formula injection', () => {
  it.each(registry.map((spec) => [spec.name, spec] as const))('the %s list', async (_name, spec) => {
    saved.length = 0;
    const records: RaRecord[] = PAYLOADS.map((payload, i) => ({
      id: i + 1,
      name: payload,
      description: PAYLOADS[(i + 1) % 4],
      createdDate: '2026-01-02',
      parentId: i + 10,
    }));
    if (spec.parent) for (const record of records) record[spec.parent.source] = record.parentId;
    const parents = Object.fromEntries(
      records.map((record, i) => [record.parentId, { id: record.parentId, name: PAYLOADS[(i + 2) % 4] }]),
    );
    const fetchRelated = vi.fn(async () => parents);
    await elementExporter(spec, translate)(records, fetchRelated, {} as never, spec.name);
    expect(saved).toHaveLength(1);
    expect(saved[0].file).toBe(spec.name);
    const [heading] = cellsOf(saved[0].csv);
    expect(heading).toEqual(
      ['name', 'description', ...(spec.parent ? [spec.parent.source] : []), 'createdDate'].map(
        (f) => `resources.${spec.name}.fields.${f}`,
      ),
    );
    expectNeutralised(saved[0].csv);
  });

  it('the employee list', () => {
    saved.length = 0;
    const employees = PAYLOADS.map((payload, i) => ({
      firstName: payload,
      lastName: PAYLOADS[(i + 1) % 4],
      department: PAYLOADS[(i + 2) % 4],
      phoneNumber: '+966 11 000 0000',
      status: 'active',
    }));
    downloadTable(
      'employees',
      employeeColumns((key) => key),
      employees,
    );
    expectNeutralised(saved[0].csv);
    // Phone numbers stay readable as phone numbers.
    expect(cellsOf(saved[0].csv)[1]).toContain('+966 11 000 0000');
  });

  it('the contact messages', () => {
    saved.length = 0;
    const messages: ContactMessage[] = PAYLOADS.map((payload, i) => ({
      id: i + 1,
      name: payload,
      email: 'a@b.c',
      phone: null,
      company: PAYLOADS[(i + 1) % 4],
      subject: PAYLOADS[(i + 2) % 4],
      message: PAYLOADS[(i + 3) % 4],
      language: 'en',
      createdDate: '2026-01-02',
      readDate: null,
    }));
    downloadTable(
      'contact-messages',
      messageColumns(((key: string) => key) as unknown as TFunction<'contact'>),
      messages,
    );
    expectNeutralised(saved[0].csv);
  });

  it("writes dates in the reader's language and digits, names as typed", () => {
    saved.length = 0;
    registerFormatters({ language: 'ar' } as I18n);
    try {
      downloadTable(
        'employees',
        employeeColumns((key) => key),
        [{ firstName: 'Sara 2', joiningDate: '2019-03-10', status: 'active' }],
      );
    } finally {
      registerFormatters({ language: undefined } as unknown as I18n);
    }
    const [, row] = cellsOf(saved[0].csv);
    expect(row).toContain('Sara 2');
    expect(row).toContain('١٠ مارس ٢٠١٩');
  });
});
