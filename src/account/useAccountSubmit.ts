import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormAnswer } from '../http/client';
import type { FieldErrors } from '../http/envelope';
import { useToast } from '../marketing/toast';

interface CheckedForm {
  validate(): boolean;
  showServerErrors(errors: FieldErrors): void;
}

/**
 * Submitting an account form: the shared rules first, the button disabled while sending, then
 * the server's answer (its message on success; its message and field errors on refusal).
 */
export function useAccountSubmit(form: CheckedForm, send: () => Promise<FormAnswer>) {
  const notify = useToast();
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
        notify(message, 'success');
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
