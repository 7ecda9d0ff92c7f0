import { registry } from './index';
import type { ResourceName, ResourceSpec } from './types';

/**
 * The structure's levels from the top (department, sub-department, project, team), read from the
 * registry's `parent` links: the top is the resource with no parent that another one names as its
 * parent, and each next level the one whose parent is the level before. A level added to the
 * registry therefore reaches the demo seed, the import's employee columns and every reader of
 * this list without another line. The chain is a line: a level with two child levels is refused.
 */
export function structureLevels(specs: readonly ResourceSpec[] = registry): ResourceSpec[] {
  const childOf = (name: ResourceName) => {
    const children = specs.filter((spec) => spec.parent?.reference === name);
    if (children.length > 1) throw new Error(`structure level ${name} has more than one child level`);
    return children[0];
  };
  const top = specs.find((spec) => !spec.parent && childOf(spec.name));
  const levels: ResourceSpec[] = [];
  for (let level = top; level; level = childOf(level.name)) levels.push(level);
  return levels;
}

/** The levels above a resource, its parent first and the top last (none for a resource without a parent). */
export function ancestorsOf(name: ResourceName, specs: readonly ResourceSpec[] = registry): ResourceSpec[] {
  const ancestors: ResourceSpec[] = [];
  let parent = specs.find((spec) => spec.name === name)?.parent;
  while (parent) {
    const above = specs.find((spec) => spec.name === parent?.reference);
    if (!above || ancestors.includes(above)) break;
    ancestors.push(above);
    parent = above.parent;
  }
  return ancestors;
}
