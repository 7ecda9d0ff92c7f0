import type { PermissionName } from '../permissions';

/** The kinds of field a generated form and the server know how to handle. */
export type FieldKind = 'text' | 'longText' | 'reference';

export interface FieldSpec {
  /** The canonical API key (camelCase), also the react-admin `source`. */
  source: string;
  kind: FieldKind;
  required?: boolean;
  /** Maximum length of a text field. */
  max?: number;
  /** For references: the registry name of the referenced resource. */
  reference?: ResourceName;
  /** Other keys a client sends this field under, read when the field itself is absent. */
  aliases?: string[];
  /** Required on create only: an update without the field keeps the stored value. */
  keptOnUpdate?: boolean;
}

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
export interface ParentSpec {
  source: string;
  reference: ResourceName;
  aliases?: string[];
  keptOnUpdate?: boolean;
}

export interface ResourceSpec {
  /** react-admin resource name and the key of the server table. */
  name: ResourceName;
  /** Controller segment of the documented paths, e.g. `EmployeeTypeAPI`. */
  controller: string;
  routes: ResourceRoutes;
  /** Permission checked for View / Add / Edit / Delete on every route of this resource. */
  permission: PermissionName;
  /** The field pointing at the parent element, when the resource has one. */
  parent?: ParentSpec;
  fields: FieldSpec[];
  /** Fields `q` searches (case-insensitive substring). */
  search: string[];
  /** Fields the list may be sorted by, besides `id`. */
  sortable: string[];
}

export type ResourceName = 'employeeTypes' | 'departments' | 'subDepartments' | 'projects' | 'teams' | 'jobTitles';
