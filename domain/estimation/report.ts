import { designationKey } from './columns';
import { matchesCategory } from './category';
import type { Activities } from './activities';
import { tidy } from './numbers';
import { shownFigure } from '../figures';

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

/** One job title's figures before any rounding: what costs and plans are computed from. */
export interface ExactLine {
  designation: string;
  hours: number;
  /** hours / FTE value, unrounded. */
  resources: number;
  /** Annual cost of one full-time person; null when no cost is set. */
  cost: number | null;
}

/** The report's figures unrounded, per job title in header order, and per group of the grouping column. */
export interface ExactReport {
  lines: ExactLine[];
  groups: { entityName: string; lines: ExactLine[] }[];
  groupingColumn: string | null;
  missingCosts: string[];
}

/**
 * The one rounding rule of the report and the plan: the cost of resources at their unit costs, from
 * unrounded resources; it is rounded once, when shown (shownFigure), never summed from rounded parts.
 */
export const costOfResources = (lines: readonly Pick<ExactLine, 'resources' | 'cost'>[]): number =>
  lines.reduce((sum, line) => (line.cost === null ? sum : sum + line.resources * line.cost), 0);

/**
 * The figures of DESIGN §5 unrounded: hours(job title) = sum of Annual Hours x share / 100;
 * resources = hours / FTE. Groups come in the order they first appear among the rows kept.
 */
export function exactReport(activities: Activities, options: ReportOptions): ExactReport {
  const { designations, grouping } = activities.header;
  const costByKey = new Map(Object.entries(options.costs ?? {}).map(([name, cost]) => [designationKey(name), cost]));
  const costs = designations.map((d) => costByKey.get(designationKey(d.name)) ?? null);
  const perFte = (hours: number) => (options.fte > 0 ? hours / options.fte : 0);

  const width = designations.length;
  const hours = designations.map(() => 0);
  const passes = activities.categories.map((c) => matchesCategory(c, options.category));
  // Blocks come in the order of their first rows, so a group's first kept block holds its first kept row.
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
  const linesOf = (byDesignation: number[]): ExactLine[] =>
    designations.map((d, i) => ({
      designation: d.name,
      hours: byDesignation[i],
      resources: perFte(byDesignation[i]),
      cost: costs[i],
    }));
  return {
    lines: linesOf(hours),
    groups: [...groupHours].map(([g, byDesignation]) => ({
      entityName: activities.groups[g],
      lines: linesOf(byDesignation),
    })),
    groupingColumn: grouping?.name ?? null,
    missingCosts: designations.filter((_, i) => costs[i] === null).map((d) => d.name),
  };
}

const sumOf = (lines: readonly ExactLine[], of: (line: ExactLine) => number) =>
  lines.reduce((sum, line) => sum + of(line), 0);

/**
 * The report as shown (DESIGN §8 `reportCalculations`): one line per job title, then the totals; a
 * second table groups the same figures by the grouping column. Every cost is computed from unrounded
 * resources and rounded once (costOfResources, shownFigure), as the plan's are.
 */
export function calculateReport(activities: Activities, options: ReportOptions): Report {
  const exact = exactReport(activities, options);
  const lines: ReportLine[] = exact.lines.map((line) => ({
    resourcesName: line.designation,
    totalHours: tidy(line.hours),
    numberOfResources: tidy(line.resources),
    annualCost: shownFigure('money', costOfResources([line])),
    cost: line.cost,
    hasCost: line.cost !== null,
  }));
  const totalHours = sumOf(exact.lines, (l) => l.hours);
  lines.push({
    resourcesName: TOTAL_LINE,
    totalHours: tidy(totalHours),
    numberOfResources: tidy(options.fte > 0 ? totalHours / options.fte : 0),
    annualCost: shownFigure('money', costOfResources(exact.lines)),
    cost: null,
    hasCost: exact.missingCosts.length === 0,
  });
  const groups: GroupLine[] = exact.groups.map(({ entityName, lines: byDesignation }) => {
    const total = sumOf(byDesignation, (l) => l.hours);
    return {
      entityName,
      totalHours: tidy(total),
      numberOfResources: tidy(options.fte > 0 ? total / options.fte : 0),
      annualCost: shownFigure('money', costOfResources(byDesignation)),
    };
  });
  return { lines, groups, groupingColumn: exact.groupingColumn, missingCosts: exact.missingCosts };
}
