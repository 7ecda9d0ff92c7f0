/** The form's fields in the order they appear: the first invalid one is focused. */
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

/** Every value of the employee form, as typed or chosen (ids as text, '' for none). */
export const EMPLOYEE_FIELDS = [
  ...PERSONAL_FIELDS,
  ...EMPLOYMENT_FIELDS,
  // Kept in the form's state without an input of their own (spec §2).
  'dateOfBirth',
  'leavingDate',
  'isApprover',
] as const;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];
export type EmployeeValues = Record<EmployeeField, string>;

export const PASSWORD_FIELDS: ReadonlySet<EmployeeField> = new Set<EmployeeField>(['password', 'confirmPassword']);

/** The form's values as text: react-admin's inputs hold null (or a number) where the form means '' (or its text). */
export function employeeValues(data: Record<string, unknown>): EmployeeValues {
  const values = {} as EmployeeValues;
  for (const field of EMPLOYEE_FIELDS) {
    const value = data[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

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
