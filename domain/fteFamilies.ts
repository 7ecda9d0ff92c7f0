import type { PermissionName } from './permissions';
import type { ResourceName } from './registry/types';
import type { FteScope } from './fteScopes';

/** The key naming the element a profile belongs to, in bodies, records and list filters. */
export type FteParentKey = 'departmentId' | 'subDepartmentId' | 'projectId' | 'teamId' | 'designationId';

/**
 * One family of documented FTE endpoints (spec §7): the same profile table seen through one scope.
 * Paths are under `/api` and spelt as documented; a path's `{id}` is the profile's id.
 */
export interface FteFamily {
  scope: FteScope;
  /** The element resource a profile of this scope belongs to; none for the organisation itself. */
  element?: ResourceName;
  parentKey?: FteParentKey;
  permission: PermissionName;
  paths: { list: string; one: string; save: string; remove: string };
}

/** react-admin resource name of the FTE profiles of a scope (its `canAccess` resource), also their audit trail name. */
export const fteResource = (scope: FteScope): string => `fte.${scope}`;

export const FTE_FAMILIES: FteFamily[] = [
  {
    scope: 'organization',
    permission: 'Organization FTE',
    paths: {
      list: 'OrganizationFTEAPI/GetAll',
      one: 'OrganizationFTEAPI/GetByOrganizationId',
      save: 'OrganizationFTEAPI/AddEdit',
      remove: 'OrganizationFTEAPI/Delete',
    },
  },
  {
    scope: 'department',
    element: 'departments',
    parentKey: 'departmentId',
    permission: 'Department FTE',
    // The only family whose AddEdit lives on a controller of its own.
    paths: {
      list: 'DepartmentAPI/GetAllFTE',
      one: 'DepartmentAPI/GetFTEById',
      save: 'DepartmentFTEAPI/AddEdit',
      remove: 'DepartmentAPI/DeleteFTE',
    },
  },
  {
    scope: 'subdepartment',
    element: 'subDepartments',
    parentKey: 'subDepartmentId',
    permission: 'Sub-Department FTE',
    paths: {
      list: 'SubDepartmentAPI/GetAllSubDepartmentFTE',
      one: 'SubDepartmentAPI/GetSubDepartmentFTEById',
      save: 'SubDepartmentAPI/AddEditSubDepartmentFTE',
      remove: 'SubDepartmentAPI/DeleteSubDepartmentFTE',
    },
  },
  {
    scope: 'project',
    element: 'projects',
    parentKey: 'projectId',
    permission: 'Project FTE',
    paths: {
      list: 'ProjectApi/GetAllProjectFTE',
      one: 'ProjectApi/GetProjectFTEById',
      save: 'ProjectApi/AddEditProjectFTE',
      remove: 'ProjectApi/DeleteProjectFTE',
    },
  },
  {
    scope: 'team',
    element: 'teams',
    parentKey: 'teamId',
    permission: 'Team FTE',
    paths: {
      list: 'TeamAPI/GetAllTeamFte',
      one: 'TeamAPI/GetTeamFteById',
      save: 'TeamAPI/AddEditTeamFte',
      remove: 'TeamAPI/DeleteTeamFte',
    },
  },
  {
    scope: 'jobtitle',
    element: 'jobTitles',
    parentKey: 'designationId',
    permission: 'Job Title FTE',
    // GetJobFTEById is not in the specification; it is added so every family can read one profile.
    paths: {
      list: 'JobTitleAPI/GetAllJobFTE',
      one: 'JobTitleAPI/GetJobFTEById',
      save: 'JobTitleAPI/AddEditJobFTE',
      remove: 'JobTitleAPI/DeleteJobFTE',
    },
  },
];

export function fteFamily(scope: FteScope): FteFamily {
  const family = FTE_FAMILIES.find((f) => f.scope === scope);
  if (!family) throw new Error(`Unknown FTE scope ${scope}`);
  return family;
}
