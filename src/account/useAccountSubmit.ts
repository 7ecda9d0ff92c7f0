import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormAnswer } from '../http/client';
import type { FieldErrors } from '../http/envelope';

interface CheckedForm {
  validate(): boolean;
  showServerErrors(errors: FieldErrors): void;
}

/**
 * Submitting an account form: the shared rules first, the button disabled while sending, then
 * the server's answer (its message on success; its message and field errors on refusal), said
 * once, in the card: no toast repeats it.
 */
export function useAccountSubmit(form: CheckedForm, send: () => Promise<FormAnswer>) {
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
        setDone(answer.message ?? t('done'));
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
