import { employeeCreateSchema, employeeUpdateSchema } from '../../domain/employee';

/** Every value of the form, as typed or chosen (ids as text, '' for none). */
export const EMPLOYEE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'country',
  'address',
  'joiningDate',
  'employeeTypeId',
  'departmentId',
  'subDepartmentId',
  'designationId',
  'roleId',
  'teamId',
  // Kept in the form's state without an input of their own (spec §2).
  'dateOfBirth',
  'leavingDate',
  'isApprover',
] as const;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];
export type EmployeeValues = Record<EmployeeField, string>;

/** Fields in the order they appear: the first invalid one is focused. */
export const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'country',
  'address',
  'joiningDate',
] as const;
export const EMPLOYMENT_FIELDS = [
  'employeeTypeId',
  'departmentId',
  'subDepartmentId',
  'designationId',
  'roleId',
  'teamId',
] as const;
export const FORM_ORDER: readonly EmployeeField[] = [...PERSONAL_FIELDS, ...EMPLOYMENT_FIELDS];

const ID_FIELDS = new Set<EmployeeField>(EMPLOYMENT_FIELDS);
const PASSWORD_FIELDS = new Set<EmployeeField>(['password', 'confirmPassword']);

/** The form's starting state; IsApprover defaults to '1' (spec §9). */
export const emptyEmployee = (): EmployeeValues => ({
  ...(Object.fromEntries(EMPLOYEE_FIELDS.map((f) => [f, ''])) as EmployeeValues),
  isApprover: '1',
});

/** What the shared schema reads: numbers for choices, nothing for what is left empty. */
function schemaInput(values: EmployeeValues, withPasswords: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of EMPLOYEE_FIELDS) {
    if (!withPasswords && PASSWORD_FIELDS.has(field)) continue;
    const value = values[field];
    if (ID_FIELDS.has(field)) input[field] = value === '' ? undefined : Number(value);
    else if (value !== '' || PASSWORD_FIELDS.has(field)) input[field] = value;
  }
  return input;
}

export const createInput = (values: EmployeeValues) => schemaInput(values, true);
/** The edit form checks the same person without passwords, with its id. */
export const updateInput = (id: number) => (values: EmployeeValues) => ({ ...schemaInput(values, false), id });
export const createSchema = employeeCreateSchema;
export const updateSchema = employeeUpdateSchema;

const pascal = (field: string) => field[0].toUpperCase() + field.slice(1);

/** The multipart body of AddEmployee / UpdateEmployee / UserManagementAPI AddEdit, PascalCase as documented. */
export function employeeFormData(
  values: EmployeeValues,
  options: { image?: File | null; id?: number; version?: number },
): FormData {
  const data = new FormData();
  if (options.id) data.append('Id', String(options.id));
  if (options.version) data.append('Version', String(options.version));
  for (const field of EMPLOYEE_FIELDS) {
    if (options.id && PASSWORD_FIELDS.has(field)) continue;
    const value = field === 'email' ? values[field].trim() : values[field];
    if (value !== '') data.append(pascal(field), value);
  }
  if (options.image) data.append('ProfileImage', options.image);
  return data;
}

/** ViewEmployeeDetail as form values (the edit form). */
export function valuesOfDetail(detail: Record<string, unknown>): EmployeeValues {
  const values = emptyEmployee();
  for (const field of EMPLOYEE_FIELDS) {
    const value = detail[field];
    if (value === null || value === undefined) continue;
    values[field] = field.endsWith('Date') || field === 'dateOfBirth' ? String(value).slice(0, 10) : String(value);
  }
  return values;
}
