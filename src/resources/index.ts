import { registry, type ResourceName } from '@domain/registry';
import { resourceViews, type ResourceViews } from './elements';

/** The screens of every registry resource, in the registry's order, all generated from its declaration. */
export const RESOURCE_VIEWS = Object.fromEntries(
  registry.map((spec) => [spec.name, resourceViews(spec.name)]),
) as Record<ResourceName, ResourceViews>;
