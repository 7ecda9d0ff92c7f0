import type { ComponentType } from 'react';
import { getResource, type ResourceName } from '../../domain/registry';
import { suspendedScreen } from '../../app/suspendedScreen';
import { resourceIcon } from './icons';

export interface ResourceViews {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  show: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
}

/**
 * The screens of a registry resource, generated from its declaration. Each view's code (DataTable,
 * forms, their validation) loads when the view first opens, so it stays out of the admin shell;
 * the icon and the record representation are needed by the menu and references at once.
 */
export function resourceViews(name: ResourceName): ResourceViews {
  const spec = getResource(name);
  return {
    list: suspendedScreen(async () => ({ default: (await import('./list')).makeList(spec) })),
    create: suspendedScreen(async () => ({ default: (await import('./forms')).makeCreate(spec) })),
    edit: suspendedScreen(async () => ({ default: (await import('./forms')).makeEdit(spec) })),
    show: suspendedScreen(async () => ({ default: (await import('./show')).makeShow(spec) })),
    icon: resourceIcon(spec.icon),
    recordRepresentation: 'name',
  };
}
