import { structureLevels } from '../registry/hierarchy';
import type { ResourceSpec } from '../registry/types';
import { SCOPE_OF_KIND } from './planOfRecord';
import type { StructureKind } from './rollUp';

/** A level of the plan's tree below the organisation: its kind of element and the registry resource it is. */
export interface PlanLevel {
  kind: StructureKind;
  spec: ResourceSpec;
}

/**
 * The plan's levels, department down to team, as the registry chains the structure (structureLevels):
 * a level's FTE scope names its kind of plan element. The server's tree query and the mock backend
 * both read the structure through this list.
 */
export function planLevels(specs?: readonly ResourceSpec[]): PlanLevel[] {
  const kindOfScope = new Map(Object.entries(SCOPE_OF_KIND).map(([kind, scope]) => [scope, kind]));
  return structureLevels(specs).flatMap((spec) => {
    const kind = spec.fteScope && kindOfScope.get(spec.fteScope);
    return kind && kind !== 'organisation' ? [{ kind: kind as StructureKind, spec }] : [];
  });
}
