import { useListContext, useNotify, useRecordContext, useRefresh } from 'react-admin';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../dataProvider';
import { useAppDataProvider } from '../../dataProvider/hooks';
import { ConfirmButton } from '../ConfirmButton';

export type AccountChange = 'approve' | 'deactivate';

function useChange(change: AccountChange) {
  const { t } = useTranslation('people');
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useAppDataProvider();
  return async (ids: number[]) => {
    let done = true;
    try {
      const { message } = await (change === 'approve'
        ? provider.approveAccounts(ids)
        : provider.deactivateAccounts(ids));
      notify(message ?? t(`accounts.${change}d`, { count: ids.length }), { type: 'success', autoHideDuration: 2000 });
    } catch (error) {
      done = false;
      const fallback = t('common:errors.apiProblem', { count: ids.length });
      notify(serverMessage(error) ?? fallback, { type: 'error', autoHideDuration: 2000 });
    }
    refresh();
    return done;
  };
}

const ICONS = { approve: <CheckCircleIcon />, deactivate: <BlockIcon /> };
const COLORS = { approve: 'success', deactivate: 'warning' } as const;

/** Approve or deactivate every selected account, once confirmed. */
export function BulkAccountAction({ change }: { change: AccountChange }) {
  const { t } = useTranslation('people');
  const { selectedIds, onUnselectItems } = useListContext();
  const run = useChange(change);
  const count = selectedIds.length;
  return (
    <ConfirmButton
      label={t(`accounts.${change}Selected`, { count })}
      icon={ICONS[change]}
      color={COLORS[change]}
      title={t(`accounts.${change}Title`, { count })}
      content={t(`accounts.${change}Content`, { count })}
      onConfirm={async () => {
        if (await run(selectedIds.map(Number))) onUnselectItems();
      }}
    />
  );
}

/** Approve or deactivate one account, once confirmed. */
export function RowAccountAction({ change }: { change: AccountChange }) {
  const { t } = useTranslation('people');
  const record = useRecordContext();
  const run = useChange(change);
  if (!record) return null;
  const name = `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim() || String(record.email);
  return (
    <ConfirmButton
      label={t(`accounts.${change}`)}
      icon={ICONS[change]}
      color={COLORS[change]}
      title={t(`accounts.${change}OneTitle`, { name })}
      content={t(`accounts.${change}OneContent`, { name, company: record.companyName ?? '' })}
      onConfirm={() => run([Number(record.id)])}
      compact
    />
  );
}
