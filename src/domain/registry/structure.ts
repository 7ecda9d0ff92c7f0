import type { PermissionName } from '../permissions';
import type { FieldSpec, ParentSpec, ResourceName, ResourceRoutes, ResourceSpec } from './types';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

interface ElementOptions {
  name: ResourceName;
  controller: string;
  routes: ResourceRoutes;
  permission: PermissionName;
  parent?: ParentSpec;
}

/**
 * Every element of the organisation (a structure level, a job title, an employee type) is a named
 * record with a description and at most one parent; this builds its declaration.
 */
export function namedElement(options: ElementOptions): ResourceSpec {
  const fields: FieldSpec[] = [
    { source: 'name', kind: 'text', required: true, max: NAME_MAX },
    { source: 'description', kind: 'longText', max: DESCRIPTION_MAX },
  ];
  if (options.parent) {
    const { source, reference, aliases, keptOnUpdate } = options.parent;
    fields.push({ source, kind: 'reference', required: true, reference, aliases, keptOnUpdate });
  }
  return {
    ...options,
    fields,
    search: ['name', 'description'],
    sortable: ['name', 'description', 'createdDate', ...(options.parent ? [options.parent.source] : [])],
  };
}
