import { FTE_FAMILIES } from './fteFamilies';
import { isGranted, type Grants, type PermissionName } from './permissions';

/**
 * The first-run checklist of a new organisation, in the order the work is done. A step is offered
 * to whoever may take it (Add on any of its permissions) and is ticked once the organisation has
 * at least one of its records; `path` is the screen where it is done.
 */
export const SETUP_STEPS = [
  { key: 'department', permissions: ['Department'], path: '/department' },
  { key: 'fteProfile', permissions: FTE_FAMILIES.map((family) => family.permission), path: '/dashboard' },
  { key: 'jobTitle', permissions: ['Job Title'], path: '/addjobtitle' },
  { key: 'employee', permissions: ['Employee'], path: '/AddEmployee' },
  { key: 'workbook', permissions: ['Estimation Details'], path: '/estimationdetails' },
  { key: 'costs', permissions: ['Costing'], path: '/costing' },
] as const satisfies ReadonlyArray<{ key: string; permissions: readonly PermissionName[]; path: string }>;

export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];

/** One step as the API answers it: how many records the organisation has for it. */
export interface SetupProgress {
  key: SetupStepKey;
  count: number;
}

/** The steps a role may take: those it holds Add on any permission of (the server and the mock backend ask). */
export const stepsOffered = (grants: Grants) =>
  SETUP_STEPS.filter((step) => step.permissions.some((permission) => isGranted(grants, { permission, action: 'Add' })));
