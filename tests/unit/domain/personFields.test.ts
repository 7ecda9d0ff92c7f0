import { describe, expect, it } from 'vitest';
import { employeeCreateSchema } from '@domain/employee';
import { registerSchema } from '@domain/account';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

const person = {
  firstName: 'Laila',
  lastName: 'Omar',
  email: 'laila@example.com',
  phoneNumber: '0500000000',
  password: 'secret1',
  confirmPassword: 'secret1',
  country: 'Saudi Arabia',
  address: 'Olaya Street',
  joiningDate: '2025-01-15',
  employeeTypeId: 1,
  departmentId: 2,
  roleId: 3,
};

describe('shared person rules', () => {
  it('reports a password mismatch whatever else is wrong (a blank name, a bad date, a short password)', () => {
    const result = employeeCreateSchema.safeParse({
      ...person,
      firstName: '   ',
      joiningDate: '2025-02-30',
      password: '12345',
      confirmPassword: '1234',
    });
    expect(messages(result)).toEqual({
      firstName: 'validation.person.firstName',
      joiningDate: 'validation.person.invalidDate',
      password: 'validation.person.passwordShort',
      confirmPassword: 'validation.person.passwordMismatch',
    });
    expect(messages(registerSchema.safeParse({ ...person, companyName: ' ', confirmPassword: 'other1' }))).toEqual({
      companyName: 'validation.person.companyName',
      confirmPassword: 'validation.person.passwordMismatch',
    });
  });

  it('gives each field one message: empty is "fill", not also "invalid" or "too short"', () => {
    const result = employeeCreateSchema.safeParse({
      ...person,
      email: '  ',
      password: '   ',
      confirmPassword: '   ',
      joiningDate: ' ',
    });
    const issues = result.error?.issues ?? [];
    expect(issues.map((i) => `${String(i.path[0])}:${i.message}`)).toEqual([
      'email:validation.person.email',
      'password:validation.person.password',
      'joiningDate:validation.employee.joiningDate',
    ]);
    expect(messages(employeeCreateSchema.safeParse({ ...person, email: 'a@b' }))).toEqual({
      email: 'validation.person.emailInvalid',
    });
  });
});
