import { Alert, Box, Button, Grid, Link as MuiLink, Stack, TextField } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerSchema } from '../domain/account';
import { register } from './accountApi';
import { AccountOutcome } from './AccountOutcome';
import { BareLayout } from './BareLayout';
import { useAccountSubmit } from './useAccountSubmit';
import { useSchemaForm } from './useSchemaForm';

const FIELDS = ['firstName', 'lastName', 'companyName', 'email', 'phoneNumber', 'country', 'city', 'address', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>;

const TYPES: Partial<Record<Field, string>> = { email: 'email', phoneNumber: 'tel', password: 'password', confirmPassword: 'password' };
const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  email: 'email',
  phoneNumber: 'tel',
  country: 'country-name',
  city: 'address-level2',
  address: 'street-address',
  password: 'new-password',
  confirmPassword: 'new-password',
};
const REQUIRED = new Set<Field>(['firstName', 'lastName', 'companyName', 'email', 'password', 'confirmPassword']);

/** /signup: a new organisation and its owner, who can sign in once the platform approves it. */
export function SignUp() {
  const { t } = useTranslation('account');
  const form = useSchemaForm({ schema: registerSchema, initial: EMPTY, order: FIELDS });
  const { sending, done, failure, submit } = useAccountSubmit(form, () => register(form.values));

  return (
    <BareLayout title={t('signUp.title')} width={640}>
      {done ? (
        <AccountOutcome message={done} />
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ mt: 1 }}>
            {FIELDS.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: field === 'address' ? 12 : 6 }}>
                <TextField
                  {...form.register(field)}
                  label={t(`server:fields.${field}`)}
                  type={TYPES[field] ?? 'text'}
                  autoComplete={AUTOCOMPLETE[field]}
                  required={REQUIRED.has(field)}
                  autoFocus={field === 'firstName'}
                  fullWidth
                />
              </Grid>
            ))}
          </Grid>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Button type="submit" variant="contained" size="large" disabled={sending}>
              {sending ? t('signUp.sending') : t('signUp.submit')}
            </Button>
            <MuiLink component={Link} to="/signin">
              {t('haveAccount')}
            </MuiLink>
          </Stack>
        </Box>
      )}
    </BareLayout>
  );
}
