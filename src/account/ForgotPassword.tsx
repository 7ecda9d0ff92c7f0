import { useTranslation } from 'react-i18next';
import { useHydrated } from '../app/useHydrated';
import { forgotPasswordSchema } from '@domain/account';
import { Field } from '../marketing/Field';
import { Link } from '../marketing/router';
import { forgotPassword } from './accountApi';
import { AccountCard } from './AccountLayout';
import { AccountOutcome, FormAlert } from './AccountOutcome';
import { fieldProps } from './fieldProps';
import { useAccountSubmit } from './useAccountSubmit';
import { useSchemaForm } from '../app/useSchemaForm';

const ORDER = ['email'] as const;

/** /forgetpassword: mails a single-use link; the answer never tells whether the email is known. */
export function ForgotPassword() {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const form = useSchemaForm({ schema: forgotPasswordSchema, initial: { email: '' }, order: ORDER });
  const { sending, done, failure, submit } = useAccountSubmit(form, () => forgotPassword(form.values.email.trim()));

  return (
    <AccountCard title={t('forgot.title')}>
      {done ? (
        <AccountOutcome message={done} />
      ) : (
        <form noValidate onSubmit={submit}>
          <p className="tw-account-intro">{t('forgot.intro')}</p>
          <FormAlert message={failure} />
          <Field
            {...fieldProps(form.register('email'))}
            label={t('server:fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
            required
          />
          <button type="submit" className="tw-btn" disabled={sending || !hydrated}>
            {sending ? t('forgot.sending') : t('forgot.submit')}
          </button>
          <Link to="/signin">{t('backToSignIn')}</Link>
        </form>
      )}
    </AccountCard>
  );
}
