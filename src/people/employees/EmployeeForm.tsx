import { useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Divider, Grid, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../app/useSchemaForm';
import {
  FORM_ORDER,
  PERSONAL_FIELDS,
  createInput,
  createSchema,
  emptyEmployee,
  updateInput,
  updateSchema,
  type EmployeeValues,
} from './employeeForm';
import { EmploymentFields } from './EmploymentFields';
import { ProfileImageField } from './ProfileImageField';
import { saveEmployee, saveMessage, type EmployeeTarget } from './saveEmployee';

const INPUT_TYPES: Partial<Record<string, string>> = {
  email: 'email',
  phoneNumber: 'tel',
  password: 'password',
  confirmPassword: 'password',
  joiningDate: 'date',
};
const AUTOCOMPLETE: Partial<Record<string, string>> = {
  email: 'off',
  password: 'new-password',
  confirmPassword: 'new-password',
  phoneNumber: 'off',
};

interface Props {
  target: EmployeeTarget;
  initial?: EmployeeValues;
  currentImage?: string | null;
  /** Back to the previous view once saved. */
  onSaved(): void;
}

/**
 * The Add Employee form of the specification (and, without passwords, the edit form): the shared
 * rules on submit with their messages under the fields, the first invalid field focused, 'Add
 * Now' disabled and reading 'Adding...' while saving, the server's words as toasts.
 */
export function EmployeeForm({ target, initial, currentImage, onSaved }: Props) {
  const { t } = useTranslation('people');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const editing = target.kind === 'edit';
  const toInput = useMemo(() => (target.kind === 'edit' ? updateInput(target.id) : createInput), [target]);
  const form = useSchemaForm({
    schema: editing ? updateSchema : createSchema,
    initial: initial ?? emptyEmployee(),
    order: FORM_ORDER,
    toInput,
  });
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  // The version the form opened on: a background refetch of the person must not move it silently.
  const [openedOn] = useState(target);
  // Read-only until focused, so the browser does not fill in the administrator's own address.
  const [emailUnlocked, setEmailUnlocked] = useState(false);
  const personal = editing
    ? PERSONAL_FIELDS.filter((f) => f !== 'password' && f !== 'confirmPassword')
    : PERSONAL_FIELDS;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.validate()) return;
    setSaving(true);
    try {
      const outcome = await saveEmployee(openedOn, form.values, image);
      const { text, key } = saveMessage(target, outcome);
      const message = text ?? t(key ?? 'form.saved');
      if (outcome.ok) {
        notify(message, { type: 'success', autoHideDuration: 2000 });
        await queryClient.invalidateQueries({ queryKey: ['employees'] });
        form.reset(emptyEmployee());
        setImage(null);
        onSaved();
        return;
      }
      notify(message, { type: 'error', autoHideDuration: outcome.transport ? 3000 : 2000 });
      form.showServerErrors(outcome.errors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="form" noValidate onSubmit={submit} aria-label={t(editing ? 'form.editTitle' : 'form.title')}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('form.personal')}
        </Typography>
        <Grid container columnSpacing={2} rowSpacing={0.5}>
          {personal.map((field) => {
            const props = form.register(field);
            return (
              <Grid key={field} size={{ xs: 12, sm: 6, lg: 4 }}>
                <TextField
                  {...props}
                  label={t(`server:fields.${field}`)}
                  type={INPUT_TYPES[field] ?? 'text'}
                  autoComplete={AUTOCOMPLETE[field]}
                  required
                  fullWidth
                  onFocus={field === 'email' ? () => setEmailUnlocked(true) : undefined}
                  slotProps={{
                    htmlInput: field === 'email' ? { readOnly: !emailUnlocked } : undefined,
                    inputLabel: field === 'joiningDate' ? { shrink: true } : undefined,
                  }}
                />
              </Grid>
            );
          })}
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          {t('form.employment')}
        </Typography>
        <EmploymentFields form={form} />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          {t('form.image')}
        </Typography>
        <ProfileImageField
          file={image}
          onChange={setImage}
          currentUrl={currentImage}
          serverError={form.errorOf('profileImage')}
        />
        <Box sx={{ mt: 4, display: 'flex', justifyContent: 'flex-end' }}>
          {/* The spec's own words, 'Add Now' and 'Adding...', as written (no capitals added). */}
          <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ textTransform: 'none' }}>
            {editing ? t(saving ? 'form.saving' : 'form.save') : t(saving ? 'form.adding' : 'form.addNow')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
