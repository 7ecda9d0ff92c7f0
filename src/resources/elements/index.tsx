import type { ComponentType } from 'react';
import { getResource, type ResourceName } from '@domain/registry';
import { namedScreen } from '../../app/namedScreen';
import { AccessGate } from '../../ui/AccessGate';
import { resourceIcon } from './icons';

export interface ResourceViews {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  show: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
}

type View = 'list' | 'create' | 'edit' | 'show';

/**
 * The screens of a registry resource, generated from its declaration. Each view's code (DataTable,
 * forms, their validation) loads when the view first opens, so it stays out of the admin shell;
 * the icon and the record representation are needed by the menu and references at once. A role
 * that may not use a view is told so in its place (AccessGate).
 */
export function resourceViews(name: ResourceName): ResourceViews {
  const spec = getResource(name);
  const gated = (action: View, Screen: ComponentType): ComponentType => {
    const Gated = () => (
      <AccessGate resource={name} action={action}>
        <Screen />
      </AccessGate>
    );
    Gated.displayName = `${name}.${action}`;
    return Gated;
  };
  return {
    list: gated(
      'list',
      namedScreen(async () => ({ View: (await import('./list')).makeList(spec) }), 'View'),
    ),
    create: gated(
      'create',
      namedScreen(async () => ({ View: (await import('./forms')).makeCreate(spec) }), 'View'),
    ),
    edit: gated(
      'edit',
      namedScreen(async () => ({ View: (await import('./forms')).makeEdit(spec) }), 'View'),
    ),
    show: gated(
      'show',
      namedScreen(async () => ({ View: (await import('./show')).makeShow(spec) }), 'View'),
    ),
    icon: resourceIcon(spec.icon),
    recordRepresentation: 'name',
  };
}
