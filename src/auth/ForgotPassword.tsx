import { Alert, Box, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '../domain/account';
import { forgotPassword } from './accountApi';
import { AccountOutcome } from './AccountOutcome';
import { BareLayout } from './BareLayout';
import { useAccountSubmit } from './useAccountSubmit';
import { useSchemaForm } from './useSchemaForm';

const ORDER = ['email'] as const;

/** /forgetpassword: mails a single-use link; the answer never tells whether the email is known. */
export function ForgotPassword() {
  const { t } = useTranslation('account');
  const form = useSchemaForm({ schema: forgotPasswordSchema, initial: { email: '' }, order: ORDER });
  const { sending, done, failure, submit } = useAccountSubmit(form, () => forgotPassword(form.values.email.trim()));

  return (
    <BareLayout title={t('forgot.title')}>
      {done ? (
        <AccountOutcome message={done} />
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography color="text.secondary">{t('forgot.intro')}</Typography>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField {...form.register('email')} label={t('server:fields.email')} type="email" autoComplete="email" autoFocus required fullWidth />
            <Button type="submit" variant="contained" size="large" disabled={sending}>
              {sending ? t('forgot.sending') : t('forgot.submit')}
            </Button>
            <MuiLink component={Link} to="/signin">
              {t('backToSignIn')}
            </MuiLink>
          </Stack>
        </Box>
      )}
    </BareLayout>
  );
}
