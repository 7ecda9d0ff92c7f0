import type { ResourceName } from '../domain/registry';
import type { ResourceViews } from './generated';
import departments from './departments';
import employeeTypes from './employeeTypes';
import jobTitles from './jobTitles';
import projects from './projects';
import subDepartments from './subDepartments';
import teams from './teams';

/** The screens of every registry resource, in the registry's order of the structure. */
export const RESOURCE_VIEWS: Record<ResourceName, ResourceViews> = {
  employeeTypes,
  departments,
  subDepartments,
  projects,
  teams,
  jobTitles,
};
