import { useCallback, useState } from 'react';
import { useAddUndoableMutation, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { savedMessageOf } from '../../dataProvider';
import { useAppMutation, useQueryRefresh } from '../../dataProvider/hooks';
import { useErrorNotice, useSuccessNotice } from '../../ui/useErrorNotice';
import type { CostingRecord } from '@domain/estimation/answers';

/**
 * A cost's delete as react-admin's undoable mode does it: the cost leaves the table at once, a
 * notice offers Undo, and the server is asked only when the notice closes. Undo asks nothing.
 */
export function useUndoableCostDelete() {
  const { t } = useTranslation('estimation');
  const notify = useNotify();
  const addUndoableMutation = useAddUndoableMutation();
  const refresh = useQueryRefresh();
  const failed = useErrorNotice();
  const succeeded = useSuccessNotice();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const show = useCallback(
    (id: number) =>
      setHidden((before) => {
        const after = new Set(before);
        after.delete(id);
        return after;
      }),
    [],
  );
  // If-Match carries the version the table showed: a cost saved since is refused (409), not deleted unseen.
  const remove = useAppMutation(
    (provider, cost: CostingRecord) => provider.delete<CostingRecord>('costs', { id: cost.id, previousData: cost }),
    {
      onSuccess: async ({ data }) => {
        const said = savedMessageOf(data);
        if (said) succeeded(said);
        await refresh(['costing']);
        await refresh(['estimation', 'report']);
      },
      onError: (error) => failed(error),
    },
  );
  const start = (cost: CostingRecord) => {
    setHidden((before) => new Set(before).add(cost.id));
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) show(cost.id);
      else remove.mutate(cost, { onSettled: () => show(cost.id) });
    });
    notify(t('costing.removed', { designation: cost.designationName }), { type: 'info', undoable: true });
  };
  return { hidden, start };
}
