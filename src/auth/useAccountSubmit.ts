import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { AccountAnswer } from './accountApi';
import type { FieldErrors } from './formErrors';

interface CheckedForm {
  validate(): boolean;
  showServerErrors(errors: FieldErrors): void;
}

/**
 * Submitting an account form: the shared rules first, the button disabled while sending, then
 * the server's answer (its message on success; its message and field errors on refusal).
 */
export function useAccountSubmit(form: CheckedForm, send: () => Promise<AccountAnswer>) {
  const notify = useNotify();
  const { t } = useTranslation('account');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (sending || !form.validate()) return;
    setSending(true);
    try {
      const answer = await send();
      if (answer.ok) {
        const message = answer.message ?? t('done');
        notify(message, { type: 'success', autoHideDuration: 2000 });
        setDone(message);
        return;
      }
      form.showServerErrors(answer.errors);
      setFailure(answer.transport ? t('common:errors.apiProblem') : (answer.message ?? t('failed')));
    } finally {
      setSending(false);
    }
  };

  return { sending, done, failure, submit };
}
