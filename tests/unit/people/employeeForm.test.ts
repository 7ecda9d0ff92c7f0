import { beforeAll, describe, expect, it } from 'vitest';
import { createInstance, type TFunction } from 'i18next';
import serverEn from '../../../public/locales/en/server.json';
import serverAr from '../../../public/locales/ar/server.json';
import { validateWith } from '../../../src/app/schemaErrors';
import {
  FORM_ORDER,
  createInput,
  createSchema,
  emptyEmployee,
  updateInput,
  updateSchema,
  valuesOfDetail,
  type EmployeeValues,
} from '../../../src/people/employees/employeeForm';
import { employeeJson } from '../../../src/dataProvider/employeeBody';

const SPEC_MESSAGES = {
  firstName: 'Please fill the First Name field',
  lastName: 'Please fill the Last Name field',
  email: 'Please fill the Email field',
  phoneNumber: 'Please fill the Phone Number field',
  password: 'Please fill the Password field',
  country: 'Please fill the Country field',
  address: 'Please fill the Address field',
  employeeTypeId: 'Please select Employee Type',
  departmentId: 'Please select Department',
  roleId: 'Please select Role',
  joiningDate: 'Please select Joining Date',
};

let en: TFunction;
let ar: TFunction;

beforeAll(async () => {
  const make = async (lng: string) => {
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: { en: { server: serverEn }, ar: { server: serverAr } },
      interpolation: { escapeValue: false },
    });
    return i18n.t;
  };
  en = await make('en');
  ar = await make('ar');
});

const valid = (): EmployeeValues => ({
  ...emptyEmployee(),
  firstName: 'Laila',
  lastName: 'Omar',
  email: 'laila@example.com',
  phoneNumber: '0500000000',
  password: 'secret1',
  confirmPassword: 'secret1',
  country: 'Saudi Arabia',
  address: 'Olaya Street',
  joiningDate: '2025-01-15',
  employeeTypeId: '1',
  departmentId: '2',
  roleId: '3',
});

describe('Add Employee form state', () => {
  it('an empty form fails with exactly the messages of spec §5, in English and Arabic', () => {
    const errors = validateWith(createSchema, createInput(emptyEmployee()), en);
    expect(errors).toEqual(SPEC_MESSAGES);
    const arabic = validateWith(createSchema, createInput(emptyEmployee()), ar);
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(SPEC_MESSAGES).sort());
    expect(arabic.firstName).toBe(serverAr.validation.person.firstName);
    expect(arabic.roleId).toBe(serverAr.validation.employee.role);
  });

  it('checks text after trimming, then the password length, the match and the email shape', () => {
    const values = { ...valid(), firstName: '   ', password: '12345', confirmPassword: '12344', email: 'a@b' };
    expect(validateWith(createSchema, createInput(values), en)).toEqual({
      firstName: 'Please fill the First Name field',
      email: 'Email is invalid',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validateWith(createSchema, createInput(valid()), en)).toEqual({});
  });

  it('leaves sub-department, team and job title optional and keeps IsApprover at 1', () => {
    expect(emptyEmployee().isApprover).toBe('1');
    expect(
      validateWith(createSchema, createInput({ ...valid(), subDepartmentId: '', teamId: '', designationId: '' }), en),
    ).toEqual({});
  });

  it('orders the fields as they appear, FirstName first', () => {
    expect(FORM_ORDER[0]).toBe('firstName');
    expect(FORM_ORDER.indexOf('joiningDate')).toBeLessThan(FORM_ORDER.indexOf('employeeTypeId'));
  });

  it('edits through /api/v1 in JSON without passwords, the choices as numbers, from the detail the server answers', () => {
    const values = valuesOfDetail({
      ...valid(),
      employeeTypeId: 1,
      departmentId: 2,
      roleId: 3,
      teamId: null,
      joiningDate: '2025-01-15',
      password: 'x',
    });
    expect(values.employeeTypeId).toBe('1');
    expect(values.teamId).toBe('');
    const body = employeeJson(values, true);
    expect(body).toMatchObject({ firstName: 'Laila', employeeTypeId: 1, departmentId: 2, roleId: 3 });
    expect(Object.keys(body)).not.toContain('password');
    expect(Object.keys(body)).not.toContain('confirmPassword');
    expect(Object.keys(body)).not.toContain('teamId');
    expect(validateWith(updateSchema, updateInput(7)({ ...values, password: '', confirmPassword: '' }), en)).toEqual(
      {},
    );
  });
});
