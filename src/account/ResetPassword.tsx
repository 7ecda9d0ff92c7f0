import { useTranslation } from 'react-i18next';
import { useHydrated } from '../app/useHydrated';
import { resetPasswordSchema } from '@domain/account';
import { Field } from '../marketing/Field';
import { Link } from '../marketing/router';
import { resetPassword } from './accountApi';
import { AccountCard } from './AccountLayout';
import { AccountOutcome, FormAlert } from './AccountOutcome';
import { fieldProps } from './fieldProps';
import { useAccountSubmit } from './useAccountSubmit';
import { useSchemaForm } from '../app/useSchemaForm';

const ORDER = ['newPassword', 'confirmPassword'] as const;

/** /resetforgetpassword/{token*}: a new password with the token of the mailed link. */
export function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const form = useSchemaForm({
    schema: resetPasswordSchema,
    initial: { applicationUserId: token, newPassword: '', confirmPassword: '' },
    order: ORDER,
  });
  const { sending, done, failure, submit } = useAccountSubmit(form, () =>
    resetPassword(token, form.values.newPassword, form.values.confirmPassword),
  );
  const linkProblem = form.errorOf('applicationUserId');

  return (
    <AccountCard title={t('reset.title')}>
      {done ? (
        <AccountOutcome message={done} />
      ) : (
        <form noValidate onSubmit={submit}>
          <FormAlert message={failure} />
          {linkProblem && linkProblem !== failure ? <FormAlert message={linkProblem} severity="warning" /> : null}
          <Field
            {...fieldProps(form.register('newPassword'))}
            label={t('server:fields.newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
            required
          />
          <Field
            {...fieldProps(form.register('confirmPassword'))}
            label={t('server:fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
          <button type="submit" className="tw-btn" disabled={sending || !hydrated}>
            {sending ? t('reset.sending') : t('reset.submit')}
          </button>
          <Link to="/forgetpassword">{t('reset.newLink')}</Link>
        </form>
      )}
    </AccountCard>
  );
}
