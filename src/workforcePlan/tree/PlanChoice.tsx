import { useState } from 'react';
import { FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useAppMutation, useQueryRefresh } from '../../dataProvider/hooks';
import type { PlanElementDetail } from '@domain/workforcePlan/types';
import { useErrorNotice, useSuccessNotice } from '../../ui/useErrorNotice';
import { useFormat } from '../../i18n/format/useFormat';
import { WORKFORCE_RESOURCE } from '../paths';
import { workbookOption } from '../workbookOption';
import { PlanHistoryList } from './PlanHistoryList';
import { PromoteDialog } from './PromoteDialog';

const DEFAULT = 'default';

/**
 * The element's plan of record and, for a role with Edit, the promotion of another of its workbooks
 * (a draft until then) for a plan year with a note, or back to the default rule (the latest
 * original); then the plans it has had on record, which can be restored.
 */
export function PlanChoice({ detail }: { detail: PlanElementDetail }) {
  const { t } = useTranslation('workforce');
  const format = useFormat();
  const refresh = useQueryRefresh();
  const succeeded = useSuccessNotice();
  const failed = useErrorNotice();
  const { canAccess: canEdit } = useCanAccess({ resource: WORKFORCE_RESOURCE, action: 'edit' });
  const { node, plan, workbooks } = detail;
  // With the version the panel opened on: a choice someone changed since is refused, not overwritten.
  const [promoting, setPromoting] = useState<{ fileId: number; fileName: string } | null>(null);
  const choose = useAppMutation(
    (provider, promotion: { fileId: number | null; planYear?: number; note?: string | null }) =>
      provider.choosePlan(node.kind, node.id, promotion.fileId, detail.version, promotion),
    {
      onSuccess: async (answer) => {
        setPromoting(null);
        succeeded(answer.alertMessage ?? t('plan.saved'));
        await refresh(['workforcePlan']);
      },
      onError: failed,
    },
  );
  if (workbooks.length === 0)
    return (
      <Typography color="text.secondary" data-testid="plan-none">
        {t('plan.noWorkbooks')}
      </Typography>
    );
  const value = plan?.source === 'chosen' ? String(plan.fileId) : DEFAULT;
  return (
    <Stack spacing={1}>
      <FormControl fullWidth size="small" disabled={!canEdit || choose.isPending}>
        <InputLabel id="plan-of-record-label">{t('plan.label')}</InputLabel>
        <Select
          labelId="plan-of-record-label"
          label={t('plan.label')}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            if (next === value) return;
            if (next === DEFAULT) choose.mutate({ fileId: null });
            else setPromoting(workbooks.find((book) => String(book.fileId) === next) ?? null);
          }}
          data-testid="plan-of-record"
        >
          <MenuItem value={DEFAULT} data-testid="plan-option-default">
            {plan?.source === 'default' ? t('plan.defaultIs', { name: plan.fileName }) : t('plan.default')}
          </MenuItem>
          {workbooks.map((book) => (
            <MenuItem key={book.fileId} value={String(book.fileId)} data-file-name={book.fileName}>
              {workbookOption(t, format, book)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {plan && (
        <Typography variant="body2" color="text.secondary" data-testid="plan-current">
          {t(plan.source === 'chosen' ? 'plan.chosenSummary' : 'plan.defaultSummary', {
            name: plan.fileName,
            fte: format.figure('hours', plan.fte),
            year: plan.planYear === null ? '' : format.plain(plan.planYear),
          })}
          {plan.note && ` ${t('plan.noteSummary', { note: plan.note })}`}
        </Typography>
      )}
      {canEdit && workbooks.length > 1 && (
        <Typography variant="caption" color="text.secondary">
          {t('plan.draftHint')}
        </Typography>
      )}
      {!canEdit && (
        <Typography variant="caption" color="text.secondary">
          {t('plan.readOnly')}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h4">
        {t('plan.history')}
      </Typography>
      <PlanHistoryList detail={detail} canEdit={!!canEdit} />
      <PromoteDialog
        key={promoting?.fileId ?? 'closed'}
        workbook={promoting}
        element={node.name}
        saving={choose.isPending}
        onPromote={(promotion) => choose.mutate(promotion)}
        onClose={() => setPromoting(null)}
      />
    </Stack>
  );
}
