import { COLUMNS, designationKey, type Cell } from './columns';
import { readHeader } from './header';

/** One edited share: the row (1 = first activity row, as the sheet's JSON rows count it), the job title, the new share. */
export interface ShareEdit {
  row: number;
  designation: string;
  share: number;
}

export type ShareEditProblem = { edit: number; reason: 'row' | 'designation' | 'share' };

/**
 * A customised copy of a stored sheet: only the job title shares change, and each edited row's
 * Percentage is recomputed. The source table is not modified. Answers the problems instead when
 * an edit names a row or job title the sheet does not have, or a share outside 0-100.
 */
export function applyShareEdits(
  table: Cell[][],
  edits: ShareEdit[],
): { table: Cell[][] } | { problems: ShareEditProblem[] } {
  const { header } = readHeader(table[0] ?? []);
  if (!header) return { problems: [{ edit: 0, reason: 'row' }] };
  const columnOf = new Map(header.designations.map((d) => [designationKey(d.name), d.index]));
  const percentageAt = header.labels.findIndex((l) => l.trim().toLowerCase() === COLUMNS.percentage.toLowerCase());
  const problems: ShareEditProblem[] = [];
  const copy = table.map((row) => row);
  const touched = new Set<number>();
  edits.forEach((edit, i) => {
    const column = columnOf.get(designationKey(edit.designation));
    if (!Number.isInteger(edit.row) || edit.row < 1 || edit.row >= table.length)
      problems.push({ edit: i, reason: 'row' });
    else if (column === undefined) problems.push({ edit: i, reason: 'designation' });
    else if (!Number.isFinite(edit.share) || edit.share < 0 || edit.share > 100)
      problems.push({ edit: i, reason: 'share' });
    else {
      if (!touched.has(edit.row)) copy[edit.row] = [...table[edit.row]];
      touched.add(edit.row);
      copy[edit.row][column] = edit.share;
    }
  });
  if (problems.length > 0) return { problems };
  if (percentageAt >= 0) {
    for (const r of touched) {
      const total = header.designations.reduce(
        (sum, d) => sum + (typeof copy[r][d.index] === 'number' ? (copy[r][d.index] as number) : 0),
        0,
      );
      copy[r][percentageAt] = Math.round(total * 1e9) / 1e9;
    }
  }
  return { table: copy };
}
