import { describe, expect, it } from 'vitest';
import { saveMessage, type EmployeeTarget, type Outcome } from '../../../src/people/employees/saveEmployee';

const addEmployee: EmployeeTarget = { kind: 'create', channel: 'employees' };
const addUser: EmployeeTarget = { kind: 'create', channel: 'users' };
const edit: EmployeeTarget = { kind: 'edit', id: 4 };

const saved: Outcome = { ok: true, message: 'Employee added successfully.', data: {} };
const refused: Outcome = {
  ok: false,
  message: 'An account with this email already exists.',
  errors: { email: 'An account with this email already exists.' },
  status: 409,
  transport: false,
};
const lost: Outcome = { ok: false, errors: {}, status: 0, transport: true };

describe('the toast after saving an employee (spec §4, §8)', () => {
  it('Add Employee shows the server words on success and refusal, its own words when the request never arrived', () => {
    expect(saveMessage(addEmployee, saved).text).toBe('Employee added successfully.');
    expect(saveMessage(addEmployee, refused).text).toBe('An account with this email already exists.');
    expect(saveMessage(addEmployee, lost)).toEqual({ key: 'people:form.createFailed' });
  });

  it('adding a user from the user list has the spec words for both outcomes', () => {
    expect(saveMessage(addUser, saved)).toEqual({ key: 'people:users.created' });
    expect(saveMessage(addUser, refused)).toEqual({ key: 'people:users.createFailed' });
    expect(saveMessage(addUser, lost)).toEqual({ key: 'people:users.createFailed' });
  });

  it('an edit that never arrived is an API problem', () => {
    expect(saveMessage(edit, lost)).toEqual({ key: 'common:errors.apiProblem' });
    expect(saveMessage(edit, refused).text).toBe(refused.message);
  });
});
