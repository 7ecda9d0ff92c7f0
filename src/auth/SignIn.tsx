import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link as MuiLink, Stack, TextField } from '@mui/material';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuthProvider, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoginError } from '../authProvider';
import { storedRole } from '../authProvider/session';
import { BareLayout } from './BareLayout';
import { landingPath } from './landing';

/** /signin: the documented login; 'Invalid username or password' under the fields when refused. */
export function SignIn() {
  const { t } = useTranslation('common');
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setError(null);
    if (!username.trim() || !password) {
      setFieldError(t('signIn.fillBoth'));
      return;
    }
    setSending(true);
    try {
      await authProvider?.login({ username: username.trim(), password });
      // The cached "signed out" answer must go before the admin area renders again.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      notify(t('signIn.success'), { type: 'success', autoHideDuration: 3000 });
      navigate(landingPath(location.state, storedRole()), { replace: true });
    } catch (failure) {
      if (failure instanceof LoginError && failure.credentials) setFieldError(t('signIn.invalid'));
      else setError(failure instanceof Error ? t(failure.message, { defaultValue: failure.message }) : t('signIn.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <BareLayout title={t('signIn.title')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label={t('signIn.email')}
            type="email"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={fieldError !== null}
            autoFocus
            fullWidth
          />
          <TextField
            label={t('signIn.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {sending ? t('signIn.sending') : t('signIn.submit')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <MuiLink component={Link} to="/forgetpassword">
              {t('signIn.forgot')}
            </MuiLink>
            <MuiLink component={Link} to="/signup">
              {t('signIn.signUp')}
            </MuiLink>
          </Stack>
        </Stack>
      </Box>
    </BareLayout>
  );
}
