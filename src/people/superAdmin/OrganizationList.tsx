import { useState } from 'react';
import { Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { DataTable, List, SearchInput, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../dataProvider';
import { useAppMutation } from '../../dataProvider/hooks';
import { DateText } from '../../i18n/format/DateText';
import { useFormat } from '../../i18n/format/useFormat';
import { ActionIcon } from '../ActionIcon';
import { TypedConfirmDialog } from '../personalData/TypedConfirmDialog';
import { RecordCards } from '../../ui/RecordCards';
import { useSmallScreen } from '../../ui/useSmallScreen';

/** Deletes one organisation with every row of it, once its name is typed again. */
function DeleteOrganization() {
  const { t } = useTranslation('people');
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const remove = useAppMutation((provider, name: string) => provider.deleteOrganization(Number(record?.id), name), {
    onSuccess: ({ message }) => {
      notify(message ?? t('organizations.deleted'), { type: 'success', autoHideDuration: 3000 });
      setOpen(false);
      refresh();
    },
    onError: (error) => notify(serverMessage(error) ?? t('common:errors.apiProblem'), { type: 'error' }),
  });
  if (!record) return null;
  const name = String(record.name);
  return (
    <>
      <ActionIcon
        label={t('organizations.delete')}
        icon={<DeleteForeverIcon />}
        color="error"
        onClick={() => setOpen(true)}
      />
      <TypedConfirmDialog
        open={open}
        title={t('organizations.deleteTitle', { name })}
        content={t('organizations.deleteContent', { name, count: Number(record.people) })}
        expected={name}
        prompt={t('organizations.deletePrompt')}
        confirmLabel={t('organizations.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(name)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The Super Admin's organisations: name, owner, head count, and the deletion of one. */
export function OrganizationList() {
  const { t } = useTranslation('people');
  const format = useFormat();
  const small = useSmallScreen();
  const none = <Typography sx={{ p: 2 }}>{t('organizations.none')}</Typography>;
  return (
    <List
      resource="organizations"
      exporter={false}
      disableAuthentication
      disableSyncWithLocation
      storeKey="superAdmin.organizations"
      title={false}
      actions={false}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t('organizations.search')} />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      {small ? (
        <RecordCards
          label={t('organizations.title')}
          primary={(record) => String(record.name ?? '')}
          secondary={(record) => String(record.ownerEmail ?? '')}
          details={[
            { label: t('organizations.people'), render: (record) => format.number(Number(record.people)) },
            {
              label: t('organizations.createdDate'),
              render: (record) => <DateText value={String(record.createdDate)} />,
            },
          ]}
          actions={<DeleteOrganization />}
          empty={none}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} empty={none}>
          <DataTable.Col source="name" label={t('organizations.name')} />
          <DataTable.Col source="ownerEmail" label={t('organizations.owner')} disableSort />
          <DataTable.Col
            source="people"
            label={t('organizations.people')}
            disableSort
            render={(record) => format.number(Number(record.people))}
          />
          <DataTable.Col
            source="createdDate"
            label={t('organizations.createdDate')}
            render={(record) => <DateText value={String(record.createdDate)} />}
          />
          <DataTable.Col label={t('admin:resourceScreens.actions')} disableSort>
            <DeleteOrganization />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
