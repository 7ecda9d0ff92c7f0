import type { FteScope } from '../fteScopeNames';

/** The documented endpoint names under `/api/<controller>/`. */
export interface ResourceRoutes {
  list: string;
  one: string;
  save: string;
  remove: string;
  /**
   * `[{id, name, <parent id>}]` for the Add/Edit Employee form's dropdowns and the employee list's
   * filters; open to holders of the list's View or of Employee Add or Edit (and, for the lists the
   * employee list filters by, Employees Detail View), who then need not see the lists themselves.
   */
  dropdown: string;
}

/** The field pointing at the parent element. */
export interface ParentSpec<Name extends string = string> {
  source: string;
  reference: Name;
  aliases?: readonly string[];
  keptOnUpdate?: boolean;
}

/** Icons the admin app knows by name (src/resources/elements/icons.ts); others get its default. */
export type ResourceIcon = 'Badge' | 'Apartment' | 'AccountTree' | 'Assignment' | 'Groups' | 'Work';

/**
 * Where a resource sits in the sidebar: an add and a list entry under a group named `key` (the
 * `menu` translation keys `<key>`, `add<Key>` and `<key>List`), inside Hr Admin or on the top level
 * after the fixed groups, in registry order.
 */
export interface MenuPlacement {
  group: 'hrAdmin' | 'top';
  /** Defaults to the resource name without its plural `s`. */
  key?: string;
  /** Paths of the add and the list screens (spec §2 spells them one by one). */
  add: string;
  list: string;
  /** Spec §2's ids of the add and list entries; a new resource leaves them out and is numbered after 20. */
  ids?: readonly [number, number];
  /** `secondary`: the second layout (left sidebar, copyright footer), spec §2's job title screens. */
  layout?: 'secondary';
}

/**
 * What one registry entry declares; everything else (fields, search, sort, views, menu entries,
 * permission row, table lookup) is derived from it. Names are plain strings here so the registry
 * can be read for its own types.
 */
export interface ResourceDeclaration {
  /** react-admin resource name; the server table is declared under the same name in server/db/schema.ts. */
  name: string;
  /** Controller segment of the documented paths, e.g. `EmployeeTypeAPI`. */
  controller: string;
  routes: ResourceRoutes;
  /** Permission checked for View / Add / Edit / Delete; a name new to the catalogue is appended to it. */
  permission: string;
  parent?: ParentSpec<string>;
  icon?: ResourceIcon;
  menu: MenuPlacement;
  /** The FTE scope whose profiles belong to this element (they block its deletion). */
  fteScope?: Exclude<FteScope, 'organization'>;
  /** The employee (users) column pointing at this element: assigned employees block its deletion. */
  employeeColumn?: 'employeeTypeId' | 'departmentId' | 'subDepartmentId' | 'teamId' | 'designationId';
  /** Fields `q` searches; by default name and description. */
  search?: readonly string[];
  /** Fields the list may be sorted by besides `id`; by default every field and the creation date. */
  sortable?: readonly string[];
}
