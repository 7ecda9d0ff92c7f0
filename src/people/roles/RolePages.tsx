import { useMemo } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { Authenticated, CanAccess, Create, Edit, useEditContext, useNotify, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { savedMessageOf, serverMessage } from '../../dataProvider';
import { AccessDeniedNotice } from '../../ui/AccessDeniedNotice';
import { useGoBack } from '../useGoBack';
import { grantsOfList, type PermissionList } from './matrix';
import { RoleForm, emptyRole, roleBody } from './RoleForm';
import { HistoryButton } from '../../audit/HistoryButton';

const TOAST = { autoHideDuration: 2000 };

/** Adding has the specification's own words; an update says what the server says. */
function useRoleSaveOptions(editing: boolean, onSaved: () => void) {
  const { t } = useTranslation('people');
  const notify = useNotify();
  return useMemo(
    () => ({
      onSuccess: (record: RaRecord) => {
        const message = editing ? (savedMessageOf(record) ?? t('roles.updated')) : t('roles.created');
        notify(message, { type: 'success', ...TOAST });
        onSaved();
      },
      onError: (error: unknown) => {
        const message = editing ? (serverMessage(error) ?? t('common:errors.apiProblem')) : t('roles.createFailed');
        notify(message, { type: 'error', ...TOAST });
      },
    }),
    [editing, notify, onSaved, t],
  );
}

/** /addrole: a new role and its permissions. */
export function RoleCreate() {
  const { t } = useTranslation('people');
  const back = useGoBack('/rolesdetails');
  const saveOptions = useRoleSaveOptions(false, back);
  const record = useMemo(() => emptyRole(), []);
  return (
    <Authenticated>
      <CanAccess resource="roles" action="create" accessDenied={<AccessDeniedNotice />}>
        <Create
          resource="roles"
          title={t('roles.addTitle')}
          disableAuthentication
          transform={roleBody}
          mutationOptions={saveOptions}
          sx={{ mt: 2 }}
        >
          <RoleForm record={record} title={t('roles.addTitle')} onCancel={back} />
        </Create>
      </CanAccess>
    </Authenticated>
  );
}

function LoadedRoleForm({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation('people');
  const { record, isPending } = useEditContext();
  const values = useMemo(
    () =>
      record && {
        id: Number(record.id),
        name: String(record.employeeRoleName ?? ''),
        description: String(record.description ?? ''),
        grants: grantsOfList(record.userPermissions as PermissionList),
      },
    [record],
  );
  if (isPending || !values) return <CircularProgress aria-label={t('loading')} />;
  return <RoleForm record={values} title={t('roles.editTitle')} onCancel={onCancel} />;
}

/** /editrole?roleId=...: a role's name, description and permissions, saved over the version it was opened on. */
export function RoleEdit() {
  const { t } = useTranslation('people');
  const [search] = useSearchParams();
  const back = useGoBack('/rolesdetails');
  const saveOptions = useRoleSaveOptions(true, back);
  const id = Number(search.get('roleId'));
  const failed = <Alert severity="error">{t('common:errors.loadOne')}</Alert>;
  return (
    <Authenticated>
      <CanAccess resource="roles" action="edit" accessDenied={<AccessDeniedNotice />}>
        {id > 0 ? (
          <Edit
            resource="roles"
            id={id}
            title={t('roles.editTitle')}
            actions={false}
            disableAuthentication
            mutationMode="pessimistic"
            transform={roleBody}
            mutationOptions={saveOptions}
            queryOptions={{ onError: () => undefined }}
            error={failed}
            sx={{ mt: 2 }}
          >
            <HistoryButton resource="roles" id={id} />
            <LoadedRoleForm onCancel={back} />
          </Edit>
        ) : (
          failed
        )}
      </CanAccess>
    </Authenticated>
  );
}
