import { registry, type ResourceName } from './registry';

/** The six FTE scopes; also the category names of the estimation endpoints. */
export const FTE_SCOPES = ['organization', 'department', 'subdepartment', 'project', 'team', 'jobtitle'] as const;
export type FteScope = (typeof FTE_SCOPES)[number];

/** The element resource behind each scope (none for the organisation itself), as the registry declares it. */
export const FTE_SCOPE_OF: Partial<Record<ResourceName, FteScope>> = Object.fromEntries(
  registry.flatMap((spec) => (spec.fteScope ? [[spec.name, spec.fteScope]] : [])),
);

/** The element resource of each scope but the organisation: FTE_SCOPE_OF read the other way. */
export const FTE_ELEMENT_OF = Object.fromEntries(
  Object.entries(FTE_SCOPE_OF).map(([resource, scope]) => [scope, resource]),
) as Record<Exclude<FteScope, 'organization'>, ResourceName>;

/** Category names as clients write them (`SubDepartment`, `sub-department`, `Job Title`, `designation`). */
export function scopeOf(category: unknown): FteScope | undefined {
  const bare = String(category ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (bare === 'organisation') return 'organization';
  if (bare === 'designation') return 'jobtitle';
  return FTE_SCOPES.find((scope) => scope === bare);
}
