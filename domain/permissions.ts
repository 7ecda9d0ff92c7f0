import { RESOURCES } from './registry/resources';
import type { RegistryPermission } from './registry/types';

/** The permission catalogue of DESIGN §4 as first published. Names are part of the API: never rename one. */
const PUBLISHED = [
  'Organization FTE',
  'Department FTE',
  'Sub-Department FTE',
  'Project FTE',
  'Team FTE',
  'Job Title FTE',
  'Employee Type',
  'Department',
  'Sub-Department',
  'Project',
  'Team',
  'Job Title',
  'Employee',
  'Employees Detail',
  'Roles Detail',
  'Estimation Details',
  'Estimation Report',
  'Costing',
] as const;

/** Entries added to the catalogue since it was published, in the order they came (ids follow the published ones). */
const ADDED = ['Workforce Plan', 'Audit Trail'] as const;

const NAMED: readonly string[] = [...PUBLISHED, ...ADDED];

/**
 * The whole catalogue: the published permissions, those added since, then those registry resources
 * bring, in registry order. Ids are positions, so an entry never moves: new ones are only ever appended.
 */
export const PERMISSIONS: ReadonlyArray<(typeof PUBLISHED)[number] | (typeof ADDED)[number] | RegistryPermission> = [
  ...PUBLISHED,
  ...ADDED,
  ...new Set(RESOURCES.map((r): RegistryPermission => r.permission).filter((p) => !NAMED.includes(p))),
];

export const SUB_PERMISSIONS = ['View', 'Add', 'Edit', 'Delete'] as const;

export type PermissionName = (typeof PERMISSIONS)[number];
export type SubPermissionName = (typeof SUB_PERMISSIONS)[number];

/** What a route needs; `null` on a route means "any signed-in user". */
export interface Requirement {
  permission: PermissionName;
  action: SubPermissionName;
}

/** Stable ids: position in the catalogue, 1-based, so seeds and clients agree. */
export const permissionId = (name: PermissionName): number => PERMISSIONS.indexOf(name) + 1;
export const subPermissionId = (name: SubPermissionName): number => SUB_PERMISSIONS.indexOf(name) + 1;

/** Granted permissions as sent to the client: `{ permissionName: [subPermissionName] }`. */
export type Grants = Partial<Record<PermissionName, SubPermissionName[]>>;

export const allGrants = (): Grants => Object.fromEntries(PERMISSIONS.map((p) => [p, [...SUB_PERMISSIONS]])) as Grants;

export const isGranted = (grants: Grants, req: Requirement): boolean =>
  grants[req.permission]?.includes(req.action) ?? false;
