import {
  calculateReport,
  cellText,
  designationKey,
  readHeader,
  readNumber,
  type Activities,
  type Cell,
  type ReportLine,
  TOTAL_LINE,
} from '../estimation';
import { shownDifference } from '../figures';
import type { ComparisonLine, Money, PlanCategory, PlanComparison } from './types';

/** One side of a comparison: a workbook's activities, stored cells, FTE value, costs and currency. */
export interface ComparedFile {
  fileId: number;
  fileName: string;
  activities: Activities;
  table: Cell[][];
  fte: number;
  costs: Record<string, number>;
  currency: string | null;
}

const CATEGORIES: Array<PlanCategory | 'All'> = ['All', 'Strategy', 'Tactical', 'Transactional'];

const costOf = (line: ReportLine | undefined, currency: string | null): Money | null =>
  line?.hasCost && currency ? { currency, amount: line.annualCost } : null;

const side = (line: ReportLine | undefined, currency: string | null) => ({
  hours: line?.totalHours ?? 0,
  resources: line?.numberOfResources ?? 0,
  cost: costOf(line, currency),
});

type Side = ReturnType<typeof side>;

function compareLine(title: string, category: PlanCategory | 'All', a: Side, b: Side, total: boolean): ComparisonLine {
  const cost =
    a.cost && b.cost && a.cost.currency === b.cost.currency
      ? { currency: a.cost.currency, amount: shownDifference('money', a.cost.amount, b.cost.amount) }
      : null;
  return {
    title,
    category,
    total,
    left: a,
    right: b,
    // From the values as shown: 0.43 against 0.43 never reads +0.01.
    difference: {
      hours: shownDifference('hours', a.hours, b.hours),
      resources: shownDifference('resources', a.resources, b.resources),
      cost,
    },
  };
}

/** Every job title's shares of each activity row, by the designation as written. */
function sharesByRow(table: Cell[][]): { activity: string; shares: Record<string, number> }[] {
  const header = table.length ? readHeader(table[0]).header : undefined;
  if (!header) return [];
  const activityColumn = header.columns.activity;
  return table.slice(1).map((row) => ({
    activity: activityColumn === undefined ? '' : cellText(row[activityColumn]),
    shares: Object.fromEntries(
      header.designations.map((d) => {
        const reading = readNumber(row[d.index]);
        return [d.name, reading.kind === 'number' ? reading.value : 0];
      }),
    ),
  }));
}

/**
 * Two workbooks of one FTE profile side by side: per category (all activities, then each of the
 * three) and job title, hours, resources and cost of each and the difference (right - left); then the
 * activity rows whose shares differ.
 */
export function comparePlans(left: ComparedFile, right: ComparedFile): PlanComparison {
  const lines: ComparisonLine[] = [];
  for (const category of CATEGORIES) {
    const filter = category === 'All' ? undefined : category;
    // The last line of a report holds its totals (calculateReport), compared apart from any job title.
    const l = calculateReport(left.activities, { fte: left.fte, costs: left.costs, category: filter }).lines;
    const r = calculateReport(right.activities, { fte: right.fte, costs: right.costs, category: filter }).lines;
    const [leftTotal, rightTotal] = [l.pop(), r.pop()];
    const names = new Map<string, string>();
    for (const line of [...l, ...r])
      if (!names.has(designationKey(line.resourcesName)))
        names.set(designationKey(line.resourcesName), line.resourcesName);
    const compared = (title: string, a: ReportLine | undefined, b: ReportLine | undefined, total: boolean) =>
      compareLine(title, category, side(a, left.currency), side(b, right.currency), total);
    for (const [key, title] of names)
      lines.push(
        compared(
          title,
          l.find((x) => designationKey(x.resourcesName) === key),
          r.find((x) => designationKey(x.resourcesName) === key),
          false,
        ),
      );
    lines.push(compared(TOTAL_LINE, leftTotal, rightTotal, true));
  }
  const leftRows = sharesByRow(left.table);
  const rightRows = sharesByRow(right.table);
  const changedRows: PlanComparison['changedRows'] = [];
  for (let i = 0; i < Math.max(leftRows.length, rightRows.length); i++) {
    const a = leftRows[i];
    const b = rightRows[i];
    const differs =
      !a ||
      !b ||
      new Set([...Object.keys(a.shares), ...Object.keys(b.shares)]).size !== Object.keys(a.shares).length ||
      Object.entries(a.shares).some(([name, share]) => b.shares[name] !== share);
    if (differs)
      changedRows.push({ row: i + 1, activity: (a ?? b).activity, left: a?.shares ?? {}, right: b?.shares ?? {} });
  }
  return {
    left: { fileId: left.fileId, fileName: left.fileName },
    right: { fileId: right.fileId, fileName: right.fileName },
    lines,
    changedRows,
  };
}
