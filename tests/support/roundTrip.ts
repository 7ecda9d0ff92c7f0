import { FTE_FAMILIES } from '@domain/fteFamilies';
import { registry } from '@domain/registry';

export type Body = Record<string, unknown>;
export type Method = 'POST' | 'PUT' | 'PATCH';

/**
 * One editable resource as its documented client sees it: the whole list, one record, and the
 * save that takes a record back. `id` of a record is its key everywhere.
 */
export interface EditableKind {
  label: string;
  list: string;
  one: (id: number) => string;
  save: { method: Method; url: string };
  /** Records the save does not take back (the organisation's owner is edited on its own profile). */
  skip?: (record: Body) => boolean;
}

/** Every editable resource: the registry's, employees, roles, FTE profiles of every kind and costs. */
export function editableKinds(ownerEmail: string): EditableKind[] {
  return [
    ...registry.map((spec) => ({
      label: spec.name,
      list: `/api/${spec.controller}/${spec.routes.list}`,
      one: (id: number) => `/api/${spec.controller}/${spec.routes.one}/${id}`,
      save: { method: 'POST' as const, url: `/api/${spec.controller}/${spec.routes.save}` },
    })),
    {
      label: 'employees',
      list: '/api/AuthenticationAPI/GetAllEmployees',
      one: (id) => `/api/AuthenticationAPI/ViewEmployeeDetail?userId=${id}`,
      save: { method: 'PATCH', url: '/api/AuthenticationAPI/UpdateEmployee' },
      skip: (record) => record.email === ownerEmail,
    },
    {
      label: 'roles',
      list: '/api/ManageApplicationUserRoles/GetAllEmployeeRoles',
      one: (id) => `/api/ManageApplicationUserRoles/GetEmployeeRoleWithPermissions/${id}`,
      save: { method: 'PUT', url: '/api/ManageApplicationUserRoles/UpdateEmployeeRole' },
    },
    ...FTE_FAMILIES.map((family) => ({
      label: `fte.${family.scope}`,
      list: `/api/${family.paths.list}`,
      one: (id: number) => `/api/${family.paths.one}/${id}`,
      save: { method: 'POST' as const, url: `/api/${family.paths.save}` },
    })),
    {
      label: 'costs',
      list: '/api/Costing/GetAll',
      one: (id) => `/api/Costing/GetById?id=${id}`,
      save: { method: 'PUT', url: '/api/Costing/EditCosting' },
    },
  ];
}

/**
 * A record as two reads of it must agree: without its version (a save counts one more) and
 * without the signature of an image address (signed anew at each read).
 */
export function comparable(record: Body): Body {
  const { version: _version, ...rest } = record;
  if (typeof rest.imagePath === 'string') rest.imagePath = rest.imagePath.split('?')[0];
  return rest;
}
