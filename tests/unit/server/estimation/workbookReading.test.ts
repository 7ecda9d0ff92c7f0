import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { WorkbookRejected } from '../../../../server/estimation/limits';
import { readWorkbook, readingWays, type ReadWorkbook } from '../../../../server/estimation/readWorkbook';
import { unpackSheet } from '../../../../server/estimation/sheetCodec';
import {
  HR_SAMPLE,
  OPS_SAMPLE,
  SAMPLE_HEADER,
  buildWorkbook,
  fixture,
  sampleRow,
  workbookParts,
  zipArchive,
  type ZipPart,
} from '../../../support/estimation';

/**
 * Uploads are read a fast way (a strict XML scanner straight to cells) that gives up on anything it
 * does not mirror, and then the exact way (ExcelJS's streaming reader). Both must answer the same:
 * the check, its messages, the stored sheet and the report's activities.
 */
type Outcome = { read?: ReadWorkbook } | { rejected: string };
const outcome = (reading: Promise<ReadWorkbook | undefined>): Promise<Outcome> =>
  reading.then(
    (read) => ({ read }),
    (error: unknown) => ({ rejected: error instanceof WorkbookRejected ? error.key : String(error) }),
  );

/** The fast way read the file (did not give up) and answered what the exact way does. */
async function expectSameFast(zip: Buffer): Promise<ReadWorkbook | undefined> {
  const exact = await outcome(readingWays.exact(zip));
  const fast = await outcome(readingWays.fast(zip));
  expect(fast).not.toEqual({ read: undefined });
  expect(fast).toEqual(exact);
  return 'read' in exact ? exact.read : undefined;
}

/** The fast way gave up, and the upload was read the exact way. */
async function expectGivenUp(zip: Buffer): Promise<Outcome> {
  expect(await outcome(readingWays.fast(zip))).toEqual({ read: undefined });
  const exact = await outcome(readingWays.exact(zip));
  expect(await outcome(readWorkbook(zip))).toEqual(exact);
  return exact;
}

const letter = (i: number) => String.fromCharCode(65 + i);
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER = [
  'Sr.#',
  'Category',
  'Activity',
  'JD | Lead',
  'JD | Analyst',
  'Activity Frequency (Monthly)',
  'Unit Time (minutes) per action',
  'Annual Hours',
];
const headerRow = (r = 1) => `<row r="${r}">${HEADER.map((h, i) => inline(`${letter(i)}${r}`, h)).join('')}</row>`;
/** An activity row; `cells` replaces the cells of the columns it names (by letter). */
function activityRow(r: number, cells: Record<string, string> = {}, attributes = ''): string {
  const plain: Record<string, string> = {
    A: `<c r="A${r}"><v>${r}</v></c>`,
    B: inline(`B${r}`, 'Strategy'),
    C: inline(`C${r}`, `Activity ${r}`),
    D: `<c r="D${r}"><v>40</v></c>`,
    E: `<c r="E${r}"><v>60</v></c>`,
    F: `<c r="F${r}"><v>2</v></c>`,
    G: `<c r="G${r}"><v>30</v></c>`,
  };
  const all = { ...plain, ...cells };
  const order = Object.keys(all).sort((a, b) => a.length - b.length || a.localeCompare(b));
  return `<row r="${r}"${attributes}>${order.map((k) => all[k]).join('')}</row>`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const sheetXml = (rows: string, root = 'worksheet') =>
  `${XML_DECLARATION}<${root} xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1"/><sheetData>${rows}</sheetData></${root}>`;

const STYLES = `${XML_DECLARATION}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;
const SHARED_STRINGS = `${XML_DECLARATION}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="7" uniqueCount="7"><si><t>Tactical/ Operations</t></si><si><r><rPr><b/></rPr><t>Rich </t></r><r><t>text</t></r></si><si><t/></si><si><t xml:space="preserve">   </t></si><si><t>HR &amp; Admin</t></si><si><t>Phonetic</t><rPh sb="0" eb="1"><t>fu</t></rPh></si>\n<si>\n<t>Strategy</t>\n</si></sst>`;

/** A workbook around the given sheet XML, with shared strings and styles unless told otherwise. */
function workbook(
  sheet: string,
  options: { strings?: boolean | string; styles?: boolean; workbookXml?: string } = {},
): Buffer {
  const parts: ZipPart[] = workbookParts({ name: 'sheet', data: Buffer.from(sheet, 'utf8') });
  if (options.workbookXml) parts.find((p) => p.name === 'xl/workbook.xml')!.data = Buffer.from(options.workbookXml);
  if (options.strings !== false)
    parts.push({
      name: 'xl/sharedStrings.xml',
      data: Buffer.from(typeof options.strings === 'string' ? options.strings : SHARED_STRINGS),
    });
  if (options.styles !== false) parts.push({ name: 'xl/styles.xml', data: Buffer.from(STYLES) });
  return zipArchive(parts);
}

describe('reading uploads the fast way answers what the exact way does', () => {
  it('reads the sample workbooks the fast way', async () => {
    for (const name of [HR_SAMPLE, OPS_SAMPLE]) {
      const read = await expectSameFast(fixture(name));
      expect(read?.check.errors).toEqual([]);
      expect(read?.rowCount).toBeGreaterThan(0);
    }
  });

  it('reads workbooks ExcelJS writes: rich text, dates, formulas with and without results, booleans, errors, hyperlinks, styles', async () => {
    const rows = [
      [...SAMPLE_HEADER, 'Notes'],
      sampleRow(1, {
        3: { richText: [{ text: 'Plan ' }, { font: { bold: true }, text: 'budget' }] },
        8: { formula: '1/30' },
        9: 3000,
      }),
      [],
      sampleRow(2, {
        4: new Date(Date.UTC(2025, 0, 31, 13, 5)),
        8: { formula: '12*2', result: 24 },
        10: { formula: 'I3*J3' },
      }),
      [
        ...sampleRow(3, { 5: { formula: 'F1', result: 0 }, 6: { formula: 'G1', result: 100 } }),
        'a note',
        null,
        'beyond',
        123,
      ],
      sampleRow(4, {
        3: { text: 'a link', hyperlink: 'https://example.com' },
        4: true,
        5: { error: '#N/A' },
        8: { formula: 'A1', result: { error: '#DIV/0!' } },
      }),
      sampleRow(5, { 1: '  Actual  ', 2: 'غير معروف', 3: '=HYPERLINK("x")', 10: { formula: 'I6*J6', result: 60 } }),
      sampleRow(6, { 8: '1,250', 9: '30%', 5: '٤٠', 6: '٦٠' }),
      [],
    ];
    await expectSameFast(await buildWorkbook(rows as never, (wb) => wb.addWorksheet('Other').addRow(['Category'])));
    const styled = new ExcelJS.Workbook();
    const sheet = styled.addWorksheet('Model');
    sheet.addRow([...SAMPLE_HEADER]);
    const row = sheet.addRow(sampleRow(1, { 9: 45, 4: 45000 }));
    row.getCell(5).numFmt = 'dd/mm/yyyy';
    row.getCell(10).numFmt = '0.00';
    sheet.getColumn(4).numFmt = 'yyyy-mm-dd';
    sheet.addRow(sampleRow(2, { 3: 45001 }));
    await expectSameFast(Buffer.from(await styled.xlsx.writeBuffer()));
  });

  it('mirrors how ExcelJS reads cell values, quirks included', async () => {
    const rows = [
      '<row r="1" spans="1:3"><c r="A1" t="inlineStr"><is><t>  </t></is></c><c r="B1" t="s"><v>3</v></c></row>',
      headerRow(2),
      activityRow(3, { C: '<c r="C3" t="str"><v>a &amp;lt; b &#x41;&#66;&quot;&apos;&gt;</v></c>' }),
      activityRow(4, {
        C: '<c r="C4" t="inlineStr"><is><r><t>first </t></r><r><rPr><b/></rPr><t>last</t></r></is></c>',
      }),
      activityRow(5, {
        D: '<c r="D5"><f>40/1</f></c>',
        E: '<c r="E5"><f>D1+E1</f><v>0</v></c>',
        H: '<c r="H5"><f>1e999</f><v>1e999</v></c>',
      }),
      activityRow(6, {
        C: '<c r="C6" t="str"><f>A1</f><v></v></c>',
        D: '<c r="D6"><f t="shared" ref="D6:D7" si="0">D1</f><v>40</v></c>',
        E: '<c r="E6"><f t="shared" si="0"/><v>0</v></c>',
      }),
      activityRow(7, {
        D: '<c r="D7" t="e"><f>1/0</f><v>#DIV/0!</v></c>',
        E: '<c r="E7"><f t="shared" si="0"/><v>#VALUE!</v></c>',
        H: '<c r="H7"><f t="shared" si="0"/></c>',
      }),
      activityRow(8, {
        B: '<c r="B8" t="b"><v>1</v></c>',
        C: '<c r="C8" t="e"><v>#N/A</v></c>',
        H: '<c r="H8" t="d"><v>2024-01-05</v></c>',
      }),
      activityRow(9, {
        C: '<c r="C9"><v>abc</v></c>',
        H: '<c r="H9"><v>1e999</v></c>',
        I: '<c r="I9" t="b"><v>0</v></c>',
      }),
      activityRow(10, { C: '<c r="C10" s="1"><v>45000</v></c>', H: '<c r="H10" s="3"><v>12.5</v></c>' }),
      activityRow(
        11,
        {
          C: '<c r="C11"><v>45000.25</v></c>',
          H: '<c r="H11" s="9"><v>45000</v></c>',
          I: '<c r="I11" s="2"><v>45000.5</v></c>',
        },
        ' s="2" customFormat="1"',
      ),
      activityRow(12, {
        C: '<c r="C12" t="s"><v>1</v></c>',
        I: '<c r="I12" t="s"><v>2</v></c>',
        J: '<c r="J12" t="s"><v>99</v></c>',
        K: '<c r="K12" t="s"><v>x</v></c>',
      }),
      activityRow(13, { B: '<c r="B13" t="&#115;"><v>0</v></c>', C: '<c r="C13" t="s"><v>4</v></c>' }),
      activityRow(21, { B: '<c r="B21" t="s"><v>6</v></c>', C: '<c r="C21" t="s"><v>5</v></c>' }),
      `<row r="14">\r\n  <c r="A14" s="0"><v>14</v></c>\n  ${inline('B14', 'Strategy')}\n  <c r="C14" t="str"><v>line one\nline two\tthree</v>  </c>\n  <c r="D14"><v>40</v></c><c r="E14"><v>60</v></c><c r="F14"\n  ><v> 2 </v></c><c  r = 'G14' ><v>30</v></c>\n</row>\n`,
      '<row r="15"/><row r="16"><c r="A16" s="1"/><c r="C16"/></row>',
      activityRow(17, {
        B: inline('B17', 'Transactional'),
        M: '<c r="M17"><v>7</v></c>',
        AA: inline('AA17', 'beyond the header'),
      }),
      activityRow(18, {
        C: '<c r="C18" t="inlineStr"><is><t>نشاط طويل &amp; وصف</t></is></c>',
        D: '<c r="D18" t="str"><v>٤٠</v></c>',
        E: '<c r="E18" t="inlineStr"><is><t>60%</t></is></c>',
      }),
      activityRow(19, {
        D: '<c r="D19"><v>-5</v></c>',
        E: '<c r="E19"><v>105</v></c>',
        F: '<c r="F19" t="inlineStr"><is><t>ten</t></is></c>',
      }),
      activityRow(20, { F: '<c r="F20"/>', G: '<c r="G20" t="str"><v> </v></c>' }),
    ];
    const read = await expectSameFast(workbook(sheetXml(rows.join(''))));
    expect(read?.check.errors.length).toBeGreaterThan(0);
    // Plain cells are read in one match; with a second space they go through the scanner's events.
    const spaced = rows.join('').replace(/<c r=/g, '<c  r=');
    expect(await readingWays.fast(workbook(sheetXml(spaced)))).toEqual(read);
    const dates = await expectSameFast(
      workbook(sheetXml([headerRow(), activityRow(2, { C: '<c r="C2" s="1"><v>45000</v></c>' })].join('')), {
        workbookXml: `${XML_DECLARATION}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><workbookPr date1904="1"/><sheets><sheet name="Model" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      }),
    );
    expect(JSON.parse(await unpackSheet(dates?.storedSheet ?? '[]'))[1][2]).toBe('2027-03-16');
    await expectSameFast(workbook(sheetXml([headerRow(), activityRow(2)].join('')), { strings: false, styles: false }));
  });

  it('reads a formula by its cached result, 0 included, both ways', async () => {
    // A share computed to 0: ExcelJS's row values drop such a result, and the upload was refused
    // for a formula it could not compute.
    const rows = [
      headerRow(),
      activityRow(2, { D: '<c r="D2"><f>100-E2</f><v>0</v></c>', E: '<c r="E2"><f>100-D2</f><v>100</v></c>' }),
      activityRow(3, { D: '<c r="D3"><f>E3-20</f><v>40</v></c>' }),
    ];
    const zip = workbook(sheetXml(rows.join('')));
    const read = await expectSameFast(zip);
    expect(read?.check.errors).toEqual([]);
    const sheet = JSON.parse(await unpackSheet(read!.storedSheet)) as unknown[][];
    expect(sheet[1].slice(3, 5)).toEqual([0, 100]);
    expect(await readWorkbook(zip)).toEqual(read);
  });

  it('reads a sheet whose elements carry a prefix as ExcelJS does (as no rows)', async () => {
    const prefixed = `${XML_DECLARATION}<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>${headerRow().replace(/<(\/?)(row|c|is|t)\b/g, '<$1x:$2')}</x:sheetData></x:worksheet>`;
    const read = await expectSameFast(workbook(prefixed));
    expect(read?.check.errors.map((e) => e.key)).toEqual(['workbook.noHeader']);
  });

  it('reads Arabic text across many chunks of a large sheet the same way', async () => {
    const rows = [headerRow()];
    for (let r = 2; r <= 3000; r++) {
      rows.push(
        activityRow(r, {
          C: inline(`C${r}`, `مراجعة واعتماد التقارير الشهرية للقسم رقم ${r} — ${'ابجد'.repeat(r % 7)}`),
        }),
      );
    }
    const read = await expectSameFast(workbook(sheetXml(rows.join(''))));
    expect(read?.rowCount).toBe(2999);
  });

  it('refuses a sheet that unpacks to more than its directory says, or does not unpack, as the exact way does', async () => {
    const xml = Buffer.from(
      sheetXml([headerRow(), ...Array.from({ length: 400 }, (_, i) => activityRow(i + 2))].join('')),
    );
    const lying = workbookParts({ name: 'sheet', data: xml, declaredSize: 4096 });
    expect(await outcome(readingWays.fast(zipArchive(lying)))).toEqual({ rejected: 'upload.expandsTooMuch' });
    await expectSameFast(zipArchive(lying));
    const packed = deflateRawSync(xml);
    const broken = workbookParts({
      name: 'sheet',
      data: packed.subarray(0, packed.length >> 1),
      deflate: false,
      method: 8,
      declaredSize: xml.length,
    });
    expect(await outcome(readingWays.exact(zipArchive(broken)))).toEqual({ rejected: 'upload.notXlsx' });
    expect(await outcome(readWorkbook(zipArchive(broken)))).toEqual({ rejected: 'upload.notXlsx' });
  });

  it.each([
    ['a comment', sheetXml(`${headerRow()}<!-- a note -->${activityRow(2)}`)],
    ['CDATA', sheetXml(`${headerRow()}${activityRow(2, { C: '<c r="C2" t="str"><v><![CDATA[x < y]]></v></c>' })}`)],
    ['a DOCTYPE', sheetXml(headerRow()).replace('\r\n', '\r\n<!DOCTYPE worksheet>')],
    ['a processing instruction', sheetXml(`${headerRow()}<?mso-application progid="Excel.Sheet"?>${activityRow(2)}`)],
    ['an unknown entity', sheetXml(`${headerRow()}${activityRow(2, { C: '<c r="C2" t="str"><v>a&nbsp;b</v></c>' })}`)],
    ['a mismatched end tag', sheetXml(`${headerRow()}<row r="2"><c r="A2"><v>1</v></row></c>`)],
    ['a duplicate attribute', sheetXml(`${headerRow()}<row r="2" r="3">${activityRow(2).slice(11)}`)],
    [
      'a carriage return in a value',
      sheetXml(`${headerRow()}${activityRow(2, { C: '<c r="C2" t="str"><v>line one\r\nline two\rthree</v></c>' })}`),
    ],
    [
      'a carriage return in an attribute value',
      sheetXml(`${headerRow()}${activityRow(2).replace('<row r="2">', '<row r="2" spans="1:8\r\n">')}`),
    ],
    [
      'a byte-order mark inside the sheet',
      sheetXml(`${headerRow()}${activityRow(2, { C: '<c r="C2" t="str"><v>a\uFEFFb</v></c>' })}`),
    ],
    [
      'a carriage return in the shared strings',
      sheetXml(`${headerRow()}${activityRow(2)}`),
      SHARED_STRINGS.replace('<t>HR', '<t>\r\nHR'),
    ],
    [
      'a character XML forbids',
      sheetXml(`${headerRow()}${activityRow(2, { C: '<c r="C2" t="str"><v>a\u0001b</v></c>' })}`),
    ],
    ['a cell without a reference', sheetXml(`${headerRow()}<row r="2"><c><v>1</v></c></row>`)],
    ['a row without a number', sheetXml(`${headerRow()}<row><c r="A2"><v>1</v></c></row>`)],
    [
      'columns out of order',
      sheetXml(
        `${headerRow()}${activityRow(2).replace('<c r="A2"><v>2</v></c>', '')}`.replace(
          '</row><row r="2">',
          '</row><row r="2"><c r="H2"><v>1</v></c>',
        ),
      ),
    ],
    ['a refused header', sheetXml(`<row r="1">${inline('A1', 'Category')}</row>${activityRow(2)}`)],
    [
      'an unfinished document',
      sheetXml(`${headerRow()}${activityRow(2)}${activityRow(3)}`).replace(/<\/row><\/sheetData><\/worksheet>$/, ''),
    ],
  ])('gives up on %s and reads it the exact way', async (_case, sheet, strings?: string) => {
    await expectGivenUp(workbook(sheet, { strings }));
  });
});
