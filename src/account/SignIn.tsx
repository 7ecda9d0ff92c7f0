import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../app/useHydrated';
import { leaveNotice } from '../authProvider/handoverNotice';
import { navigate, useAppLocation } from '../app/location';
import { LoginError, signIn } from '../authProvider/signIn';
import { storedRole } from '../authProvider/session';
import { Field } from '../marketing/Field';
import { Link } from '../marketing/router';
import { AccountCard } from './AccountLayout';
import { FormAlert } from './AccountOutcome';
import { landingPath } from './landing';

/** /signin: the documented login; 'Invalid username or password' under the fields when refused. */
export function SignIn() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const { state } = useAppLocation();
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
      await signIn(username.trim(), password);
      leaveNotice(t('signIn.success'));
      navigate(landingPath(state, storedRole()), { replace: true });
    } catch (failure) {
      if (failure instanceof LoginError && failure.credentials) setFieldError(t('signIn.invalid'));
      else
        setError(failure instanceof Error ? t(failure.message, { defaultValue: failure.message }) : t('signIn.failed'));
      setSending(false);
    }
  };

  return (
    <AccountCard title={t('signIn.title')}>
      <form noValidate onSubmit={submit}>
        <FormAlert message={error} />
        <Field
          name="username"
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          autoFocus
        />
        <Field
          name="password"
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldError ?? undefined}
          reserveErrorLine
        />
        <button type="submit" className="tw-btn" disabled={sending || !hydrated}>
          {sending ? t('signIn.sending') : t('signIn.submit')}
        </button>
        <div className="tw-account-links">
          <Link to="/forgetpassword">{t('signIn.forgot')}</Link>
          <Link to="/signup">{t('signIn.signUp')}</Link>
        </div>
      </form>
    </AccountCard>
  );
}
