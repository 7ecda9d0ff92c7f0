import { useMemo, useState } from 'react';
import { Box, Button, CardContent, Divider, Grid, Typography } from '@mui/material';
import { Form, TextInput, useSaveContext } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FocusServerErrors } from '../FocusServerErrors';
import { FORM_ORDER, PERSONAL_FIELDS, employeeValidator, type EmployeeValues } from './employeeForm';
import { EmploymentFields } from './EmploymentFields';
import { ProfileImageInput } from './ProfileImageInput';
import { DateText } from '../../i18n/format/DateText';
import { DayInput } from '../../i18n/format/DayInput';
import { PEOPLE_FORM } from '../formBehaviour';

const INPUT_TYPES: Partial<Record<string, string>> = {
  email: 'email',
  phoneNumber: 'tel',
  password: 'password',
  confirmPassword: 'password',
};
const AUTOCOMPLETE: Partial<Record<string, string>> = {
  email: 'off',
  password: 'new-password',
  confirmPassword: 'new-password',
  phoneNumber: 'off',
};

/** The chosen joining date as the reader's language writes it (with its Hijri form in Arabic). */
function JoiningDateReading() {
  const value = useWatch({ name: 'joiningDate' }) as string | undefined;
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? <DateText value={value} /> : false;
}

/** 'Add Now' (or 'Save'), disabled and reading 'Adding...' (or 'Saving...') while the save runs. */
function SubmitButton({ editing }: { editing: boolean }) {
  const { t } = useTranslation('people');
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const busy = Boolean(saving) || isSubmitting;
  return (
    <Box sx={{ mt: 4, display: 'flex', justifyContent: 'flex-end' }}>
      {/* The spec's own words, 'Add Now' and 'Adding...', as written (no capitals added). */}
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ textTransform: 'none' }}>
        {editing ? t(busy ? 'form.saving' : 'form.save') : t(busy ? 'form.adding' : 'form.addNow')}
      </Button>
    </Box>
  );
}

function PersonalFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation('people');
  // Read-only until focused, so the browser does not fill in the administrator's own address.
  const [emailUnlocked, setEmailUnlocked] = useState(false);
  const fields = editing ? PERSONAL_FIELDS.filter((f) => f !== 'password' && f !== 'confirmPassword') : PERSONAL_FIELDS;
  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      {fields.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6, lg: 4 }}>
          {field === 'joiningDate' ? (
            <DayInput source={field} label={t(`server:fields.${field}`)} helperText={<JoiningDateReading />} required />
          ) : (
            <TextInput
              source={field}
              id={`field-${field}`}
              label={t(`server:fields.${field}`)}
              type={INPUT_TYPES[field] ?? 'text'}
              autoComplete={AUTOCOMPLETE[field]}
              required
              fullWidth
              onFocus={field === 'email' ? () => setEmailUnlocked(true) : undefined}
              slotProps={{
                htmlInput: field === 'email' ? { readOnly: !emailUnlocked } : undefined,
              }}
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}

interface Props {
  /** The values the form opens with: an empty person, or the one being edited. */
  record: EmployeeValues & { id?: number };
  /** The person being edited; none when adding. */
  editedId?: number;
  currentImage?: string | null;
}

/**
 * The Add Employee form of the specification (and, without passwords, the edit form), inside
 * react-admin's Create or Edit: the shared rules with their messages under the fields, the first
 * invalid field focused, the server's field errors under their fields.
 */
export function EmployeeForm({ record, editedId, currentImage }: Props) {
  const { t } = useTranslation('people');
  const editing = editedId !== undefined;
  const validate = useMemo(() => employeeValidator(editedId, t), [editedId, t]);
  return (
    <Form record={record} validate={validate} {...PEOPLE_FORM}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('form.personal')}
        </Typography>
        <PersonalFields editing={editing} />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          {t('form.employment')}
        </Typography>
        <EmploymentFields />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          {t('form.image')}
        </Typography>
        <ProfileImageInput currentUrl={currentImage} />
        <SubmitButton editing={editing} />
      </CardContent>
      <FocusServerErrors order={FORM_ORDER} />
    </Form>
  );
}
