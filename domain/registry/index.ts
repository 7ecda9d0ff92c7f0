import { RESOURCES } from './resources';
import { namedElement } from './structure';
import type { ResourceName, ResourceSpec } from './types';

export { RESOURCES };

export * from './types';
export { NAME_MAX, DESCRIPTION_MAX } from './structure';

export const registry: ResourceSpec[] = RESOURCES.map((declaration) => namedElement(declaration, RESOURCES));

export function getResource(name: string): ResourceSpec {
  const spec = registry.find((r) => r.name === name);
  if (!spec) throw new Error(`Unknown resource ${name}`);
  return spec;
}

export const resourceNames = (): ResourceName[] => registry.map((r) => r.name);

/** The key of a resource's sidebar group and its `menu` translations: `jobTitles` -> `jobTitle`. */
export const menuKey = (spec: Pick<ResourceSpec, 'name' | 'menu'>): string =>
  spec.menu.key ?? spec.name.replace(/s$/, '');
