/**
 * The FTE scopes by name, apart from the registry: the registry's declarations name a scope, and
 * the maps of fteScopes.ts read the registry.
 */

/** The six FTE scopes; also the category names of the estimation endpoints. */
export const FTE_SCOPES = ['organization', 'department', 'subdepartment', 'project', 'team', 'jobtitle'] as const;
export type FteScope = (typeof FTE_SCOPES)[number];

/** Category names as clients write them (`SubDepartment`, `sub-department`, `Job Title`, `designation`). */
export function scopeOf(category: unknown): FteScope | undefined {
  const bare = String(category ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (bare === 'organisation') return 'organization';
  if (bare === 'designation') return 'jobtitle';
  return FTE_SCOPES.find((scope) => scope === bare);
}
