import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { savedMessageOf, gotNoAnswer, serverMessage } from '../../dataProvider';

/** Spec §9: most toasts stay 2000 ms. */
export const TOAST_MS = 2000;

/**
 * The messages of spec §8, in one place for every screen that adds, edits, deletes or opens a
 * record: the server's alertMessage when it answered, the spec's fixed texts when it did not.
 */
export function useFeedback() {
  const notify = useNotify();
  const { t } = useTranslation('common');
  return useMemo(() => {
    const success = (text: string) =>
      notify(text, { type: 'success', autoHideDuration: TOAST_MS, messageArgs: { _: text } });
    const failure = (text: string) =>
      notify(text, { type: 'error', autoHideDuration: TOAST_MS, messageArgs: { _: text } });
    return {
      /** Added or updated: the server's words, else `fallback` (already translated). */
      saved: (record: unknown, fallback: string) => success(savedMessageOf(record) ?? fallback),
      /** Add or edit refused: the server's words; no answer at all is an API problem. */
      saveFailed: (error: unknown) => failure((!gotNoAnswer(error) && serverMessage(error)) || t('errors.apiProblem')),
      deleted: (record: unknown, fallback: string) => success(savedMessageOf(record) ?? fallback),
      /** Delete refused: the server's reason (409: what still depends on it), else the spec's text. */
      deleteFailed: (error: unknown) => failure(serverMessage(error) ?? t('errors.deleteFailed')),
      /** Opening one record failed. */
      loadFailed: () => failure(t('errors.loadOne')),
    };
  }, [notify, t]);
}
