import { Box, Chip, Tooltip, Typography } from '@mui/material';
import {
  Button,
  DataTable,
  List,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useDelete,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { ActionIcon } from '../ActionIcon';
import { ConfirmButton } from '../ConfirmButton';
import { grantsOfList, summaryOf, type PermissionList } from './matrix';
import { RecordCards } from '../../ui/RecordCards';
import { useSmallScreen } from '../../ui/useSmallScreen';
import { useFormat } from '../../i18n/format/useFormat';

/** Each granted permission as a chip: its name, and which actions unless it has all four. */
function PermissionSummary({ record }: { record: Record<string, unknown> }) {
  const { t } = useTranslation('people');
  const summary = summaryOf(grantsOfList(record.userPermissions as PermissionList));
  if (!summary.length) return <>{t('roles.none')}</>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 560 }}>
      {summary.map(({ permission, actions, all }) => {
        const names = actions.map((a) => t(`actions.${a}`)).join(t('roles.separator'));
        return (
          <Tooltip key={permission} title={names}>
            <Chip
              size="small"
              variant={all ? 'filled' : 'outlined'}
              label={all ? t(`permissions.${permission}`) : `${t(`permissions.${permission}`)}: ${names}`}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}

function RowActions() {
  const record = useRecordContext();
  const { t } = useTranslation('people');
  const notify = useNotify();
  const [remove] = useDelete();
  const { canAccess: canEdit } = useCanAccess({ resource: 'roles', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'roles', action: 'delete' });
  if (!record) return null;
  const name = String(record.employeeRoleName ?? record.name ?? '');
  // While people hold the role the server refuses and says how many: that message is shown.
  const destroy = () =>
    remove('roles', { id: record.id, previousData: record }, { returnPromise: true }).then(
      () => notify(t('roles.deleted'), { type: 'success', autoHideDuration: 2000 }),
      (error: unknown) =>
        notify((error as Error)?.message || t('common:errors.deleteFailed'), { type: 'error', autoHideDuration: 3000 }),
    );
  return (
    <span style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      {canEdit ? <ActionIcon label={t('list.edit')} icon={<EditIcon />} to={`/editrole?roleId=${record.id}`} /> : null}
      {canDelete ? (
        <ConfirmButton
          label={t('list.delete')}
          icon={<DeleteIcon />}
          color="error"
          title={t('roles.deleteTitle', { name })}
          content={t('roles.deleteContent', { name })}
          onConfirm={destroy}
          compact
        />
      ) : null}
    </span>
  );
}

function Actions() {
  const { t } = useTranslation('people');
  const { canAccess: canAdd } = useCanAccess({ resource: 'roles', action: 'create' });
  return (
    <TopToolbar>
      {canAdd ? (
        <Button label={t('roles.add')} component={Link} to="/addrole">
          <AddIcon />
        </Button>
      ) : null}
    </TopToolbar>
  );
}

/** /rolesdetails and /rolelist: roles with what they allow and how many people hold them. */
export function RoleList() {
  const { t } = useTranslation('people');
  const small = useSmallScreen();
  const format = useFormat();
  const none = <Typography sx={{ p: 2 }}>{t('roles.noRoles')}</Typography>;
  return (
    <List
      resource="roles"
      exporter={false}
      title={t('roles.title')}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t('roles.search')} />]}
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      {small ? (
        <RecordCards
          label={t('roles.title')}
          primary={(record) => String(record.name ?? '')}
          secondary={(record) => (record.description ? String(record.description) : null)}
          details={[
            { label: t('roles.permissions'), render: (record) => <PermissionSummary record={record} /> },
            { label: t('roles.holders'), render: (record) => format.figure('count', Number(record.userCount ?? 0)) },
          ]}
          actions={<RowActions />}
          empty={none}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} empty={none}>
          <DataTable.Col source="name" label={t('server:fields.name')} />
          <DataTable.Col source="description" label={t('server:fields.description')} />
          <DataTable.Col
            label={t('roles.permissions')}
            disableSort
            render={(record) => <PermissionSummary record={record} />}
          />
          <DataTable.Col
            source="userCount"
            label={t('roles.holders')}
            disableSort
            render={(record) => format.figure('count', Number(record.userCount ?? 0))}
          />
          <DataTable.Col label={t('admin:resourceScreens.actions')} disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
