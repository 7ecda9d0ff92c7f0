import { cellText, designationKey, type Cell } from './columns';
import { matchesCategory } from './category';
import { readHeader, type HeaderModel } from './header';
import { readNumber, tidy } from './numbers';

/** One activity row reduced to what the report needs. */
export interface Activity {
  category: string;
  group: string;
  /** Share of each job title, in header order (percent). */
  shares: number[];
  annualHours: number;
}

export interface Activities {
  header: HeaderModel;
  rows: Activity[];
}

/** One line of the report per job title, then the totals (DESIGN §8 `reportCalculations`). */
export interface ReportLine {
  resourcesName: string;
  totalHours: number;
  numberOfResources: number;
  annualCost: number;
  /** Annual cost of one full-time person in this job title; null when no cost is set. */
  cost: number | null;
  hasCost: boolean;
}

/** The same figures by the workbook's grouping column (`variableEntityTotalReportCalculationDto`). */
export interface GroupLine {
  entityName: string;
  totalHours: number;
  numberOfResources: number;
  annualCost: number;
}

export interface Report {
  lines: ReportLine[];
  groups: GroupLine[];
  /** The grouping column's header, or null when the workbook has none. */
  groupingColumn: string | null;
  /** Job titles without a cost, in header order. */
  missingCosts: string[];
}

export const TOTAL_LINE = 'Total';

const figure = (cell: Cell | undefined): number => {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 0;
  const reading = readNumber(cell);
  return reading.kind === 'number' ? reading.value : 0;
};

/** The activities of a stored sheet (header first); undefined when its header is unusable. */
export function readActivities(table: Cell[][]): Activities | undefined {
  if (table.length === 0) return undefined;
  const { header } = readHeader(table[0]);
  if (!header) return undefined;
  const hoursAt = header.columns.annualHours;
  const categoryAt = header.columns.category as number;
  const groupAt = header.grouping?.index;
  const shareAt = header.designations.map((d) => d.index);
  const rows: Activity[] = new Array(table.length - 1);
  for (let r = 1; r < table.length; r++) {
    const cells = table[r];
    const shares = new Array<number>(shareAt.length);
    for (let d = 0; d < shareAt.length; d++) shares[d] = figure(cells[shareAt[d]]);
    rows[r - 1] = {
      category: cellText(cells[categoryAt]),
      group: groupAt === undefined ? '' : cellText(cells[groupAt]),
      shares,
      annualHours: hoursAt === undefined ? 0 : figure(cells[hoursAt]),
    };
  }
  return { header, rows };
}

export interface ReportOptions {
  /** Annual available hours of one full-time person (the FTE value). */
  fte: number;
  /** Annual cost per full-time person, keyed by job title (any spelling; compared trimmed, case-insensitively). */
  costs?: Record<string, number>;
  /** Only activities of this category (`Tactical` matches `Tactical/ Operations`). */
  category?: string;
}

/**
 * The report of DESIGN §5: hours(job title) = sum of Annual Hours x share / 100; resources =
 * hours / FTE; annual cost = resources x cost. The last line holds the totals; a second table
 * groups the same figures by the grouping column, in the order groups first appear.
 */
export function calculateReport(activities: Activities, options: ReportOptions): Report {
  const { designations, grouping } = activities.header;
  const costByKey = new Map(Object.entries(options.costs ?? {}).map(([name, cost]) => [designationKey(name), cost]));
  const costs = designations.map((d) => costByKey.get(designationKey(d.name)));
  const perFte = (hours: number) => (options.fte > 0 ? hours / options.fte : 0);

  const hours = designations.map(() => 0);
  const groups = new Map<string, number[]>();
  const passes = new Map<string, boolean>();
  for (const row of activities.rows) {
    let pass = passes.get(row.category);
    if (pass === undefined) passes.set(row.category, (pass = matchesCategory(row.category, options.category)));
    if (!pass) continue;
    let groupHours: number[] | undefined;
    if (grouping) {
      groupHours = groups.get(row.group);
      if (!groupHours) groups.set(row.group, (groupHours = designations.map(() => 0)));
    }
    for (let d = 0; d < designations.length; d++) {
      const share = (row.annualHours * row.shares[d]) / 100;
      hours[d] += share;
      if (groupHours) groupHours[d] += share;
    }
  }

  const costOf = (byDesignation: number[]) =>
    byDesignation.reduce((sum, h, d) => sum + perFte(h) * (costs[d] ?? 0), 0);
  const lines: ReportLine[] = designations.map((d, i) => ({
    resourcesName: d.name,
    totalHours: tidy(hours[i]),
    numberOfResources: tidy(perFte(hours[i])),
    annualCost: tidy(perFte(hours[i]) * (costs[i] ?? 0), 2),
    cost: costs[i] ?? null,
    hasCost: costs[i] !== undefined,
  }));
  const totalHours = hours.reduce((a, b) => a + b, 0);
  const missingCosts = designations.filter((_, i) => costs[i] === undefined).map((d) => d.name);
  lines.push({
    resourcesName: TOTAL_LINE,
    totalHours: tidy(totalHours),
    numberOfResources: tidy(perFte(totalHours)),
    annualCost: tidy(costOf(hours), 2),
    cost: null,
    hasCost: missingCosts.length === 0,
  });
  const groupLines: GroupLine[] = [...groups].map(([entityName, byDesignation]) => {
    const total = byDesignation.reduce((a, b) => a + b, 0);
    return { entityName, totalHours: tidy(total), numberOfResources: tidy(perFte(total)), annualCost: tidy(costOf(byDesignation), 2) };
  });
  return { lines, groups: groupLines, groupingColumn: grouping?.name ?? null, missingCosts };
}
