/**
 * One rule per kind of figure, on every screen and in every exported file: a figure of a kind
 * always carries the same decimals, so 7.917 hours in a list and 7.92 in a dialog cannot happen.
 * Shared by the web app (src/i18n/format) and the server's workbooks (Excel number formats).
 */
export type FigureKind = 'hours' | 'days' | 'resources' | 'money' | 'count' | 'percent' | 'cell';

interface Rule {
  /** Decimals always shown (2 -> 8.00). */
  min: number;
  /** Decimals at most (rounded beyond). */
  max: number;
}

export const FIGURE_RULES: Readonly<Record<FigureKind, Rule>> = {
  hours: { min: 2, max: 2 },
  days: { min: 2, max: 2 },
  resources: { min: 2, max: 2 },
  money: { min: 2, max: 2 },
  count: { min: 0, max: 0 },
  percent: { min: 0, max: 2 },
  // A workbook's own cell, shown as the workbook holds it (up to four decimals).
  cell: { min: 0, max: 4 },
};

/** The Excel number format of a kind (the cell keeps its full value; the format rounds what is shown). */
export function excelNumberFormat(kind: Exclude<FigureKind, 'cell' | 'percent'>, currency?: string | null): string {
  const { min } = FIGURE_RULES[kind];
  const base = min > 0 ? `#,##0.${'0'.repeat(min)}` : '#,##0';
  return kind === 'money' && currency ? `${base} "${currency}"` : base;
}

/**
 * A figure as it is shown: rounded once, to its kind's decimals, halves away from zero as Intl writes
 * them. Costs are computed from unrounded resources and pass through here only for display, so the
 * report and the plan give one total for one workbook; differences are taken between shown values.
 */
export function shownFigure(kind: Exclude<FigureKind, 'cell'>, value: number): number {
  const factor = 10 ** FIGURE_RULES[kind].max;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The difference between two figures as a reader sees them: 0.43 against 0.43 differ by 0. */
export const shownDifference = (kind: Exclude<FigureKind, 'cell'>, from: number, to: number): number =>
  shownFigure(kind, shownFigure(kind, to) - shownFigure(kind, from));
