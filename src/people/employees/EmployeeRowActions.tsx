import { useCanAccess, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '../personName';
import { serverMessage } from '../../dataProvider';
import { useAppDataProvider } from '../../dataProvider/hooks';
import { ActionIcon } from '../ActionIcon';
import { ConfirmButton } from '../ConfirmButton';

/** View, edit, deactivate (or activate again) and delete one employee, as the role allows. */
export function EmployeeRowActions() {
  const record = useRecordContext();
  const { t } = useTranslation('people');
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useAppDataProvider();
  const [remove] = useDelete();
  const personName = usePersonName();
  const { canAccess: canEdit } = useCanAccess({ resource: 'addEmployee', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'addEmployee', action: 'delete' });
  if (!record) return null;
  const id = Number(record.id);
  const name = personName(record.firstName, record.lastName);
  const active = record.status !== 'inactive';

  const toggle = async () => {
    try {
      const { message } = await (active ? provider.deactivateAccounts([id]) : provider.approveAccounts([id]));
      notify(message ?? t(active ? 'list.deactivated' : 'list.activated'), { type: 'success', autoHideDuration: 2000 });
    } catch (error) {
      notify(serverMessage(error) ?? t('common:errors.apiProblem'), { type: 'error', autoHideDuration: 2000 });
    }
    refresh();
  };

  // A refused delete tells why (the server's message), else the spec's generic words.
  const destroy = () =>
    remove('employees', { id, previousData: record }, { returnPromise: true }).then(
      () => notify(t('list.deleted'), { type: 'success', autoHideDuration: 2000 }),
      (error: unknown) =>
        notify((error as Error)?.message || t('common:errors.deleteFailed'), { type: 'error', autoHideDuration: 2000 }),
    );

  return (
    <span style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      <ActionIcon label={t('list.view')} icon={<VisibilityIcon />} to={`/UserDetail?userId=${id}`} />
      {canEdit ? <ActionIcon label={t('list.edit')} icon={<EditIcon />} to={`/editEmployee?userId=${id}`} /> : null}
      {canEdit ? (
        <ConfirmButton
          label={t(active ? 'list.deactivate' : 'list.activate')}
          icon={active ? <BlockIcon /> : <CheckCircleIcon />}
          color={active ? 'warning' : 'success'}
          title={t(active ? 'list.deactivateTitle' : 'list.activateTitle', { name })}
          content={t(active ? 'list.deactivateContent' : 'list.activateContent', { name })}
          onConfirm={toggle}
          compact
        />
      ) : null}
      {canDelete ? (
        <ConfirmButton
          label={t('list.delete')}
          icon={<DeleteIcon />}
          color="error"
          title={t('list.deleteTitle', { name })}
          content={t('list.deleteContent', { name })}
          onConfirm={destroy}
          compact
        />
      ) : null}
    </span>
  );
}
