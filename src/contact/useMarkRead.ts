import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@domain/contact';
import { CONTACT_INBOX } from '@domain/access';
import { useAppMutation, useQueryRefresh } from '../dataProvider/hooks';

/** Shows a refused call: the server's words, else that the messages could not be loaded. */
export function useMessageFailure() {
  const notify = useNotify();
  const { t } = useTranslation('contact');
  return (error: unknown) => {
    const text = error instanceof Error && error.message ? error.message : t('loadFailed');
    notify(text, { type: 'error', autoHideDuration: 3000, messageArgs: { _: text } });
  };
}

/**
 * Marks a message read (quietly: the list shows it), then reloads the list: a message's one
 * update at /api/v1/contactMessages/<id>, whatever its body holds.
 */
export function useMarkRead() {
  const refresh = useQueryRefresh();
  const failed = useMessageFailure();
  const { mutate } = useAppMutation(
    (provider, message: ContactMessage) =>
      provider.update<ContactMessage>(CONTACT_INBOX, { id: message.id, data: {}, previousData: message }),
    {
      onSuccess: () => void refresh([CONTACT_INBOX]),
      onError: failed,
    },
  );
  return mutate;
}
