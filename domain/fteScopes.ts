import { registry, type ResourceName } from './registry';
import type { FteScope } from './fteScopeNames';

export { FTE_SCOPES, scopeOf, type FteScope } from './fteScopeNames';

/** The element resource behind each scope (none for the organisation itself), as the registry declares it. */
export const FTE_SCOPE_OF: Partial<Record<ResourceName, FteScope>> = Object.fromEntries(
  registry.flatMap((spec) => (spec.fteScope ? [[spec.name, spec.fteScope]] : [])),
);

/** The element resource of each scope but the organisation: FTE_SCOPE_OF read the other way. */
export const FTE_ELEMENT_OF = Object.fromEntries(
  Object.entries(FTE_SCOPE_OF).map(([resource, scope]) => [scope, resource]),
) as Record<Exclude<FteScope, 'organization'>, ResourceName>;
