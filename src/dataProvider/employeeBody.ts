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

/** The fields a save sends, as typed: none left empty, passwords on create alone, the email trimmed. */
function sentFields(values: EmployeeValues, updating: boolean): Array<[EmployeeField, string]> {
  return EMPLOYEE_FIELDS.filter((field) => !(updating && PASSWORD_FIELDS.has(field)))
    .map((field): [EmployeeField, string] => [field, field === 'email' ? values[field].trim() : values[field]])
    .filter(([, value]) => value !== '');
}

const CHOSEN_IDS: ReadonlySet<EmployeeField> = new Set<EmployeeField>(EMPLOYMENT_FIELDS);

/** The JSON body of /api/v1/employees: the same fields, camelCase, the choices as numbers. */
export function employeeJson(values: EmployeeValues, updating: boolean): Record<string, string | number> {
  return Object.fromEntries(
    sentFields(values, updating).map(([field, value]) => [field, CHOSEN_IDS.has(field) ? Number(value) : value]),
  );
}

/** A chosen image as /api/v1 takes it in JSON: a data URL (what react-admin's ImageInput reads a file into). */
export const dataUrlOf = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
