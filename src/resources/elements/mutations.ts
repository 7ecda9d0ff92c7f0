import { useMemo } from 'react';
import {
  useRedirect,
  useResourceContext,
  useTranslate,
  useUnselect,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { useFeedback } from './feedback';

/**
 * Side effects of react-admin mutations with the messages of spec §8. react-admin lets a call's own
 * callbacks replace its defaults, so these also redirect and unselect as the defaults would.
 */
export function useSaveOptions(kind: 'created' | 'updated', redirectTo: RedirectionSideEffect = 'list') {
  const feedback = useFeedback();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const translate = useTranslate();
  return useMemo(
    () => ({
      onSuccess: (record: RaRecord) => {
        feedback.saved(record, translate(`ra.notification.${kind}`, { smart_count: 1 }));
        if (redirectTo !== false) redirect(redirectTo, resource, record?.id, record);
      },
      onError: (error: unknown) => feedback.saveFailed(error),
    }),
    [feedback, kind, redirect, redirectTo, resource, translate],
  );
}

export function useDeleteOptions(redirectTo: RedirectionSideEffect = false) {
  const feedback = useFeedback();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const unselect = useUnselect(resource);
  const translate = useTranslate();
  return useMemo(
    () => ({
      onSuccess: (record: RaRecord) => {
        feedback.deleted(record, translate('ra.notification.deleted', { smart_count: 1 }));
        if (record?.id !== undefined) unselect([record.id], true);
        if (redirectTo !== false) redirect(redirectTo, resource);
      },
      onError: (error: unknown) => feedback.deleteFailed(error),
    }),
    [feedback, redirect, redirectTo, resource, translate, unselect],
  );
}

/** Opening one record failed: 'Error in API', then back to the list (or `after`, e.g. closing a dialog). */
export function useLoadOneOptions(after?: () => void) {
  const feedback = useFeedback();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return useMemo(
    () => ({
      onError: () => {
        feedback.loadFailed();
        if (after) after();
        else redirect('list', resource);
      },
    }),
    [after, feedback, redirect, resource],
  );
}
