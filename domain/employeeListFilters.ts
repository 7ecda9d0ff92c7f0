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
