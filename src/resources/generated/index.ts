import type { ComponentType } from 'react';
import { getResource, type ResourceName } from '../../domain/registry';
import { makeCreate, makeEdit } from './forms';
import { makeList } from './list';
import { makeShow } from './show';

export interface ResourceViews {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  show: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
}

/** The screens of a registry resource, generated from its declaration. */
export function resourceViews(name: ResourceName, icon: ComponentType): ResourceViews {
  const spec = getResource(name);
  return {
    list: makeList(spec),
    create: makeCreate(spec),
    edit: makeEdit(spec),
    show: makeShow(spec),
    icon,
    recordRepresentation: 'name',
  };
}
