import { EMPLOYEE_LIST_FILTERS } from '../employeeListFilters';
import { FTE_FAMILIES, type FteFamily } from '../fteFamilies';
import type { FteScope } from '../fteScopes';
import { importPermission, importSegment, type ImportKind } from '../import/kinds';
import type { Requirement } from '../permissions';
import { registry, type ResourceName, type ResourceSpec } from '../registry';
import { DELETE, GET, POST, type AnyOf } from './endpoint';

/** Whoever fills in the employee form needs every structure list's names, not the lists. */
const EMPLOYEE_FORM: Requirement[] = [
  { permission: 'Employee', action: 'Add' },
  { permission: 'Employee', action: 'Edit' },
];
/** Whoever reads the employee list filters it by some structure lists (EMPLOYEE_LIST_FILTERS). */
const EMPLOYEE_LIST: Requirement = { permission: 'Employees Detail', action: 'View' };

/** Who may read a structure element's dropdown: its list's View, the employee form, and the employee list's filters. */
export function dropdownAccess(spec: ResourceSpec): AnyOf {
  const filtersEmployees = EMPLOYEE_LIST_FILTERS.some((f) => f.reference === spec.name);
  return {
    anyOf: [
      { permission: spec.permission, action: 'View' },
      ...EMPLOYEE_FORM,
      ...(filtersEmployees ? [EMPLOYEE_LIST] : []),
    ],
  };
}

/**
 * The five endpoints of a registry resource, under its controller and route names (DESIGN §8).
 * Saving needs Add; an update needs Edit as well, which the handler checks.
 */
export function resourceEndpoints(spec: ResourceSpec) {
  const at = (route: string) => `${spec.controller}/${route}`;
  const may = (action: Requirement['action']): Requirement => ({ permission: spec.permission, action });
  return {
    list: GET(at(spec.routes.list), may('View')),
    dropdown: GET(at(spec.routes.dropdown), dropdownAccess(spec)),
    one: GET(`${at(spec.routes.one)}/:id`, may('View')),
    save: POST(at(spec.routes.save), may('Add')),
    remove: DELETE(`${at(spec.routes.remove)}/:id`, may('Delete')),
  } as const;
}

/** A registry resource's endpoints by its name. */
export const resourceApi = (name: ResourceName) =>
  resourceEndpoints(registry.find((spec) => spec.name === name) as ResourceSpec);

/** The four endpoints of one family of FTE profiles (spec §7); `:id` is the profile's. */
export function fteEndpoints(family: FteFamily) {
  const may = (action: Requirement['action']): Requirement => ({ permission: family.permission, action });
  return {
    list: GET(family.paths.list, may('View')),
    one: GET(`${family.paths.one}/:id`, may('View')),
    save: POST(family.paths.save, may('Add')),
    remove: DELETE(`${family.paths.remove}/:id`, may('Delete')),
  } as const;
}

/** The FTE endpoints of a scope. */
export const fteApi = (scope: FteScope) => fteEndpoints(FTE_FAMILIES.find((f) => f.scope === scope) as FteFamily);

/**
 * ImportAPI of one kind: its template, a check that writes nothing (the dry run), the failing rows
 * as a file, and the import itself; each needs the kind's Add.
 */
export function importEndpoints(kind: ImportKind) {
  const at = (step: string) => `ImportAPI/${importSegment(kind)}/${step}`;
  const access: Requirement = { permission: importPermission(kind), action: 'Add' };
  return {
    template: GET(at('Template'), access),
    check: POST(at('Check'), access),
    failingRows: POST(at('FailingRows'), access),
    import: POST(at('Import'), access),
  } as const;
}
