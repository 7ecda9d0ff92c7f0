import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WORKBOOK_LIMITS, WorkbookRejected } from '../../../../server/estimation/limits';
import { readWorkbook, readingWays } from '../../../../server/estimation/readWorkbook';
import { LongSharedString, TextLimitGuard, type GuardedPart } from '../../../../server/estimation/textGuard';
import { SAMPLE_HEADER, buildWorkbook, sampleRow, workbookParts, zipArchive } from '../../../support/estimation';

const MAX = WORKBOOK_LIMITS.maxCellChars;
const SHEET = 'xl/worksheets/sheet1.xml';

/** The refusal (key and parameters) a guard gives the text written in pieces of `size` characters, or undefined. */
function guarded(
  kind: GuardedPart,
  text: string,
  size: number,
): { key: string; params: Record<string, unknown>; index?: number } | undefined {
  const guard = new TextLimitGuard(
    kind,
    { sheet: SHEET, sharedStrings: 'xl/sharedStrings.xml', styles: 'xl/styles.xml' }[kind],
  );
  try {
    for (let at = 0; at < text.length; at += size) guard.write(text.slice(at, at + size));
    return undefined;
  } catch (error) {
    if (!(error instanceof WorkbookRejected)) throw error;
    return {
      key: error.key,
      params: error.params,
      ...(error instanceof LongSharedString ? { index: error.index } : {}),
    };
  }
}

/** The same answer whatever the chunk sizes: every piece boundary falls somewhere else. */
function expectGuard(kind: GuardedPart, text: string, expected: ReturnType<typeof guarded>): void {
  const sizes = text.length < 300_000 ? [1, 7, 4096, 65536, text.length] : [4093, 65536, text.length];
  for (const size of sizes) expect(guarded(kind, text, size), `pieces of ${size}`).toEqual(expected);
}

const sheet = (rows: string) => `<?xml version="1.0"?><worksheet xmlns="x"><sheetData>${rows}</sheetData></worksheet>`;
const strings = (items: string) => `<?xml version="1.0"?><sst xmlns="x">${items}</sst>`;
const cellTooLong = (cell: string) => ({ key: 'upload.cellTooLong', params: { cell, max: 32767 } });

describe('the text limits, enforced on the unpacked XML as it streams', { timeout: 60_000 }, () => {
  it('lets a cell of 32,767 characters through and refuses one more, naming the cell', () => {
    expectGuard(
      'sheet',
      sheet(`<row r="3"><c r="B3" t="inlineStr"><is><t>${'x'.repeat(MAX)}</t></is></c></row>`),
      undefined,
    );
    expectGuard(
      'sheet',
      sheet(`<row r="3"><c r="B3" t="inlineStr"><is><t>${'x'.repeat(MAX + 1)}</t></is></c></row>`),
      cellTooLong('B3'),
    );
    expectGuard(
      'sheet',
      sheet(`<row r="9"><c r="AB9" t="str"><f>A1</f><v>${'ب'.repeat(MAX + 1)}</v></c></row>`),
      cellTooLong('AB9'),
    );
  });

  it('counts characters as the XML parser decodes them', () => {
    // A reference is one character, CR LF one line break, a character beyond the BMP two.
    expectGuard('sheet', sheet(`<row r="1"><c r="A1" t="str"><v>${'&amp;'.repeat(MAX)}</v></c></row>`), undefined);
    expectGuard(
      'sheet',
      sheet(`<row r="1"><c r="A1" t="str"><v>${'&#x41;'.repeat(MAX + 1)}</v></c></row>`),
      cellTooLong('A1'),
    );
    expectGuard('sheet', sheet(`<row r="1"><c r="A1" t="str"><v>${'\r\n'.repeat(MAX)}</v></c></row>`), undefined);
    expectGuard(
      'sheet',
      sheet(`<row r="1"><c r="A1" t="str"><v>${'&#x1F600;'.repeat(MAX / 2 + 1)}</v></c></row>`),
      cellTooLong('A1'),
    );
  });

  it('sums everything inside a cell, so no split of its text escapes the count', () => {
    const half = 'y'.repeat(20_000);
    expectGuard(
      'sheet',
      sheet(`<row r="2"><c r="C2" t="inlineStr"><is><r><t>${half}</t></r><r><t>${half}</t></r></is></c></row>`),
      cellTooLong('C2'),
    );
    // Text after the value, CDATA, and a comment that writes the cell's end tag inside itself.
    expectGuard('sheet', sheet(`<row r="2"><c r="C2" t="str"><v>${half}</v>${half}</c></row>`), cellTooLong('C2'));
    expectGuard(
      'sheet',
      sheet(`<row r="2"><c r="C2" t="str"><v><![CDATA[</c>${half}]]><!--</c>-->${half}</v></c></row>`),
      cellTooLong('C2'),
    );
  });

  it('refuses a shared string past the limit with its number, rich text runs summed', () => {
    const ok = '<si><t>Strategy</t></si><si><t/></si>';
    expectGuard('sharedStrings', strings(`${ok}<si><t>${'z'.repeat(MAX)}</t></si>`), undefined);
    const long = { key: 'upload.textTooLong', params: { part: 'xl/sharedStrings.xml', max: 32767 }, index: 2 };
    expectGuard('sharedStrings', strings(`${ok}<si><t>${'z'.repeat(MAX + 1)}</t></si>`), long);
    expectGuard(
      'sharedStrings',
      strings(`${ok}<si><r><t>${'z'.repeat(20_000)}</t></r><r><rPr><b/></rPr><t>${'z'.repeat(20_000)}</t></r></si>`),
      long,
    );
  });

  it('bounds text outside cells in total and each piece of markup, naming the part', () => {
    const part = { key: 'upload.textTooLong', params: { part: SHEET, max: 32767 } };
    const spaces = `<x/>${' '.repeat(30_000)}`.repeat(40);
    expectGuard('sheet', sheet(`<row r="1"><c r="A1"><v>1</v></c></row>${spaces}`), part);
    expectGuard('sheet', sheet(`<row r="1" spans="${'1'.repeat(WORKBOOK_LIMITS.maxMarkupChars + 1)}"/>`), part);
    expectGuard('sheet', sheet(`<!--${'-'.repeat(10)}${' '.repeat(WORKBOOK_LIMITS.maxMarkupChars + 1)}-->`), part);
    // The styles hold no cell: only their markup is bounded.
    const styles = (numFmt: string) =>
      `<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="${numFmt}"/></numFmts></styleSheet>`;
    expect(guarded('styles', styles('0.00'), 7)).toBeUndefined();
    expect(guarded('styles', styles('0'.repeat(WORKBOOK_LIMITS.maxMarkupChars + 1)), 65536)).toEqual({
      key: 'upload.textTooLong',
      params: { part: 'xl/styles.xml', max: 32767 },
    });
  });

  it('stops a 200 MB text after reading less than a megabyte of it', () => {
    const guard = new TextLimitGuard('sharedStrings', 'xl/sharedStrings.xml');
    const piece = 'w'.repeat(64 * 1024);
    let written = 0;
    expect(() => {
      guard.write('<sst><si><t>');
      for (; written < 200 * 1024 * 1024; written += piece.length) guard.write(piece);
    }).toThrow(LongSharedString);
    expect(written).toBeLessThan(1024 * 1024);
  });
});

/** Key and parameters of a refusal, or 'read'. */
const answer = (reading: Promise<unknown>) =>
  reading.then(
    () => 'read',
    (error: unknown) => (error instanceof WorkbookRejected ? { key: error.key, params: error.params } : String(error)),
  );

// Workbooks of tens of megabytes are built and read: slow on a busy machine.
describe('uploads past the text limits are refused by either way of reading', { timeout: 60_000 }, () => {
  it('names the cell that shows a shared string longer than 32,767 characters', async () => {
    const zip = await buildWorkbook([SAMPLE_HEADER, sampleRow(1), sampleRow(2, { 4: 'q'.repeat(MAX + 1) })]);
    const refusal = { key: 'upload.cellTooLong', params: { cell: 'E3', max: 32767 } };
    expect(await answer(readWorkbook(zip))).toEqual(refusal);
    expect(await answer(readingWays.fast(zip))).toEqual(refusal);
    expect(await answer(readingWays.exact(zip))).toEqual(refusal);
    expect(
      await answer(
        readWorkbook(await buildWorkbook([SAMPLE_HEADER, sampleRow(1), sampleRow(2, { 4: 'q'.repeat(MAX) })])),
      ),
    ).toBe('read');
  });

  it('names the cell of a long inline text, also where the fast way gives up', async () => {
    const cells = (text: string) =>
      `<row r="1"><c r="A1" t="inlineStr"><is><t>Sr.#</t></is></c></row><!-- a note --><row r="2"><c r="D2" t="inlineStr"><is><t>${text}</t></is></c></row>`;
    const zip = zipArchive(workbookParts({ name: 'sheet', data: Buffer.from(sheet(cells('k'.repeat(2_200_000)))) }));
    const refusal = { key: 'upload.cellTooLong', params: { cell: 'D2', max: 32767 } };
    expect(await answer(readWorkbook(zip))).toEqual(refusal);
    expect(await answer(readingWays.exact(zip))).toEqual(refusal);
  });

  it('refuses shared strings past their cap from the zip directory, before unpacking them', async () => {
    const size = WORKBOOK_LIMITS.maxSharedStringsBytes + 1024;
    const text = Buffer.alloc(size, 0x61);
    text.write('<sst><si><t>', 0);
    const parts = [
      ...workbookParts({ name: 'sheet', data: Buffer.from(sheet('')) }),
      {
        name: 'xl/sharedStrings.xml',
        data: deflateRawSync(text, { level: 9 }),
        deflate: false,
        method: 8,
        declaredSize: size,
      },
    ];
    expect(await answer(readWorkbook(zipArchive(parts)))).toEqual({
      key: 'upload.sharedStringsTooLarge',
      params: { part: 'xl/sharedStrings.xml', max: 64 },
    });
  });

  it('bounds the stored sheet: a long text shown by thousands of cells is refused, not multiplied', async () => {
    const long = 'm'.repeat(MAX - 1);
    const rows = [SAMPLE_HEADER, ...Array.from({ length: 2200 }, (_, i) => sampleRow(i + 1, { 4: long, 5: long }))];
    const zip = await buildWorkbook(rows);
    expect(zip.length).toBeLessThan(WORKBOOK_LIMITS.maxBytes);
    expect(await answer(readWorkbook(zip))).toEqual({ key: 'upload.sheetTooLarge', params: { max: 64 } });
  });
});
