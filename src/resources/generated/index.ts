import type { ComponentType } from 'react';
import { getResource, type ResourceName } from '../../domain/registry';
import { namedScreen } from '../../app/namedScreen';
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
    list: namedScreen(async () => ({ View: (await import('./list')).makeList(spec) }), 'View'),
    create: namedScreen(async () => ({ View: (await import('./forms')).makeCreate(spec) }), 'View'),
    edit: namedScreen(async () => ({ View: (await import('./forms')).makeEdit(spec) }), 'View'),
    show: namedScreen(async () => ({ View: (await import('./show')).makeShow(spec) }), 'View'),
    icon: resourceIcon(spec.icon),
    recordRepresentation: 'name',
  };
}
