import { FTE_FAMILIES, fteResource, type FteFamily } from '../fteFamilies';
import { employeesApi, rolesApi } from './accounts';
import { costingApi } from './estimation';
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
  costs: restSurface('costs', {
    list: costingApi.all.access,
    one: costingApi.byId.access,
    create: costingApi.add.access,
    update: costingApi.edit.access,
    remove: costingApi.remove.access,
  }),
} as const;

/** The FTE profiles of one family at `/api/v1/fte.<scope>`, with the family's permission. */
export const restFteEndpoints = (family: FteFamily) => restEndpoints(fteResource(family.scope), family.permission);

/** Every `/api/v1` endpoint outside the registry's. */
export const restApiEndpoints = () => [
  ...Object.values(restApi).flatMap((surface) => Object.values(surface)),
  ...FTE_FAMILIES.flatMap((family) => Object.values(restFteEndpoints(family))),
];
