import { describe, expect, it } from 'vitest';
import { CsvReader, parseCsv } from '@domain/import/csv';
import { importColumns } from '@domain/import/kinds';
import { WorkbookRejected } from '../../../../server/estimation/limits';
import { csvText } from '../../../../server/estimation/csvText';
import { readImportTable } from '../../../../server/estimation/importTable';
import { cellName, type TableColumns } from '../../../../server/estimation/tableCollector';
import { latin1, windows1256 } from '../../../support/encodings';

const DEPARTMENTS: TableColumns = {
  columns: [...importColumns('departments')],
  labels: { name: ['Name', 'الاسم'], description: ['Description', 'الوصف'] },
};

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
    return undefined;
  } catch (error) {
    if (!(error instanceof WorkbookRejected)) throw error;
    return { status: error.status, key: error.key, params: error.params };
  }
};

describe('CSV read in pieces', () => {
  const text = '\ufeffName;Description\r\n"Ops; North";"He said ""go"""\r\nLegal;"two\r\nlines"\rLast;x\n\n';

  it('reads the same however the text is cut, every cut tried', () => {
    const whole = parseCsv(text);
    expect(whole).toEqual([
      ['Name', 'Description'],
      ['Ops; North', 'He said "go"'],
      ['Legal', 'two\r\nlines'],
      ['Last', 'x'],
      [''],
    ]);
    for (let cut = 1; cut < text.length; cut++) {
      const rows: string[][] = [];
      const reader = new CsvReader((cells) => rows.push(cells));
      reader.write(text.slice(0, cut));
      reader.write(text.slice(cut));
      reader.end();
      expect(rows, `cut at ${cut}`).toEqual(whole);
    }
  });

  it('refuses a cell or a row past its limits as it reads, and drops empty cells past the last column', () => {
    const limits = { maxCellChars: 5, maxColumns: 3 };
    expect(() => parseWith('a,b\nabcdef,x\n', limits)).toThrow(/cell limit passed at row 2, column 1/);
    expect(() => parseWith('a,b,c,d\n', limits)).toThrow(/columns limit passed at row 1, column 4/);
    expect(parseWith('a,b,c,,,,\n', limits)).toEqual([['a', 'b', 'c']]);
  });
});

function parseWith(text: string, limits: { maxCellChars: number; maxColumns: number }): string[][] {
  const rows: string[][] = [];
  const reader = new CsvReader((cells) => rows.push(cells), limits);
  reader.write(text);
  reader.end();
  return rows;
}

describe('the text of a CSV file', () => {
  const read = (data: Buffer) => [...csvText(data)].join('');

  it('reads UTF-8, and UTF-16 with its mark', () => {
    expect(read(Buffer.from('Name\nالمالية\n'))).toBe('Name\nالمالية\n');
    expect(read(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name\tالمالية', 'utf16le')]))).toBe(
      'Name\tالمالية',
    );
  });

  it('reads Windows-1256 when it gives Arabic, and refuses Latin-1 or bytes that give none, never replacing a letter', () => {
    expect(read(windows1256('Name,Description\nالمالية,الإدارة المالية\n'))).toBe(
      'Name,Description\nالمالية,الإدارة المالية\n',
    );
    for (const latin of ['Name\nMüller Jäger\n', 'Name\nÄrger\n', 'Name\nCafé\n'])
      expect(() => read(latin1(latin)), latin).toThrow(WorkbookRejected);
  });
});

describe('an import table as it streams', () => {
  it('keeps the known columns only, trimmed, under the first row with a value', async () => {
    const table = await readImportTable(Buffer.from('\n Name , Notes, Description\n Ops ,x,\n,y,\n'), DEPARTMENTS);
    expect(table).toEqual({
      headerRow: 2,
      headers: { name: 'Name', description: 'Description' },
      missing: [],
      rows: [{ number: 3, cells: { name: 'Ops' } }],
    });
  });

  it('refuses a value past the last column, a row past the limit (blank lines counted) and text that is not UTF-8 or Arabic', async () => {
    expect(await refusal(readImportTable(Buffer.from(`Name${',x'.repeat(256)}\n`), DEPARTMENTS))).toEqual({
      status: 422,
      key: 'import.tooManyColumns',
      params: { max: 256, cell: 'IW1' },
    });
    expect(await refusal(readImportTable(Buffer.alloc(200_000, '\n'), DEPARTMENTS))).toEqual({
      status: 413,
      key: 'import.tooManyRows',
      params: { max: 50_000 },
    });
    expect(await refusal(readImportTable(latin1('Name\nCafé\n'), DEPARTMENTS))).toEqual({
      status: 422,
      key: 'import.notUtf8',
      params: { encoding: 'UTF-8' },
    });
    expect(await refusal(readImportTable(Buffer.from(`Name\n${'n'.repeat(32_768)}\n`), DEPARTMENTS))).toEqual({
      status: 422,
      key: 'upload.cellTooLong',
      params: { cell: 'A2', max: 32_767 },
    });
  });

  it('names cells as spreadsheets do', () => {
    expect([cellName(1, 1), cellName(26, 2), cellName(27, 3), cellName(256, 1), cellName(16_384, 9)]).toEqual([
      'A1',
      'Z2',
      'AA3',
      'IV1',
      'XFD9',
    ]);
  });
});
