import { useCallback } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** The server's alertMessage of a failed call (already in the user's language), else a general one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const body = error.body as { alertMessage?: unknown } | undefined;
    if (typeof body?.alertMessage === 'string' && body.alertMessage) return body.alertMessage;
    if (error.status > 0 && error.message) return error.message;
  }
  return fallback;
}

/** Shows a failed call as an error toast (3000 ms: errors stay a little longer, spec §9). */
export function useErrorNotice() {
  const notify = useNotify();
  const { t } = useTranslation('estimation');
  return useCallback(
    (error: unknown) => notify(errorMessage(error, t('apiProblem')), { type: 'error', autoHideDuration: 3000 }),
    [notify, t],
  );
}

/** Shows the server's success message (2000 ms, spec §9). */
export function useSuccessNotice() {
  const notify = useNotify();
  return useCallback((message: string) => notify(message, { type: 'success', autoHideDuration: 2000 }), [notify]);
}
