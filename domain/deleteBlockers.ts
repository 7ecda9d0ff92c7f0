import { FTE_SCOPE_OF, type FteScope } from './fteScopes';
import { registry, type ResourceName, type ResourceSpec } from './registry';

/** What still depends on an element: a translation key of `blockers`, how many, and the first names. */
export interface Blocker {
  key: string;
  count: number;
  names: string[];
}

/** How many names a refused delete writes out; the rest are counted ("and 4 more"). */
export const NAMED_BLOCKERS = 5;

/** Rows that hold an element: its children, the employees assigned to it, the FTE profiles made for it. */
export type Holders =
  | { kind: 'children'; resource: ResourceName; field: string }
  | { kind: 'employees'; column: string }
  | { kind: 'fteProfiles'; scope: FteScope };

/** One check of a delete: which rows hold the element, and the `blockers` key that says so. */
export interface BlockerSource {
  key: string;
  holders: Holders;
}

/**
 * What the structure itself holds an element by, in the order a delete checks it: its child
 * elements, its employees, its FTE profiles (the registry says which: a child's parent, the
 * element's employee column, its FTE scope). The server counts these in its tables, the mock
 * backend in its own; modules built on the structure add their own checks after these.
 */
export function structureBlockers(spec: ResourceSpec): BlockerSource[] {
  const sources: BlockerSource[] = registry
    .filter((child) => child.parent?.reference === spec.name)
    .map((child) => ({
      key: `blockers.${child.name}`,
      holders: { kind: 'children', resource: child.name, field: child.parent!.source },
    }));
  if (spec.employeeColumn)
    sources.push({ key: 'blockers.employees', holders: { kind: 'employees', column: spec.employeeColumn } });
  const scope = FTE_SCOPE_OF[spec.name];
  if (scope) sources.push({ key: 'blockers.fteProfiles', holders: { kind: 'fteProfiles', scope } });
  return sources;
}

/** A blocker from the names of every holding row, in name order (none when nothing holds). */
export function blockerOf(key: string, names: string[]): Blocker | undefined {
  return names.length === 0 ? undefined : { key, count: names.length, names: names.slice(0, NAMED_BLOCKERS) };
}

/** The parameters of a refused delete's message: what blocks it, how many, the first names ("A, B and 3 more"). */
export const blockerParams = (blocker: Blocker, resource: string) => ({
  count: blocker.count,
  resource,
  names: { list: blocker.names, more: blocker.count - blocker.names.length },
});
