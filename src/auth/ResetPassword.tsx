import { Alert, Box, Button, Link as MuiLink, Stack, TextField } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema } from '../domain/account';
import { resetPassword } from './accountApi';
import { AccountOutcome } from './AccountOutcome';
import { BareLayout } from './BareLayout';
import { useAccountSubmit } from './useAccountSubmit';
import { useSchemaForm } from './useSchemaForm';

const ORDER = ['newPassword', 'confirmPassword'] as const;

/** /resetforgetpassword/{token*}: a new password with the token of the mailed link. */
export function ResetPassword() {
  const { t } = useTranslation('account');
  // The token is everything after the prefix (the route's wildcard), slashes included.
  const token = useParams()['*'] ?? '';
  const form = useSchemaForm({ schema: resetPasswordSchema, initial: { applicationUserId: token, newPassword: '', confirmPassword: '' }, order: ORDER });
  const { sending, done, failure, submit } = useAccountSubmit(form, () => resetPassword(token, form.values.newPassword, form.values.confirmPassword));
  const linkProblem = form.errorOf('applicationUserId');

  return (
    <BareLayout title={t('reset.title')}>
      {done ? (
        <AccountOutcome message={done} />
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {linkProblem && linkProblem !== failure ? <Alert severity="warning">{linkProblem}</Alert> : null}
            <TextField {...form.register('newPassword')} label={t('server:fields.newPassword')} type="password" autoComplete="new-password" autoFocus required fullWidth />
            <TextField {...form.register('confirmPassword')} label={t('server:fields.confirmPassword')} type="password" autoComplete="new-password" required fullWidth />
            <Button type="submit" variant="contained" size="large" disabled={sending}>
              {sending ? t('reset.sending') : t('reset.submit')}
            </Button>
            <MuiLink component={Link} to="/forgetpassword">
              {t('reset.newLink')}
            </MuiLink>
          </Stack>
        </Box>
      )}
    </BareLayout>
  );
}
