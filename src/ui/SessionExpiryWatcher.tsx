import { useEffect } from 'react';
import { useRedirect } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { onSessionExpired } from '../authProvider/httpClient';
import { leaveNotice } from '../authProvider/handoverNotice';

/** Spec §4: when the session cannot be renewed, go to the sign-in page, which says so. */
export function SessionExpiryWatcher() {
  const redirect = useRedirect();
  const { t } = useTranslation('common');
  useEffect(
    () =>
      onSessionExpired(() => {
        leaveNotice(t('auth.sessionExpired'), 'error');
        redirect('/signin');
      }),
    [redirect, t],
  );
  return null;
}
