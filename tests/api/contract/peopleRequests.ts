import { apiPath, restApi, restFteEndpoints, restResourceEndpoints } from '@domain/api';
import { FTE_FAMILIES } from '@domain/fteFamilies';
import { getResource } from '@domain/registry';
import { listAt, type ContractRequest } from './requests';

const roles = apiPath(restApi.roles.list);
const employees = apiPath(restApi.employees.list);
const oneRole = apiPath(restApi.roles.one, { id: '{role}' }).replace(/%7B(\w+)%7D/g, '{$1}');
const planner = { name: 'Planner', permissionAndSubPermissions: [{ permissionId: 1, subPermissionIds: [1] }] };
const huda = {
  firstName: 'Huda',
  lastName: 'Saleh',
  email: 'huda@contract.test',
  phoneNumber: '0500000001',
  password: 'Staff#12345',
  confirmPassword: 'Staff#12345',
  country: 'Saudi Arabia',
  address: 'Olaya Street',
  joiningDate: '2024-01-01',
  employeeTypeId: '{etype}',
  departmentId: '{ops}',
  roleId: '{role}',
};

/**
 * Roles, employees, an FTE family and the audit trail at /api/v1: creates, a duplicate, validation
 * failures, a list with search, sort and paging, and refusals of a viewer who may only see departments.
 */
export const PEOPLE_CONTRACT: ContractRequest[] = [
  { label: 'role: create', method: 'POST', path: roles, body: planner, keep: 'role' },
  { label: 'role: create another', method: 'POST', path: roles, body: { name: 'Plant lead', description: 'Sites' } },
  { label: 'role: duplicate name', method: 'POST', path: roles, body: { name: ' PLANNER ' } },
  { label: 'role: name missing', method: 'POST', path: roles, body: { description: 'No name' } },
  {
    label: 'role: name missing in Arabic',
    method: 'POST',
    path: roles,
    body: { name: '' },
    headers: { 'accept-language': 'ar' },
  },
  {
    label: 'roles: search, sort, page',
    method: 'GET',
    path: listAt(roles, { sort: ['name', 'DESC'], range: [0, 0], filter: { q: 'plan' } }),
  },
  { label: 'role: getOne', method: 'GET', path: oneRole },
  { label: 'role: viewer may not create', as: 'viewer', method: 'POST', path: roles, body: { name: 'Nope' } },
  {
    label: 'employee type for employees',
    method: 'POST',
    path: apiPath(restResourceEndpoints(getResource('employeeTypes')).create),
    body: { name: 'Permanent' },
    keep: 'etype',
  },
  {
    label: 'department for employees',
    method: 'POST',
    path: apiPath(restResourceEndpoints(getResource('departments')).create),
    body: { name: 'Operations' },
    keep: 'ops',
  },
  { label: 'employee: create', method: 'POST', path: employees, body: huda, keep: 'emp' },
  {
    label: 'employee: create another',
    method: 'POST',
    path: employees,
    body: { ...huda, firstName: 'Omar', lastName: 'Nasser', email: 'omar@contract.test' },
  },
  { label: 'employee: email taken', method: 'POST', path: employees, body: { ...huda, firstName: 'Other' } },
  {
    label: 'employee: validation failure',
    method: 'POST',
    path: employees,
    body: { ...huda, firstName: ' ', email: 'nobody@contract.test' },
  },
  {
    label: 'employees: search, sort, page',
    method: 'GET',
    path: listAt(employees, { sort: ['firstName', 'ASC'], range: [1, 1], filter: { q: 'contract.test' } }),
  },
  {
    label: 'employee: viewer may not create',
    as: 'viewer',
    method: 'POST',
    path: employees,
    body: { ...huda, email: 'viewer-made@contract.test' },
  },
  { label: 'employees: viewer may not list', as: 'viewer', method: 'GET', path: listAt(employees, {}) },
  {
    label: 'FTE family: list',
    method: 'GET',
    path: listAt(apiPath(restFteEndpoints(FTE_FAMILIES[0]).list), { sort: ['fteName', 'ASC'], range: [0, 9] }),
  },
  {
    label: 'audit: list of one record',
    method: 'GET',
    path: listAt(apiPath(restApi.auditTrail.list), { range: [0, 9], filter: { recordId: 999999 } }),
  },
];
