import { exactReport, groupingLevel, type Activities, type ExactLine, type GroupingLevel } from '../estimation';
import type { PlanElementKind, PlanOfRecord } from './types';

/** What choosing a plan needs of a workbook. */
export interface PlanFile {
  id: number;
  fileName: string;
  fileType: string;
  fteProfileId: number;
  fte: number;
  currency: string | null;
  /** When it was saved (ISO text; a copy is saved once, when it is made). */
  createdDate: string;
}

const newestFirst = (a: PlanFile, b: PlanFile) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id;

/** An element's workbooks newest first: what the plan-of-record choice offers. */
export const byNewest = (files: readonly PlanFile[]): PlanFile[] => [...files].sort(newestFirst);

/** A promotion of a workbook to an element's plan of record: the year it is for and why. */
export interface Promotion {
  fileId: number | null;
  planYear?: number | null;
  note?: string | null;
}

/**
 * The plan of record of an element among its workbooks: the one promoted while it exists, else the
 * latest original workbook; null without one. A customised copy is a draft until it is promoted:
 * saving one never moves the plan of record.
 */
export function planOfRecord(
  files: readonly PlanFile[],
  promoted: Promotion | number | null | undefined,
): PlanOfRecord | null {
  const promotion = typeof promoted === 'number' ? { fileId: promoted } : promoted;
  const chosen = promotion?.fileId == null ? undefined : files.find((f) => f.id === promotion.fileId);
  const file = chosen ?? byNewest(files).find((f) => f.fileType !== 'C');
  if (!file) return null;
  return {
    fteProfileId: file.fteProfileId,
    fileId: file.id,
    fileName: file.fileName,
    customised: file.fileType === 'C',
    source: chosen ? 'chosen' : 'default',
    planYear: (chosen && promotion?.planYear) ?? null,
    note: (chosen && promotion?.note) || null,
    fte: file.fte,
    currency: file.currency,
  };
}

/** One job title of a plan: resources the report computes (unrounded) and the annual cost of one full-time person. */
export interface PlanLine {
  designation: string;
  resources: number;
  cost: number | null;
}

const planLinesOf = (lines: readonly ExactLine[]): PlanLine[] =>
  lines.map(({ designation, resources, cost }) => ({ designation, resources, cost }));

/** The rows of one group of the workbook's grouping column (`Sub-Department`: `HR Operations`), as plan lines. */
export interface PlanGroup {
  level: GroupingLevel;
  name: string;
  lines: PlanLine[];
}

/** A workbook as a plan: its lines, and the same by its grouping column (none without one). */
export interface WorkbookPlan {
  lines: PlanLine[];
  groups: PlanGroup[];
}

/**
 * The plan of a workbook: the report's unrounded figures with the FTE value the file was made for and
 * its costs, so the plan costs what the report costs (costOfResources); with a grouping column that
 * names a structure level, each group's lines, for allocation to the elements of that name.
 */
export function workbookPlan(activities: Activities, fte: number, costs: Record<string, number>): WorkbookPlan {
  const exact = exactReport(activities, { fte, costs });
  const level = exact.groupingColumn === null ? undefined : groupingLevel(exact.groupingColumn);
  return {
    lines: planLinesOf(exact.lines),
    groups: level
      ? exact.groups
          .filter((g) => g.entityName)
          .map((g) => ({ level, name: g.entityName, lines: planLinesOf(g.lines) }))
      : [],
  };
}

/** The plan's lines of a workbook (workbookPlan without its groups). */
export const planLines = (activities: Activities, fte: number, costs: Record<string, number>): PlanLine[] =>
  workbookPlan(activities, fte, costs).lines;

/** The estimation scope (file category) of each kind of element. */
export const SCOPE_OF_KIND: Record<PlanElementKind, string> = {
  organisation: 'organization',
  department: 'department',
  subDepartment: 'subdepartment',
  project: 'project',
  team: 'team',
};

export const PLAN_KINDS = Object.keys(SCOPE_OF_KIND) as PlanElementKind[];

export const nodeKey = (kind: PlanElementKind, id: number | null): string =>
  kind === 'organisation' ? 'organisation' : `${kind}:${id}`;
