import { COLUMNS, DERIVED_COLUMNS, type Cell, type ColumnKey } from './columns';
import { knownCategory } from './category';
import { readHeader, type HeaderModel } from './header';
import { IssueList, WORKBOOK_MSG, type SheetIssue } from './issues';
import { readNumber, type NumberReading } from './numbers';

/** Most activity rows one workbook may have. */
export const MAX_ROWS = 100_000;

const SHARE_TOTAL = 100;
const SHARE_TOLERANCE = 0.01;

/** Annual hours as frequency x unit time x 12 / 60, from the row's own inputs. */
const hoursFromInputs = (frequency: number, unitTime: number): number => (frequency * unitTime * 12) / 60;

/**
 * Whether hours a workbook states agree with those its inputs give. A cached figure rounded to
 * whole hours or up to four decimals is the same figure shown shorter, not a disagreement.
 */
export function hoursAgree(stated: number, computed: number): boolean {
  if (Math.abs(stated - computed) <= 1e-9 * Math.max(1, Math.abs(computed))) return true;
  for (let places = 0; places <= 4; places++) {
    const scale = 10 ** places;
    if (Math.abs(Math.round(computed * scale) / scale - stated) <= 1e-9 * Math.max(1, Math.abs(stated))) return true;
  }
  return false;
}

const twoPlaces = (value: number): number => Math.round(value * 100) / 100;

/**
 * A workbook read and checked: its sheet as stored (header first) and what the user should know.
 * The sheet may be stored only when `errors` is empty.
 */
export interface SheetCheck {
  header?: HeaderModel;
  /** Header labels then one array per activity row; derived figures filled in. */
  table?: Cell[][];
  errors: SheetIssue[];
  warnings: SheetIssue[];
}

const cellDisplay = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : String(cell).slice(0, 80);

/**
 * Checks a workbook row by row, in one pass, so a large file never needs to be held twice: feed it
 * the header, then each row with its worksheet row number, then ask for the result. Empty rows
 * are skipped; rows with text but no figures are skipped with a warning; rows whose job title
 * shares do not total 100 are kept with a warning, as are rows whose stated Annual Hours their own
 * frequency and unit time disagree with (the stated figure is used). Cells beyond the header are ignored.
 */
export class SheetChecker {
  private header?: HeaderModel;
  private headerIssues: SheetIssue[] = [];
  private readonly errors = new IssueList();
  private readonly warnings = new IssueList();
  private readonly table: Cell[][] = [];
  private storedWidth = 0;

  /**
   * @param keep where each stored row goes (the header first); by default into `result().table`.
   * The server passes rows on as JSON text, so a large sheet is never held as objects.
   */
  constructor(private readonly keep?: (row: Cell[]) => void) {}
  /** Stored column of each derived figure (appended when the workbook lacks it). */
  private readonly out: Partial<Record<ColumnKey, number>> = {};
  private rows = 0;

  /** Reads the header row; false when the workbook cannot be used (see `result().errors`). */
  setHeader(cells: Cell[], row: number): boolean {
    const { header, issues } = readHeader(cells, row);
    this.headerIssues = issues;
    if (!header) return false;
    this.header = header;
    const labels = [...header.labels];
    for (const key of DERIVED_COLUMNS) {
      this.out[key] = header.columns[key] ?? labels.push(COLUMNS[key]) - 1;
    }
    this.storedWidth = labels.length;
    this.store(labels);
    return true;
  }

  /** Cells per row that belong to the sheet (those under a header). */
  get width(): number {
    return this.header?.labels.length ?? 0;
  }

  get rowCount(): number {
    return this.rows;
  }

  // The row being checked; fields rather than closures keep a 100,000-row check cheap.
  private row = 0;
  private cells: Cell[] = [];
  private stored: Cell[] = [];
  private figures = false;

  private problem(key: string, index: number): void {
    this.errors.add({ key, row: this.row, column: this.header?.labels[index], value: cellDisplay(this.cells[index]) });
  }

  private explain(kind: NumberReading['kind'], index: number): void {
    if (kind === 'formula') this.problem(WORKBOOK_MSG.formulaWithoutResult, index);
    else if (kind === 'error') this.problem(WORKBOOK_MSG.cellError, index);
    else if (kind === 'text') this.problem(WORKBOOK_MSG.notNumber, index);
  }

  /** A figure the row states: a number, undefined when the cell leaves it to be derived, null when unusable. */
  private figure(index: number | undefined, derivable: boolean): number | undefined | null {
    if (index === undefined) return undefined;
    const cell = this.cells[index];
    const reading: NumberReading =
      typeof cell === 'number' && Number.isFinite(cell) ? { kind: 'number', value: cell } : readNumber(cell);
    if (reading.kind !== 'blank') this.figures = true;
    if (reading.kind === 'number') {
      if (reading.value < 0) {
        this.problem(WORKBOOK_MSG.negative, index);
        return null;
      }
      this.stored[index] = reading.value;
      return reading.value;
    }
    if (reading.kind === 'blank' || (derivable && reading.kind !== 'text')) return undefined;
    this.explain(reading.kind, index);
    return null;
  }

  /** Checks one worksheet row; answers false once the row limit is passed. */
  addRow(cells: Cell[], row: number): boolean {
    const header = this.header;
    if (!header) return false;
    const width = header.labels.length;
    let blank = true;
    for (let i = 0; i < width && blank; i++) {
      const cell = cells[i];
      blank = cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
    }
    if (blank) return true;
    if (++this.rows > MAX_ROWS) return false;

    const stored: Cell[] = new Array(this.storedWidth).fill(null);
    for (let i = 0; i < width; i++) {
      const cell = cells[i];
      stored[i] = cell === undefined ? null : typeof cell === 'string' ? cell.trim() : cell;
    }
    this.row = row;
    this.cells = cells;
    this.stored = stored;
    this.figures = false;

    let total = 0;
    for (const { index } of header.designations) {
      const share = this.figure(index, false);
      if (typeof share !== 'number') continue;
      if (share > SHARE_TOTAL) this.problem(WORKBOOK_MSG.shareRange, index);
      total += share;
    }
    const { columns } = header;
    const frequency = this.figure(columns.frequency, false);
    const unitTime = this.figure(columns.unitTime, false);
    const monthly = this.figure(columns.monthlyMinutes, true);
    const annualMinutes = this.figure(columns.annualMinutes, true);
    const annualHours = this.figure(columns.annualHours, true);

    if (!this.figures) {
      this.rows--;
      this.warnings.add({ key: WORKBOOK_MSG.rowWithoutFigures, row });
      return true;
    }

    // Each derived figure is the one the row states, else computed from the one before it;
    // undefined means "not stated and not computable", null "unusable, already reported".
    const inputs =
      frequency === null || unitTime === null
        ? null
        : frequency === undefined || unitTime === undefined
          ? undefined
          : frequency * unitTime;
    const perMonth = monthly !== undefined ? monthly : inputs;
    const perYear =
      annualMinutes !== undefined ? annualMinutes : typeof perMonth === 'number' ? perMonth * 12 : perMonth;
    const hours = annualHours !== undefined ? annualHours : typeof perYear === 'number' ? perYear / 60 : perYear;
    if (hours === undefined) {
      for (const index of [columns.frequency, columns.unitTime] as number[]) {
        if (readNumber(cells[index]).kind === 'blank')
          this.errors.add({ key: WORKBOOK_MSG.blank, row, column: header.labels[index], value: '' });
      }
    }
    stored[this.out.monthlyMinutes as number] = perMonth ?? null;
    stored[this.out.annualMinutes as number] = perYear ?? null;
    stored[this.out.annualHours as number] = hours ?? null;
    stored[this.out.percentage as number] = Math.round(total * 1e9) / 1e9;

    if (typeof hours === 'number' && typeof frequency === 'number' && typeof unitTime === 'number') {
      const computed = hoursFromInputs(frequency, unitTime);
      // The workbook's figure stays the one used; the user is told the row's inputs say otherwise.
      if (!hoursAgree(hours, computed)) {
        this.warnings.add({
          key: WORKBOOK_MSG.hoursDisagree,
          row,
          column: header.labels[columns.annualHours ?? -1] ?? COLUMNS.annualHours,
          params: { stated: twoPlaces(hours), computed: twoPlaces(computed) },
        });
      }
    }
    if (Math.abs(total - SHARE_TOTAL) > SHARE_TOLERANCE) {
      this.warnings.add({ key: WORKBOOK_MSG.sharesNotHundred, row, params: { total: Math.round(total * 100) / 100 } });
    }
    const categoryIndex = header.columns.category as number;
    const category = stored[categoryIndex];
    if (typeof category !== 'string' || !this.isKnownCategory(category)) {
      this.warnings.add({
        key: WORKBOOK_MSG.unknownCategory,
        row,
        column: header.labels[categoryIndex],
        value: cellDisplay(category),
      });
    }
    this.store(stored);
    return true;
  }

  private store(row: Cell[]): void {
    if (this.keep) this.keep(row);
    else this.table.push(row);
  }

  private readonly categories = new Map<string, boolean>();

  private isKnownCategory(category: string): boolean {
    let known = this.categories.get(category);
    if (known === undefined) this.categories.set(category, (known = knownCategory(category) !== undefined));
    return known;
  }

  result(): SheetCheck {
    if (!this.header) {
      return { errors: this.headerIssues.length ? this.headerIssues : [{ key: WORKBOOK_MSG.noHeader }], warnings: [] };
    }
    if (this.rows > MAX_ROWS)
      return { errors: [{ key: WORKBOOK_MSG.tooManyRows, params: { max: MAX_ROWS } }], warnings: [] };
    const errors = this.errors.list();
    if (this.rows === 0 && errors.length === 0) errors.push({ key: WORKBOOK_MSG.noRows });
    return { header: this.header, table: this.keep ? undefined : this.table, errors, warnings: this.warnings.list() };
  }
}

/** Checks a whole sheet given as rows (header first), as the browser holds it. */
export function checkTable(rows: Cell[][]): SheetCheck {
  const checker = new SheetChecker();
  const start = rows.findIndex((cells) => cells.some((c) => c !== null && String(c).trim() !== ''));
  if (start >= 0 && checker.setHeader(rows[start], start + 1)) {
    for (let i = start + 1; i < rows.length && checker.addRow(rows[i], i + 1); i++);
  }
  return checker.result();
}
