import excel from 'exceljs/lib/utils/utils.js';
import { evaluateArithmetic, type Cell } from '@domain/estimation';
import { dateText } from './cells';
import { UnsupportedXml, type Attributes, type XmlHandler } from './xmlScanner';

/** A shared string as ExcelJS's streaming reader keeps it: text, rich text runs, or null when empty. */
export type SharedString = string | null | { richText: Array<{ text: string | null }> };

/** What a sheet's values depend on besides the sheet: read from the workbook's other parts first. */
export interface SheetContext {
  sharedStrings: SharedString[];
  /** The number format of a cell style, or null when the workbook has no such style. */
  styleFormat(id: number): string | undefined | null;
  date1904: boolean;
}

/** A worksheet row as the upload reader takes it. */
export interface SheetRow {
  /** The row's number in the worksheet. */
  number: number;
  /** Cell values from column A on; null where the row has no value. Reused for the next row. */
  cells: Cell[];
  /** The last column with a value (0 when none). */
  width: number;
  /** No cell has a value other than text of white space. */
  blank: boolean;
}

/** A cell as spreadsheet programs mostly write it; its text has no reference, `<`, `>` or carriage return. */
const CELL =
  /<c r="([A-Z]{1,3}[0-9]{1,7})"(?: s="([0-9]{1,5})")?(?: t="([a-zA-Z]{1,9})")?>(?:<f>([^<&>\r]*)<\/f>)?(?:<v>([^<&>\r]*)<\/v>)?<\/c>/y;
const CELL_START = 99; // c
const NONE = 0;
const FORMULA = 1;
const VALUE = 2;

/** The column of an `A1`-style reference (letters then digits, as ExcelJS decodes it). */
function columnNumber(reference: string | undefined): number {
  if (reference === undefined) throw new UnsupportedXml('cell reference');
  let column = 0;
  let i = 0;
  for (let c = reference.charCodeAt(0); c >= 65 && c <= 90 && i < 3; c = reference.charCodeAt(++i))
    column = column * 26 + c - 64;
  const letters = i;
  for (let c = reference.charCodeAt(i); c >= 48 && c <= 57; c = reference.charCodeAt(++i));
  if (letters === 0 || i === letters || i !== reference.length || column > 16384)
    throw new UnsupportedXml('cell reference');
  return column;
}

/** A formula's cached result as a cell: a number that is not finite is Excel's #VALUE! (ExcelJS's NaN). */
const resultCell = (result: number | string): Cell =>
  typeof result === 'string' ? result : Number.isFinite(result) ? result : '#VALUE!';

/**
 * The rows of a worksheet's XML, with each cell's value exactly as ExcelJS's streaming worksheet
 * reader (4.4.0) and `toCell` together make it, without building ExcelJS's row and cell objects.
 * Its quirks are kept on purpose, so that a file reads the same by either way: a number is a date
 * when its style's (or else its row's) number format is one; text after a cell's value inside the
 * cell is part of the value; of an inline string with several runs only the last run counts. What
 * this reader does not mirror (a cell reference other than `A1`-style, columns out of order, an
 * end tag of a row never opened, a row number that is not a plain number) throws `UnsupportedXml`.
 */
export class SheetRowReader implements XmlHandler {
  private inRows = false;
  private inRow = false;
  private rowNumber = 0;
  private rowFormat: string | undefined;
  private readonly cells: Cell[] = [];
  private width = 0;
  private blank = true;
  private lastColumn = 0;

  private inCell = false;
  private reference: string | undefined;
  private style = NaN;
  private type: string | undefined;
  private hasFormula = false;
  private formula = '';
  private hasValue = false;
  private value = '';
  private current = NONE;

  private readonly dateFormats = new Map<string, boolean>();

  /** @param onRow takes each row when it ends (its cells are reused for the next one). */
  constructor(
    private readonly context: SheetContext,
    private readonly onRow: (row: SheetRow) => void,
  ) {}

  /**
   * A plain cell in a row (`<c r="B7" s="2" t="s"><f>..</f><v>..</v></c>`, attributes in that
   * order, nothing to decode), read in one match: as the scanner's events for it would leave things.
   */
  wholeElement(s: string, at: number, parent: string): number {
    if (parent !== 'row' || !this.inRow || s.charCodeAt(at + 1) !== CELL_START) return -1;
    CELL.lastIndex = at;
    const m = CELL.exec(s);
    if (m === null) return -1;
    this.reference = m[1];
    this.style = m[2] === undefined ? NaN : parseInt(m[2], 10);
    this.type = m[3];
    this.hasFormula = m[4] !== undefined;
    this.formula = m[4] ?? '';
    this.hasValue = m[5] !== undefined;
    this.value = m[5] ?? '';
    this.closeCell();
    this.current = NONE;
    return CELL.lastIndex;
  }

  get wantsText(): boolean {
    return this.current !== NONE;
  }

  text(text: string): void {
    if (this.current === FORMULA) this.formula += text;
    else this.value += text;
  }

  open(name: string, attributes: Attributes): void {
    switch (name) {
      case 'sheetData':
        this.inRows = true;
        break;
      case 'row':
        if (this.inRows) this.openRow(attributes);
        break;
      case 'c':
        if (this.inRow) {
          this.inCell = true;
          this.reference = attributes.get('r');
          const style = attributes.get('s');
          this.style = style === undefined ? NaN : parseInt(style, 10);
          this.type = attributes.get('t');
          this.hasFormula = this.hasValue = false;
          this.current = NONE;
        }
        break;
      case 'f':
        if (this.inCell) {
          this.hasFormula = true;
          this.formula = '';
          this.current = FORMULA;
        }
        break;
      case 'v':
      case 'is':
      case 't':
        if (this.inCell) {
          this.hasValue = true;
          this.value = '';
          this.current = VALUE;
        }
        break;
      default:
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'sheetData':
        this.inRows = false;
        break;
      case 'row':
        if (!this.inRow) throw new UnsupportedXml('end of a row never started');
        this.inRow = false;
        this.onRow({ number: this.rowNumber, cells: this.cells, width: this.width, blank: this.blank });
        break;
      case 'c':
        if (this.inRow && this.inCell) {
          this.closeCell();
          this.inCell = false;
          this.current = NONE;
        }
        break;
      default:
        break;
    }
  }

  private openRow(attributes: Attributes): void {
    const reference = attributes.get('r');
    const number = reference === undefined ? NaN : parseInt(reference, 10);
    if (!Number.isSafeInteger(number) || number < 0) throw new UnsupportedXml('row number');
    const style = attributes.get('s');
    this.rowFormat = style ? (this.context.styleFormat(parseInt(style, 10)) ?? undefined) : undefined;
    this.inRow = true;
    this.rowNumber = number;
    this.cells.length = 0;
    this.width = 0;
    this.blank = true;
    this.lastColumn = 0;
  }

  private isDateFormat(format: string | undefined): boolean {
    if (!format) return false;
    let known = this.dateFormats.get(format);
    if (known === undefined) this.dateFormats.set(format, (known = excel.isDateFmt(format)));
    return known;
  }

  private closeCell(): void {
    const column = columnNumber(this.reference);
    // ExcelJS would write a repeated column into the cell it already made, style and all.
    if (column <= this.lastColumn) throw new UnsupportedXml('columns out of order');
    this.lastColumn = column;
    let format = this.rowFormat;
    if (this.style) {
      const own = this.context.styleFormat(this.style);
      if (own !== null) format = own;
    }
    const cells = this.cells;
    while (cells.length < column - 1) cells.push(null);
    let cell: Cell = null;
    let present = true;
    let blank = false;
    if (this.hasFormula) {
      const result = this.hasValue
        ? this.type === 'str'
          ? excel.xmlDecode(this.value)
          : parseFloat(this.value)
        : undefined;
      // A cached result is what Excel showed, 0 and '' included; without one a purely numeric
      // formula is evaluated, anything else kept as its formula for the checks.
      if (result !== undefined) cell = resultCell(result);
      else cell = this.formula !== '' ? (evaluateArithmetic(this.formula) ?? `=${this.formula}`) : '=';
    } else if (this.hasValue) {
      const text = this.value;
      switch (this.type) {
        case 's': {
          const shared = this.context.sharedStrings[parseInt(text, 10)];
          if (shared === undefined || shared === null) present = false;
          else if (typeof shared === 'string') {
            cell = shared;
            blank = shared.trim() === '';
          } else cell = shared.richText.map((run) => run.text).join('');
          break;
        }
        case 'inlineStr':
        case 'str':
          cell = excel.xmlDecode(text);
          blank = cell.trim() === '';
          break;
        case 'e':
          cell = text;
          break;
        case 'b':
          cell = parseInt(text, 10) !== 0 ? 'TRUE' : 'FALSE';
          break;
        default:
          if (this.isDateFormat(format)) {
            cell = dateText(excel.excelToDate(parseFloat(text), this.context.date1904));
          } else {
            const number = parseFloat(text);
            cell = Number.isFinite(number) ? number : '#NUM!';
          }
          break;
      }
    } else {
      present = false;
    }
    cells.push(cell);
    if (present) {
      this.width = column;
      if (!blank) this.blank = false;
    }
  }
}
