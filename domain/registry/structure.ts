import type { FieldSpec, ParentSpec, ResourceDeclaration, ResourceName, ResourceSpec } from './types';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

/**
 * Every element of the organisation (a structure level, a job title, an employee type) is a named
 * record with a description and at most one parent; this completes its declaration. A parent must
 * name another entry of the registry (`all`).
 */
export function namedElement(declaration: ResourceDeclaration, all: readonly ResourceDeclaration[]): ResourceSpec {
  const { parent, search, sortable, ...rest } = declaration;
  if (parent && !all.some((other) => other.name === parent.reference))
    throw new Error(`${declaration.name}: its parent ${parent.reference} is not in the registry`);
  const fields: FieldSpec[] = [
    { source: 'name', kind: 'text', required: true, max: NAME_MAX },
    { source: 'description', kind: 'longText', max: DESCRIPTION_MAX },
  ];
  if (parent) {
    const { source, reference, aliases, keptOnUpdate } = parent as ParentSpec<ResourceName>;
    fields.push({ source, kind: 'reference', required: true, reference, aliases, keptOnUpdate });
  }
  return {
    ...rest,
    // The declaration's own types are plain strings so that ResourceName can be read from the registry.
    name: declaration.name as ResourceName,
    permission: declaration.permission as ResourceSpec['permission'],
    ...(parent ? { parent: parent as ParentSpec<ResourceName> } : {}),
    fields,
    search: search ?? ['name', 'description'],
    sortable: sortable ?? ['name', 'description', 'createdDate', ...(parent ? [parent.source] : [])],
  };
}
