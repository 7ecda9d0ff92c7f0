import { namedElement } from './structure';
import type { ResourceName, ResourceSpec } from './types';

export * from './types';
export { NAME_MAX, DESCRIPTION_MAX } from './structure';

const crud = { list: 'GetAll', one: 'GetById', save: 'AddEdit', remove: 'Delete', dropdown: 'GetDropdown' };

/**
 * The resource registry: one declaration per resource. The server's routes, the data provider,
 * the generated screens, the mock backend and the authorisation tests all read this list.
 */
export const registry: ResourceSpec[] = [
  namedElement({
    name: 'employeeTypes',
    controller: 'EmployeeTypeAPI',
    routes: crud,
    permission: 'Employee Type',
  }),
  namedElement({ name: 'departments', controller: 'DepartmentAPI', routes: crud, permission: 'Department' }),
  namedElement({
    name: 'subDepartments',
    controller: 'SubDepartmentAPI',
    routes: {
      list: 'GetAllSubDepartments',
      one: 'GetSubDepartmentById',
      save: 'AddEditSubDepartment',
      remove: 'DeleteSubDepartment',
      dropdown: 'GetDropdown',
    },
    permission: 'Sub-Department',
    parent: { source: 'departmentId', reference: 'departments' },
  }),
  namedElement({
    name: 'projects',
    controller: 'ProjectApi',
    routes: {
      list: 'GetAllProjects',
      one: 'GetProjectById',
      save: 'AddEditProject',
      remove: 'DeleteProject',
      dropdown: 'GetDropdown',
    },
    permission: 'Project',
    parent: { source: 'subDepartmentId', reference: 'subDepartments' },
  }),
  namedElement({
    name: 'teams',
    controller: 'TeamAPI',
    routes: crud,
    permission: 'Team',
    // The documented client's team form lists projects but sends the chosen one as `departmentId`,
    // and may send none on an edit: the team then stays under its project.
    parent: { source: 'projectId', reference: 'projects', aliases: ['departmentId'], keptOnUpdate: true },
  }),
  // The specification spells this list `Getall`; paths match case-insensitively anyway.
  namedElement({
    name: 'jobTitles',
    controller: 'JobTitleAPI',
    routes: { ...crud, list: 'Getall' },
    permission: 'Job Title',
  }),
];

export function getResource(name: string): ResourceSpec {
  const spec = registry.find((r) => r.name === name);
  if (!spec) throw new Error(`Unknown resource ${name}`);
  return spec;
}

export const resourceNames = (): ResourceName[] => registry.map((r) => r.name);
