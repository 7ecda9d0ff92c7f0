import { employeesApi, rolesApi } from './accounts';
import { restSurface } from './rest';

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
} as const;

/** Every `/api/v1` endpoint outside the registry's. */
export const restApiEndpoints = () => [...Object.values(restApi).flatMap((surface) => Object.values(surface))];
