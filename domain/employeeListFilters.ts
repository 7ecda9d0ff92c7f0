import type { ResourceName } from './registry';

/**
 * The structure lists the employee list filters by. Their dropdowns (GetDropdown: id, name, parent
 * id) are open to whoever may read that list (Employees Detail View); their full lists are not.
 * Apart from the employee's rules (domain/employee), which bring zod: the API table reads it, and
 * every signed-in page loads that table.
 */
export const EMPLOYEE_LIST_FILTERS = [
  { source: 'departmentId', reference: 'departments' },
  { source: 'subDepartmentId', reference: 'subDepartments' },
  { source: 'teamId', reference: 'teams' },
  { source: 'designationId', reference: 'jobTitles' },
] as const satisfies ReadonlyArray<{ source: string; reference: ResourceName }>;

/**
 * The job title filter's value for the people who have no job title (the plan's "No job title"
 * line): here rather than beside the employee's rules so that the admin shell's links to it
 * (src/workforcePlan/paths) bring no zod.
 */
export const NO_JOB_TITLE = 'none';

/** Whether a job title filter's value, as sent, asks for the people without one (`none` in any case). */
export const asksNoJobTitle = (value: unknown): boolean =>
  typeof value === 'string' && value.trim().toLowerCase() === NO_JOB_TITLE;
