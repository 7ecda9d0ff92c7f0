import { PEOPLE_PATHS as P, mutate, type Outcome } from '../api';
import { employeeFormData, type EmployeeValues } from './employeeForm';

/**
 * Who the form creates through: `employees` is the spec's AddEmployee (/AddEmployee);
 * `users` is the older UserManagementAPI AddEdit behind the user list (/addusers).
 */
export type EmployeeChannel = 'employees' | 'users';

/** An edit names the version of the person it was opened on: a save over a newer one is refused (409). */
export type EmployeeTarget =
  { kind: 'create'; channel: EmployeeChannel } | { kind: 'edit'; id: number; version?: number };

/** Sends the form to the endpoint of its target, multipart as documented. */
export function saveEmployee(target: EmployeeTarget, values: EmployeeValues, image: File | null): Promise<Outcome> {
  if (target.kind === 'edit')
    return mutate(
      P.employees.update,
      'PATCH',
      employeeFormData(values, { image, id: target.id, version: target.version }),
    );
  const path = target.channel === 'users' ? P.users.save : P.employees.add;
  return mutate(path, 'POST', employeeFormData(values, { image }));
}

/** The toast after saving, per target and outcome (spec §8), as a translation key or the server's words. */
export function saveMessage(target: EmployeeTarget, outcome: Outcome): { text?: string; key?: string } {
  if (target.kind === 'create' && target.channel === 'users')
    return { key: outcome.ok ? 'people:users.created' : 'people:users.createFailed' };
  if (outcome.ok) return { text: outcome.message, key: 'people:form.saved' };
  if (outcome.transport || !outcome.message)
    return { key: target.kind === 'create' ? 'people:form.createFailed' : 'common:errors.apiProblem' };
  return { text: outcome.message };
}
