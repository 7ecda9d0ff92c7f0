import type { PermissionName } from '../permissions';
import { registry, type ResourceName } from '../registry';
import { structureLevels } from '../registry/hierarchy';

/** What a file can bring in: one structure resource of the registry, or employees. */
export type ImportKind = ResourceName | 'employees';

export const IMPORT_KINDS: readonly ImportKind[] = [...registry.map((spec) => spec.name), 'employees'];

export const isImportKind = (value: unknown): value is ImportKind =>
  typeof value === 'string' && (IMPORT_KINDS as readonly string[]).includes(value);

/** The permission whose Add an import of the kind needs (the owner holds every one). */
export const importPermission = (kind: ImportKind): PermissionName =>
  kind === 'employees' ? 'Employee' : (registry.find((spec) => spec.name === kind)?.permission as PermissionName);

/** The kind's segment of the API paths: `subDepartments` -> `SubDepartments`. */
export const importSegment = (kind: ImportKind): string => kind.charAt(0).toUpperCase() + kind.slice(1);

/** One column of an import file; its headers are the `fields.<key>` labels of the `server` namespace. */
export interface ImportColumn {
  key: string;
  /** A column the file must have (its cells may still be empty; the row's rules say whether that is allowed). */
  required?: boolean;
  /** Names or ids of another record: a structure element, a role. */
  reference?: ResourceName | 'roles';
}

/**
 * An employee's places in the structure, from the top level down as the registry chains them: each
 * level the employee form fills in (`employeeColumn`), the top one required as on the form.
 */
export const PLACE_COLUMNS: readonly ImportColumn[] = structureLevels()
  .filter((spec) => spec.employeeColumn)
  .map((spec, depth) => ({
    key: spec.employeeColumn!,
    reference: spec.name,
    ...(depth === 0 ? { required: true } : {}),
  }));

/** The employee columns, in the order of the Add Employee form; passwords are set by each person from a mailed link. */
export const EMPLOYEE_COLUMNS: readonly ImportColumn[] = [
  { key: 'firstName', required: true },
  { key: 'lastName', required: true },
  { key: 'email', required: true },
  { key: 'phoneNumber', required: true },
  { key: 'country', required: true },
  { key: 'address', required: true },
  { key: 'joiningDate', required: true },
  { key: 'employeeTypeId', required: true, reference: 'employeeTypes' },
  ...PLACE_COLUMNS,
  { key: 'designationId', reference: 'jobTitles' },
  { key: 'roleId', required: true, reference: 'roles' },
  { key: 'dateOfBirth' },
  { key: 'leavingDate' },
];

/** The columns of a kind: a structure element is its name, description and, for a nested one, its parent. */
export function importColumns(kind: ImportKind): readonly ImportColumn[] {
  if (kind === 'employees') return EMPLOYEE_COLUMNS;
  const spec = registry.find((r) => r.name === kind);
  const columns: ImportColumn[] = [{ key: 'name', required: true }, { key: 'description' }];
  if (spec?.parent) columns.push({ key: spec.parent.source, required: true, reference: spec.parent.reference });
  return columns;
}

/** At most this many rows in one file (the header row is extra). */
export const IMPORT_MAX_ROWS = 50_000;
/** At most this many problems are listed; the count says how many there are in all. */
export const IMPORT_MAX_PROBLEMS = 1_000;
/**
 * A value beyond this column refuses the file as it is read (Excel 2003's width): far more than
 * any export of people or structure holds, where the template's columns are the only ones read.
 */
export const IMPORT_MAX_COLUMNS = 256;

/**
 * What a file does with a row that matches a record already there (an employee by email, a
 * structure element by name under the same parent): `create` reports it as a problem, `update`
 * writes the row's values over it.
 */
export const IMPORT_MODES = ['create', 'update'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
