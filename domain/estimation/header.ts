import {
  COLUMNS,
  REQUIRED_COLUMNS,
  cellText,
  designationKey,
  designationOf,
  headerKey,
  isGroupingHeader,
  type Cell,
  type ColumnKey,
} from './columns';
import { WORKBOOK_MSG, type SheetIssue } from './issues';

/** A workbook may have at most this many headed columns (job titles included). */
export const MAX_COLUMNS = 300;

export interface Designation {
  /** The job title as the header writes it after `JD |`, trimmed. */
  name: string;
  index: number;
}

/** Where each column of a workbook is, found from its header row. */
export interface HeaderModel {
  /** The header texts, trimmed; the stored sheet keeps exactly these columns. */
  labels: string[];
  columns: Partial<Record<ColumnKey, number>>;
  designations: Designation[];
  /** The first Department / Sub-Department / Project / Team column, if any. */
  grouping?: { name: string; index: number };
}

const KEY_OF = new Map<string, ColumnKey>(
  Object.entries(COLUMNS).map(([key, text]) => [headerKey(text), key as ColumnKey]),
);

/**
 * Reads the header row: known columns by their text (in any order, trimmed, case-insensitive),
 * every `JD | <job title>` column, and the grouping column. Cells after the last headed one are
 * not part of the sheet. Reports what the user must fix for the sheet to be usable.
 */
export function readHeader(cells: Cell[], row = 1): { header?: HeaderModel; issues: SheetIssue[] } {
  const issues: SheetIssue[] = [];
  const labels = cells.map(cellText);
  while (labels.length > 0 && labels[labels.length - 1] === '') labels.pop();
  if (labels.length > MAX_COLUMNS) {
    return { issues: [{ key: WORKBOOK_MSG.tooManyColumns, row, params: { max: MAX_COLUMNS, count: labels.length } }] };
  }
  const header: HeaderModel = { labels, columns: {}, designations: [] };
  const seen = new Map<string, string>();
  labels.forEach((label, index) => {
    if (label === '') return;
    const designation = designationOf(label);
    const key = designation === undefined ? headerKey(label) : `jd|${designationKey(designation)}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      issues.push({ key: WORKBOOK_MSG.duplicateColumn, row, column: label, params: { other: earlier } });
      return;
    }
    seen.set(key, label);
    if (designation !== undefined) {
      if (designation === '') issues.push({ key: WORKBOOK_MSG.emptyDesignation, row, column: label });
      else header.designations.push({ name: designation, index });
      return;
    }
    const known = KEY_OF.get(key);
    if (known) header.columns[known] = index;
    else if (!header.grouping && isGroupingHeader(label)) header.grouping = { name: label, index };
  });
  for (const key of REQUIRED_COLUMNS) {
    if (header.columns[key] === undefined) issues.push({ key: WORKBOOK_MSG.missingColumn, row, column: COLUMNS[key] });
  }
  if (header.designations.length === 0 && !issues.some((i) => i.key === WORKBOOK_MSG.emptyDesignation)) {
    issues.push({ key: WORKBOOK_MSG.noDesignation, row });
  }
  return issues.length > 0 ? { issues } : { header, issues };
}

/** The job title names of a header row, as costing records name them. */
export const designationsOf = (cells: Cell[]): string[] =>
  cells.map((cell) => designationOf(cellText(cell))).filter((name): name is string => !!name);
