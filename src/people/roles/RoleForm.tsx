import { useMemo } from 'react';
import { Box, Button, CardContent, Stack, Typography } from '@mui/material';
import { Form, TextInput, useInput, useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Grants } from '@domain/permissions';
import { roleSchema } from '@domain/role';
import { validateWith } from '../../app/schemaErrors';
import { FocusServerErrors } from '../FocusServerErrors';
import { selectionOf } from './matrix';
import { PermissionMatrix } from './PermissionMatrix';
import { PEOPLE_FORM } from '../formBehaviour';

const ORDER = ['name', 'description'] as const;

/** The form's values: the role's name and description, and its grants in the matrix. */
export interface RoleValues {
  id?: number;
  name: string;
  description: string;
  grants: Grants;
}

export const emptyRole = (): RoleValues => ({ name: '', description: '', grants: {} });

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What AddEmployeeRole / UpdateEmployeeRole read (the provider adds the id and the version). */
export const roleBody = (values: Record<string, unknown>) => ({
  name: text(values.name),
  description: text(values.description),
  permissionAndSubPermissions: selectionOf((values.grants ?? {}) as Grants),
});

function GrantsInput() {
  const { field } = useInput({ source: 'grants' });
  return <PermissionMatrix grants={(field.value || {}) as Grants} onChange={field.onChange} />;
}

function SaveButton() {
  const { t } = useTranslation('people');
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const busy = Boolean(saving) || isSubmitting;
  return (
    <Button type="submit" variant="contained" disabled={busy}>
      {t(busy ? 'form.saving' : 'form.save')}
    </Button>
  );
}

interface Props {
  record: RoleValues;
  title: string;
  onCancel(): void;
}

/** A role's name, description and permissions, checked by the shared role rules. */
export function RoleForm({ record, title, onCancel }: Props) {
  const { t } = useTranslation('people');
  const validate = useMemo(
    () => (values: Record<string, unknown>) =>
      validateWith(roleSchema, { name: text(values.name), description: text(values.description) }, t),
    [t],
  );
  return (
    <Form record={record} validate={validate} {...PEOPLE_FORM}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          <TextInput source="name" id="field-name" label={t('server:fields.name')} required fullWidth autoFocus />
          <TextInput
            source="description"
            id="field-description"
            label={t('server:fields.description')}
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {t('roles.permissions')}
        </Typography>
        <GrantsInput />
        <Box sx={{ mt: 3, display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
          <SaveButton />
        </Box>
      </CardContent>
      <FocusServerErrors order={ORDER} />
    </Form>
  );
}
