import { useEffect } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { onSessionExpired } from '../authProvider/httpClient';

/** Spec §4: when the session cannot be renewed, say so and go to the sign-in page. */
export function SessionExpiryWatcher() {
  const notify = useNotify();
  const redirect = useRedirect();
  const { t } = useTranslation('common');
  useEffect(
    () =>
      onSessionExpired(() => {
        notify(t('auth.sessionExpired'), { type: 'error', autoHideDuration: 3000 });
        redirect('/signin');
      }),
    [notify, redirect, t],
  );
  return null;
}

