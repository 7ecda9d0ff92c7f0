import { FTE_FAMILIES, fteResource, type FteFamily } from '../fteFamilies';
import { accountsApi, employeesApi, rolesApi } from './accounts';
import { costingApi, estimationApi } from './estimation';
import { auditApi, contactApi, platformApi } from './platform';
import { restEndpoints, restSurface } from './rest';

/**
 * `/api/v1` beyond the registry: each resource with the access of the documented paths doing the
 * same work (taken from them, never restated), and only the operations it has.
 */
export const restApi = {
  employees: restSurface('employees', {
    list: employeesApi.allEmployees.access,
    one: employeesApi.employeeDetail.access,
    create: employeesApi.addEmployee.access,
    update: employeesApi.updateEmployee.access,
    remove: employeesApi.deleteEmployee.access,
  }),
  roles: restSurface('roles', {
    list: rolesApi.allEmployeeRoles.access,
    one: rolesApi.allEmployeeRoles.access,
    create: rolesApi.addRole.access,
    update: rolesApi.updateRole.access,
    remove: rolesApi.deleteRole.access,
  }),
  /** Files are uploaded and customised through EstimationApi; here they are read and deleted. */
  estimationFiles: restSurface('estimationFiles', {
    list: estimationApi.filesByFte.access,
    one: estimationApi.filesByFte.access,
    remove: estimationApi.deleteFile.access,
  }),
  costs: restSurface('costs', {
    list: costingApi.all.access,
    one: costingApi.byId.access,
    create: costingApi.add.access,
    update: costingApi.edit.access,
    remove: costingApi.remove.access,
  }),
  /** Visitors send messages through the public site; the Super Admin reads, marks read and deletes them. */
  contactMessages: restSurface('contactMessages', {
    list: contactApi.all.access,
    one: contactApi.all.access,
    update: contactApi.markRead.access,
    remove: contactApi.remove.access,
  }),
  /** The organisations' owners, read only: approved and deactivated through AuthenticationAPI, many at once. */
  accounts: restSurface('accounts', { list: accountsApi.activeUsers.access, one: accountsApi.activeUsers.access }),
  /** Read only: deleting an organisation takes its name typed again, through Organizations/:organizationId. */
  organizations: restSurface('organizations', {
    list: platformApi.organizations.access,
    one: platformApi.organizations.access,
  }),
  /** Read only: no route changes or deletes an entry. */
  auditTrail: restSurface('auditTrail', { list: auditApi.all.access, one: auditApi.all.access }),
} as const;

/** The FTE profiles of one family at `/api/v1/fte.<scope>`, with the family's permission. */
export const restFteEndpoints = (family: FteFamily) => restEndpoints(fteResource(family.scope), family.permission);

/** Every `/api/v1` endpoint outside the registry's. */
export const restApiEndpoints = () => [
  ...Object.values(restApi).flatMap((surface) => Object.values(surface)),
  ...FTE_FAMILIES.flatMap((family) => Object.values(restFteEndpoints(family))),
];
