import type { ResourceDeclaration } from './declaration';

const crud = { list: 'GetAll', one: 'GetById', save: 'AddEdit', remove: 'Delete', dropdown: 'GetDropdown' };

/**
 * The resource registry: one declaration per resource. The server's routes and tables, the data
 * provider, the generated screens, the sidebar, the permission catalogue, the mock backend and the
 * authorisation tests all read this list. A new resource goes at the end: a permission it brings
 * is appended to the catalogue in this order, and ids must never shift.
 */
export const RESOURCES = [
  {
    name: 'employeeTypes',
    controller: 'EmployeeTypeAPI',
    routes: crud,
    permission: 'Employee Type',
    icon: 'Badge',
    menu: { group: 'hrAdmin', add: '/addemployeetype', list: '/employeetypelist', ids: [2, 3] },
    employeeColumn: 'employeeTypeId',
  },
  {
    name: 'departments',
    controller: 'DepartmentAPI',
    routes: crud,
    permission: 'Department',
    icon: 'Apartment',
    menu: { group: 'hrAdmin', add: '/department', list: '/departmentlist', ids: [4, 5] },
    fteScope: 'department',
    employeeColumn: 'departmentId',
  },
  {
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
    icon: 'AccountTree',
    menu: { group: 'hrAdmin', add: '/subdepartment', list: '/subdepartmentlist', ids: [6, 7] },
    fteScope: 'subdepartment',
    employeeColumn: 'subDepartmentId',
  },
  {
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
    icon: 'Assignment',
    menu: { group: 'hrAdmin', add: '/project', list: '/projectlist', ids: [8, 9] },
    fteScope: 'project',
  },
  {
    name: 'teams',
    controller: 'TeamAPI',
    routes: crud,
    permission: 'Team',
    // The documented client's team form lists projects but sends the chosen one as `departmentId`,
    // and may send none on an edit: the team then stays under its project.
    parent: { source: 'projectId', reference: 'projects', aliases: ['departmentId'], keptOnUpdate: true },
    icon: 'Groups',
    menu: { group: 'hrAdmin', add: '/team', list: '/teamlist', ids: [10, 11] },
    fteScope: 'team',
    employeeColumn: 'teamId',
  },
  {
    name: 'jobTitles',
    controller: 'JobTitleAPI',
    // The specification spells this list `Getall`; paths match case-insensitively anyway.
    routes: { ...crud, list: 'Getall' },
    permission: 'Job Title',
    icon: 'Work',
    menu: { group: 'hrAdmin', add: '/addjobtitle', list: '/jobtitlelist', ids: [19, 20], layout: 'secondary' },
    fteScope: 'jobtitle',
    employeeColumn: 'designationId',
  },
] as const satisfies readonly ResourceDeclaration[];
