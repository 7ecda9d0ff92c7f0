import { Chip, Typography } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { DataTable, DeleteWithConfirmButton, List, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../i18n/format/DateText';
import { useFormat } from '../../i18n/format/useFormat';

/** Clears one lock after a confirmation naming whom and where it frees. */
function ClearLock() {
  const { t } = useTranslation('people');
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const who = record.email ? String(record.email) : t('signInLocks.unknownAccount');
  return (
    <DeleteWithConfirmButton
      label={t('signInLocks.clear')}
      icon={<LockOpenIcon />}
      color="primary"
      confirmTitle={t('signInLocks.clearTitle')}
      confirmContent={t(`signInLocks.clearContent.${String(record.kind)}`, {
        account: who,
        address: String(record.address ?? ''),
      })}
      confirmColor="primary"
      mutationMode="pessimistic"
      redirect={false}
      // Its own words: react-admin's would say a record was deleted.
      mutationOptions={{
        onSuccess: () => {
          notify(t('signInLocks.cleared'), { type: 'success', autoHideDuration: 3000 });
          refresh();
        },
      }}
    />
  );
}

/** The Super Admin's sign-in locks: an account from one address, an address, or an account slowed down everywhere. */
export function SignInLockList() {
  const { t } = useTranslation('people');
  const format = useFormat();
  return (
    <List
      resource="signInLocks"
      exporter={false}
      disableAuthentication
      disableSyncWithLocation
      storeKey="superAdmin.signInLocks"
      title={false}
      actions={false}
      pagination={false}
      empty={false}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        empty={<Typography sx={{ p: 2 }}>{t('signInLocks.none')}</Typography>}
      >
        <DataTable.Col
          source="email"
          label={t('signInLocks.account')}
          disableSort
          render={(record) => (record.email ? String(record.email) : t('signInLocks.unknownAccount'))}
        />
        <DataTable.Col
          source="kind"
          label={t('signInLocks.kind')}
          disableSort
          render={(record) => <Chip size="small" label={t(`signInLocks.kinds.${String(record.kind)}`)} />}
        />
        <DataTable.Col
          source="address"
          label={t('signInLocks.address')}
          disableSort
          render={(record) => (record.address ? String(record.address) : t('signInLocks.everywhere'))}
        />
        <DataTable.Col
          source="failures"
          label={t('signInLocks.failures')}
          disableSort
          render={(record) => format.number(Number(record.failures))}
        />
        <DataTable.Col
          source="until"
          label={t('signInLocks.until')}
          disableSort
          render={(record) => <DateText value={String(record.until)} withTime />}
        />
        <DataTable.Col label={false} disableSort>
          <ClearLock />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
