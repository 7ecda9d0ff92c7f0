import { FTE_FAMILIES, fteResource } from '@domain/fteFamilies';
import { registry } from '@domain/registry';

/** The four documented paths (under /api) behind one react-admin resource, and its dropdown if it has one. */
export interface Endpoints {
  list: string;
  one: string;
  save: string;
  remove: string;
  /** `[{id, name, parent id}]`, open to more roles than the list (ResourceRoutes.dropdown). */
  dropdown?: string;
}

export { fteResource };

/**
 * Every resource the data provider serves: the registry's elements and the six FTE families,
 * each under the paths the specification documents. One table, so no screen spells a path itself.
 */
const ENDPOINTS: ReadonlyMap<string, Endpoints> = new Map([
  ...registry.map((spec): [string, Endpoints] => {
    const at = (route: keyof Endpoints) => `${spec.controller}/${spec.routes[route]}`;
    return [
      spec.name,
      { list: at('list'), one: at('one'), save: at('save'), remove: at('remove'), dropdown: at('dropdown') },
    ];
  }),
  ...FTE_FAMILIES.map((family): [string, Endpoints] => [fteResource(family.scope), family.paths]),
]);

export function endpointsOf(resource: string): Endpoints {
  const found = ENDPOINTS.get(resource);
  if (!found) throw new Error(`Unknown resource ${resource}`);
  return found;
}
