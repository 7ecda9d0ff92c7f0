import type { TFunction } from 'i18next';
import { validateWith } from '../../app/schemaErrors';
import {
  EMPLOYEE_FIELDS,
  EMPLOYMENT_FIELDS,
  PASSWORD_FIELDS,
  PERSONAL_FIELDS,
  employeeValues,
  type EmployeeValues,
} from '../../dataProvider/employeeBody';
import { employeeCreateSchema, employeeUpdateSchema } from '@domain/employee';

export type { EmployeeValues };
export { PERSONAL_FIELDS, EMPLOYMENT_FIELDS };

export const FORM_ORDER: readonly string[] = [...PERSONAL_FIELDS, ...EMPLOYMENT_FIELDS];

const ID_FIELDS = new Set<string>(EMPLOYMENT_FIELDS);

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

/**
 * The form's validator: the shared rules the server applies, with their messages in the user's
 * language; `editedId` checks the person being edited (no passwords).
 */
export function employeeValidator(editedId: number | undefined, t: TFunction) {
  const schema = editedId === undefined ? createSchema : updateSchema;
  const toInput = editedId === undefined ? createInput : updateInput(editedId);
  return (values: Record<string, unknown>) => validateWith(schema, toInput(employeeValues(values)), t);
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
