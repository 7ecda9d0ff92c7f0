import { designationKey } from './columns';
import { matchesCategory } from './category';
import type { Activities } from './activities';
import { tidy } from './numbers';

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

  const width = designations.length;
  const hours = designations.map(() => 0);
  const passes = activities.categories.map((c) => matchesCategory(c, options.category));
  // Groups in the order they first appear among the rows the filter keeps: blocks come in the
  // order of their first rows, so a group's first kept block holds its first kept row.
  const groupHours = new Map<number, number[]>();
  for (const block of activities.blocks) {
    if (!passes[block.category]) continue;
    let byGroup: number[] | undefined;
    if (grouping) {
      byGroup = groupHours.get(block.group);
      if (!byGroup) groupHours.set(block.group, (byGroup = designations.map(() => 0)));
    }
    for (let d = 0; d < width; d++) {
      hours[d] += block.hours[d];
      if (byGroup) byGroup[d] += block.hours[d];
    }
  }
  const groups = [...groupHours].map(([g, byDesignation]) => [activities.groups[g], byDesignation] as const);

  const costOf = (byDesignation: number[]) => byDesignation.reduce((sum, h, d) => sum + perFte(h) * (costs[d] ?? 0), 0);
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
  const groupLines: GroupLine[] = groups.map(([entityName, byDesignation]) => {
    const total = byDesignation.reduce((a, b) => a + b, 0);
    return {
      entityName,
      totalHours: tidy(total),
      numberOfResources: tidy(perFte(total)),
      annualCost: tidy(costOf(byDesignation), 2),
    };
  });
  return { lines, groups: groupLines, groupingColumn: grouping?.name ?? null, missingCosts };
}
