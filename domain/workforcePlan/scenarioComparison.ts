import { shownDifference } from '../figures';
import type { Money } from './types';
import type { FiguredRow } from './scenarioFigures';
import type { ScenarioComparison, ScenarioComparisonRow, ScenarioFigures } from './scenarios';

const ZERO: ScenarioFigures = { hours: 0, resources: 0, toHire: 0, cost: [] };

const rowKey = (r: Pick<FiguredRow, 'departmentId' | 'jobTitleId' | 'title'>) =>
  `${r.departmentId ?? 'organisation'}|${r.title === null ? 'total' : (r.jobTitleId ?? `d:${r.title}`)}`;

/** Per currency, the amount of `to` less that of `from`, from the amounts shown (a currency on one side only counts 0 on the other). */
export function costDifference(from: readonly Money[], to: readonly Money[]): Money[] {
  const currencies = [...new Set([...from, ...to].map((m) => m.currency))].sort();
  const amount = (list: readonly Money[], currency: string) => list.find((m) => m.currency === currency)?.amount ?? 0;
  return currencies
    .map((currency) => ({ currency, amount: shownDifference('money', amount(from, currency), amount(to, currency)) }))
    .filter((m) => m.amount !== 0);
}

/** `to` against `from`, each difference taken between the values as shown: 0.43 against 0.43 is 0. */
export const figuresDifference = (from: ScenarioFigures, to: ScenarioFigures): ScenarioFigures => ({
  hours: shownDifference('hours', from.hours, to.hours),
  resources: shownDifference('resources', from.resources, to.resources),
  toHire: to.toHire - from.toHire,
  cost: costDifference(from.cost, to.cost),
});

const isEmpty = (f: ScenarioFigures) => !f.hours && !f.resources && !f.toHire && !f.cost.length;

/**
 * The plan of record and scenarios side by side: one row per department and job title any of them
 * has, each department's total after its job titles, the organisation's rows last; each scenario's
 * deltas against the plan of record. A department nobody plans for is left out.
 */
export function compareScenarios(
  columns: { scenarioId: number | null; name: string; rows: FiguredRow[] }[],
): ScenarioComparison {
  const keys = new Map<string, FiguredRow>();
  for (const column of columns) for (const row of column.rows) if (!keys.has(rowKey(row))) keys.set(rowKey(row), row);
  const figured = columns.map((c) => new Map(c.rows.map((r) => [rowKey(r), r.figures])));
  const order = [...new Set([...keys.values()].map((r) => r.departmentId ?? 'organisation'))];
  const byTitle = new Intl.Collator().compare;
  const rows: ScenarioComparisonRow[] = [...keys.entries()]
    .map(([key, row]) => {
      const figures = figured.map((f) => f.get(key) ?? ZERO);
      return {
        departmentId: row.departmentId,
        department: row.department,
        jobTitleId: row.title === null ? null : row.jobTitleId,
        title: row.title,
        figures,
        deltas: figures.slice(1).map((f) => figuresDifference(figures[0], f)),
      };
    })
    .filter((row) => !row.figures.every(isEmpty));
  const group = (r: ScenarioComparisonRow) => {
    const at = order.indexOf(r.departmentId ?? 'organisation');
    // The organisation (first in the roll-up) closes the table: its rows are the grand totals.
    return r.departmentId === null ? order.length : at;
  };
  rows.sort(
    (a, b) =>
      group(a) - group(b) ||
      Number(a.title === null) - Number(b.title === null) ||
      byTitle(a.title ?? '', b.title ?? ''),
  );
  return { columns: columns.map(({ scenarioId, name }) => ({ scenarioId, name })), rows };
}
