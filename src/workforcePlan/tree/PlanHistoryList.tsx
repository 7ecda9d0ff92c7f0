import { Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PlanElementDetail } from '@domain/workforcePlan/types';
import { useAppMutation, useAppQuery, useQueryRefresh } from '../../dataProvider/hooks';
import { useErrorNotice, useSuccessNotice } from '../../ui/useErrorNotice';
import { useFormat } from '../../i18n/format/useFormat';

/** The plans the element has had on record, newest first; a role with Edit restores an earlier one. */
export function PlanHistoryList({ detail, canEdit }: { detail: PlanElementDetail; canEdit: boolean }) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const refresh = useQueryRefresh();
  const succeeded = useSuccessNotice();
  const failed = useErrorNotice();
  const { kind, id, key } = detail.node;
  const history = useAppQuery(['workforcePlan', 'history', key], (provider) => provider.planHistory(kind, id));
  // With the version the panel opened on: a choice someone changed since is refused, not overwritten.
  const restore = useAppMutation(
    (provider, historyId: number) => provider.restorePlan(kind, id, historyId, detail.version),
    {
      onSuccess: async (answer) => {
        succeeded(answer.alertMessage ?? t('plan.saved'));
        await refresh(['workforcePlan']);
      },
      onError: failed,
    },
  );
  const entries = history.data ?? [];
  if (history.isSuccess && entries.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('plan.noHistory')}
      </Typography>
    );
  return (
    <List dense aria-label={t('plan.history')} data-testid="plan-history">
      {entries.map((entry) => {
        const year = entry.planYear === null ? '—' : format.plain(entry.planYear);
        const name = entry.fileId === null ? t('plan.historyDeleted', { name: entry.fileName }) : entry.fileName;
        return (
          <ListItem
            key={entry.id}
            disableGutters
            data-file-name={entry.fileName}
            secondaryAction={
              entry.current ? (
                <Chip size="small" color="primary" label={t('plan.current')} />
              ) : (
                canEdit &&
                entry.restorable && (
                  <Button
                    size="small"
                    disabled={restore.isPending}
                    onClick={() => restore.mutate(entry.id)}
                    aria-label={t('plan.restoreLabel', { name: entry.fileName })}
                  >
                    {t('plan.restore')}
                  </Button>
                )
              )
            }
          >
            <ListItemText
              primary={t('plan.historyEntry', { name, year })}
              secondary={[
                t('plan.historyBy', { by: entry.promotedBy ?? '—', date: format.dateTime(entry.promotedAt) }),
                entry.note && t('plan.noteSummary', { note: entry.note }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
