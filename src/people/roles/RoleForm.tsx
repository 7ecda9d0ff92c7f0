import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Authenticated, CanAccess, Title, useGetOne, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Grants } from '../../domain/permissions';
import { roleSchema } from '../../domain/role';
import { useSchemaForm } from '../../app/useSchemaForm';
import { PEOPLE_PATHS, mutate } from '../api';
import { AccessDeniedNotice } from '../../layout/AccessDeniedNotice';
import { useGoBack } from '../useGoBack';
import { grantsOfList, selectionOf, type PermissionList } from './matrix';
import { PermissionMatrix } from './PermissionMatrix';

const ORDER = ['name', 'description'] as const;

interface Props {
  id?: number;
  initial?: { name: string; description: string; grants: Grants; version?: number };
}

function RoleEditor({ id, initial }: Props) {
  const { t } = useTranslation('people');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const back = useGoBack('/rolesdetails');
  const start = useMemo(() => ({ name: initial?.name ?? '', description: initial?.description ?? '' }), [initial]);
  const form = useSchemaForm({ schema: roleSchema, initial: start, order: ORDER });
  const [grants, setGrants] = useState<Grants>(initial?.grants ?? {});
  const [saving, setSaving] = useState(false);
  // The version the form opened on: a background refetch of the role must not move it silently.
  const [version] = useState(initial?.version);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.validate()) return;
    setSaving(true);
    try {
      const body = {
        id: id ?? 0,
        version,
        name: form.values.name,
        description: form.values.description,
        permissionAndSubPermissions: selectionOf(grants),
      };
      const outcome = await (id
        ? mutate(PEOPLE_PATHS.roles.update, 'PUT', body)
        : mutate(PEOPLE_PATHS.roles.add, 'POST', body));
      // Adding has the specification's own words; an update says what the server says.
      const message = id
        ? (outcome.message ?? t(outcome.ok ? 'roles.updated' : 'common:errors.apiProblem'))
        : t(outcome.ok ? 'roles.created' : 'roles.createFailed');
      if (outcome.ok) {
        notify(message, { type: 'success', autoHideDuration: 2000 });
        await queryClient.invalidateQueries({ queryKey: ['roles'] });
        back();
        return;
      }
      notify(message, { type: 'error', autoHideDuration: 2000 });
      form.showServerErrors(outcome.errors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <Title title={t(id ? 'roles.editTitle' : 'roles.addTitle')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t(id ? 'roles.editTitle' : 'roles.addTitle')}
        </Typography>
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          <TextField {...form.register('name')} label={t('server:fields.name')} required fullWidth autoFocus />
          <TextField
            {...form.register('description')}
            label={t('server:fields.description')}
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {t('roles.permissions')}
        </Typography>
        <PermissionMatrix grants={grants} onChange={setGrants} />
        <Box sx={{ mt: 3, display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={back}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t(saving ? 'form.saving' : 'form.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function LoadedRoleEditor({ id }: { id: number }) {
  const { t } = useTranslation('people');
  const { data, isPending, error } = useGetOne('roles', { id }, { enabled: id > 0 });
  const initial = useMemo(
    () =>
      data
        ? {
            name: String(data.employeeRoleName ?? ''),
            description: String(data.description ?? ''),
            grants: grantsOfList(data.userPermissions as PermissionList),
            version: data.version as number | undefined,
          }
        : undefined,
    [data],
  );
  if (!(id > 0) || error) return <Alert severity="error">{t('common:errors.loadOne')}</Alert>;
  if (isPending || !initial) return <CircularProgress aria-label={t('loading')} />;
  return <RoleEditor key={id} id={id} initial={initial} />;
}

/** /addrole: a new role and its permissions. */
export function RoleCreate() {
  return (
    <Authenticated>
      <CanAccess resource="roles" action="create" accessDenied={<AccessDeniedNotice />}>
        <RoleEditor />
      </CanAccess>
    </Authenticated>
  );
}

/** /editrole?roleId=...: a role's name, description and permissions. */
export function RoleEdit() {
  const [search] = useSearchParams();
  return (
    <Authenticated>
      <CanAccess resource="roles" action="edit" accessDenied={<AccessDeniedNotice />}>
        <LoadedRoleEditor id={Number(search.get('roleId'))} />
      </CanAccess>
    </Authenticated>
  );
}
