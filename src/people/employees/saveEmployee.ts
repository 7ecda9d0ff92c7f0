import { useMemo } from 'react';
import { HttpError, useNotify, type RaRecord } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { gotNoAnswer, savedMessageOf, serverMessage } from '../../dataProvider';
import type { FieldErrors } from '../../http/envelope';

/**
 * Which screens the form and list belong to: `employees` the spec's /AddEmployee and
 * /employeesdetail, `users` the user list's /addusers and /allusers. Both read and write
 * /api/v1/employees; they differ in their titles, toasts and the list they go back to.
 */
export type EmployeeChannel = 'employees' | 'users';

export type EmployeeTarget = { kind: 'create'; channel: EmployeeChannel } | { kind: 'edit'; id: number };

/** What a save of the employee form learnt: the server's words and, on refusal, field errors. */
export type Outcome<T = unknown> =
  | { ok: true; message?: string; data: T }
  | { ok: false; message?: string; errors: FieldErrors; status: number; transport: boolean };

/** A refused or lost save, as the data provider's failure tells it. */
export function outcomeOf(error: unknown): Outcome {
  const transport = gotNoAnswer(error);
  return {
    ok: false,
    message: transport ? undefined : serverMessage(error),
    errors: ((error as HttpError).body as { errors?: FieldErrors } | undefined)?.errors ?? {},
    status: error instanceof HttpError ? error.status : 0,
    transport,
  };
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

/**
 * The mutation options of the employee form's Create or Edit: the toasts of spec §8, then back to
 * the previous view once saved. Field errors of a refusal reach the inputs through react-admin.
 */
export function useEmployeeSaveOptions(target: EmployeeTarget, onSaved: () => void) {
  const { t } = useTranslation('people');
  const notify = useNotify();
  return useMemo(() => {
    const say = (outcome: Outcome) => {
      const { text, key } = saveMessage(target, outcome);
      notify(text ?? t(key ?? 'form.saved'), {
        type: outcome.ok ? 'success' : 'error',
        autoHideDuration: !outcome.ok && outcome.transport ? 3000 : 2000,
      });
    };
    return {
      onSuccess: (record: RaRecord) => {
        say({ ok: true, message: savedMessageOf(record), data: record });
        onSaved();
      },
      onError: (error: unknown) => say(outcomeOf(error)),
    };
  }, [notify, onSaved, t, target]);
}
