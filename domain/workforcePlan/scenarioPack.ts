import type { Money } from './types';
import type { ScenarioComparison, ScenarioFigures } from './scenarios';

/** One line of the plan pack's scenario comparison: a department (or the organisation) in one column. */
export interface ScenarioPackLine {
  /** Null: the organisation as a whole. */
  departmentId: number | null;
  department: string;
  /** The plan of record's name or a scenario's. */
  column: string;
  figures: ScenarioFigures;
  /** Against the plan of record; null on the plan of record's own line. */
  delta: ScenarioFigures | null;
}

/**
 * The comparison as the pack prints it: the totals only (per department, then the organisation),
 * each department's plan of record first and every scenario under it with its difference. Job
 * titles stay on the screen: the pack must fit A4.
 */
export function scenarioPackLines(comparison: ScenarioComparison): ScenarioPackLine[] {
  return comparison.rows
    .filter((row) => row.title === null)
    .flatMap((row) =>
      comparison.columns.map((column, i) => ({
        departmentId: row.departmentId,
        department: row.department,
        column: column.name,
        figures: row.figures[i],
        delta: i === 0 ? null : row.deltas[i - 1],
      })),
    );
}

/** Every currency the lines' costs and differences name, in code order: one cost column each. */
export const packCurrencies = (lines: readonly ScenarioPackLine[]): string[] =>
  [
    ...new Set(lines.flatMap((l) => [...l.figures.cost, ...(l.delta?.cost ?? [])].map((m: Money) => m.currency))),
  ].sort();

/** The amount of one currency in a list (0 without it). */
export const amountIn = (list: readonly Money[], currency: string): number =>
  list.find((m) => m.currency === currency)?.amount ?? 0;
