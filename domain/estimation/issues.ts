/**
 * A problem found in a workbook, as a translation key of the `server` namespace (`workbook.*`) with
 * the row (worksheet row number), column header and cell text that let the user find and fix it.
 */
export interface SheetIssue {
  key: string;
  row?: number;
  column?: string;
  value?: string;
  params?: Record<string, string | number>;
}

export const WORKBOOK_MSG = {
  // Errors: the workbook is refused.
  noHeader: 'workbook.noHeader',
  missingColumn: 'workbook.missingColumn',
  noDesignation: 'workbook.noDesignation',
  emptyDesignation: 'workbook.emptyDesignation',
  duplicateColumn: 'workbook.duplicateColumn',
  tooManyColumns: 'workbook.tooManyColumns',
  noRows: 'workbook.noRows',
  tooManyRows: 'workbook.tooManyRows',
  notNumber: 'workbook.notNumber',
  blank: 'workbook.blank',
  negative: 'workbook.negative',
  shareRange: 'workbook.shareRange',
  formulaWithoutResult: 'workbook.formulaWithoutResult',
  cellError: 'workbook.cellError',
  moreProblems: 'workbook.moreProblems',
  // Warnings: the row is kept (or skipped) and the user is told.
  sharesNotHundred: 'workbook.sharesNotHundred',
  unknownCategory: 'workbook.unknownCategory',
  rowWithoutFigures: 'workbook.rowWithoutFigures',
  hoursDisagree: 'workbook.hoursDisagree',
} as const;

/** Errors are reported up to this many; the rest are counted in one closing message. */
export const MAX_REPORTED_ISSUES = 100;

/** Collects issues up to a limit while still counting all of them. */
export class IssueList {
  readonly items: SheetIssue[] = [];
  total = 0;

  constructor(private readonly limit = MAX_REPORTED_ISSUES) {}

  add(issue: SheetIssue): void {
    this.total++;
    if (this.items.length < this.limit) this.items.push(issue);
  }

  get empty(): boolean {
    return this.total === 0;
  }

  /** The issues with, when some were left out, a last one saying how many. */
  list(): SheetIssue[] {
    const left = this.total - this.items.length;
    return left > 0 ? [...this.items, { key: WORKBOOK_MSG.moreProblems, params: { count: left } }] : [...this.items];
  }
}
