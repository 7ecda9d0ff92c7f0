import { registry, type ResourceName } from './registry';

/** The six FTE scopes; also the category names of the estimation endpoints. */
export const FTE_SCOPES = ['organization', 'department', 'subdepartment', 'project', 'team', 'jobtitle'] as const;
export type FteScope = (typeof FTE_SCOPES)[number];

/** The element resource behind each scope (none for the organisation itself), as the registry declares it. */
export const FTE_SCOPE_OF: Partial<Record<ResourceName, FteScope>> = Object.fromEntries(
  registry.flatMap((spec) => (spec.fteScope ? [[spec.name, spec.fteScope]] : [])),
);
