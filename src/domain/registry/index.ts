import { namedElement } from './structure';
import type { ResourceName, ResourceSpec } from './types';

export * from './types';
export { NAME_MAX, DESCRIPTION_MAX } from './structure';

const crud = { list: 'GetAll', one: 'GetById', save: 'AddEdit', remove: 'Delete' };

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
];

export function getResource(name: string): ResourceSpec {
  const spec = registry.find((r) => r.name === name);
  if (!spec) throw new Error(`Unknown resource ${name}`);
  return spec;
}

export const resourceNames = (): ResourceName[] => registry.map((r) => r.name);
