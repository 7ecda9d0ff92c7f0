import { NO_JOB_TITLE } from '@domain/employeeListFilters';
import type { JobTitleFigures, PlanElementKind } from '@domain/workforcePlan/types';

/** The workforce plan's screens (routes of src/App.tsx, entries of the sidebar). */
export const WORKFORCE_PATHS = {
  dashboard: '/workforce',
  tree: '/workforce/tree',
  designations: '/workforce/designations',
  compare: '/workforce/compare',
  pack: '/workforce/pack',
  scenarios: '/workforce/scenarios',
} as const;

/** The `canAccess` resource of every workforce plan screen (permission "Workforce Plan"). */
export const WORKFORCE_RESOURCE = 'workforcePlan';

/** A node's key in the tree, as the server writes it (`organisation`, `team:12`). */
export const nodeKey = (kind: PlanElementKind, id: number | null): string =>
  kind === 'organisation' ? 'organisation' : `${kind}:${id}`;

/** The tree opened on one element. */
export const treePath = (key?: string): string =>
  key ? `${WORKFORCE_PATHS.tree}?node=${encodeURIComponent(key)}` : WORKFORCE_PATHS.tree;

/** The comparison of two workbooks. */
export const comparePath = (left?: number, right?: number): string =>
  left && right ? `${WORKFORCE_PATHS.compare}?left=${left}&right=${right}` : WORKFORCE_PATHS.compare;

/** The employee list's filters (domain/employee EMPLOYEE_LIST_FILTERS) by which an element's people are found. */
const ELEMENT_FILTER: Partial<Record<PlanElementKind, string>> = {
  department: 'departmentId',
  subDepartment: 'subDepartmentId',
  team: 'teamId',
};

/**
 * The active employees behind a figure, in the employee list filtered: of an element and below it,
 * of a job title (`none`: of no job title). Null where the list has no such filter (a project: its
 * people sit in its teams).
 */
export function peoplePath(
  within: { kind: PlanElementKind; id: number | null } | null,
  jobTitleId?: number | typeof NO_JOB_TITLE,
): string | null {
  const filter: Record<string, unknown> = { status: 'active' };
  if (within && within.kind !== 'organisation') {
    const field = ELEMENT_FILTER[within.kind];
    if (!field) return null;
    filter[field] = within.id;
  }
  if (jobTitleId !== undefined) filter.designationId = jobTitleId;
  return `/employeesdetail?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

/**
 * The people of a job title's line, where they can be listed: a job title's holders, or those
 * without one; none for a designation of a workbook no job title matches (nobody holds it).
 */
export function jobTitlePeoplePath(
  row: Pick<JobTitleFigures, 'jobTitleId' | 'unassigned' | 'actual'>,
  within: { kind: PlanElementKind; id: number | null } | null,
): string | null {
  if (row.actual <= 0) return null;
  if (row.unassigned) return peoplePath(within, NO_JOB_TITLE);
  return row.jobTitleId === null ? null : peoplePath(within, row.jobTitleId);
}
