import { useTranslation } from 'react-i18next';
import { useHydrated } from '../app/useHydrated';
import { registerSchema } from '@domain/account';
import { Field } from '../marketing/Field';
import { Link } from '../marketing/router';
import { register } from './accountApi';
import { AccountCard } from './AccountLayout';
import { AccountOutcome, FormAlert } from './AccountOutcome';
import { fieldProps } from './fieldProps';
import { useAccountSubmit } from './useAccountSubmit';
import { useSchemaForm } from '../app/useSchemaForm';

const FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phoneNumber',
  'country',
  'city',
  'address',
  'password',
  'confirmPassword',
] as const;
type FieldName = (typeof FIELDS)[number];
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<FieldName, string>;

const TYPES: Partial<Record<FieldName, string>> = {
  email: 'email',
  phoneNumber: 'tel',
  password: 'password',
  confirmPassword: 'password',
};
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
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
const REQUIRED = new Set<FieldName>(['firstName', 'lastName', 'companyName', 'email', 'password', 'confirmPassword']);

/** /signup: a new organisation and its owner, who can sign in once the platform approves it. */
export function SignUp() {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const form = useSchemaForm({ schema: registerSchema, initial: EMPTY, order: FIELDS });
  const { sending, done, failure, submit } = useAccountSubmit(form, () => register(form.values));

  return (
    <AccountCard title={t('signUp.title')} wide>
      {done ? (
        <AccountOutcome message={done} />
      ) : (
        <form noValidate onSubmit={submit}>
          <FormAlert message={failure} />
          <div className="tw-form-row">
            {FIELDS.map((field) => (
              <Field
                key={field}
                {...fieldProps(form.register(field))}
                label={t(`server:fields.${field}`)}
                type={TYPES[field]}
                autoComplete={AUTOCOMPLETE[field]}
                required={REQUIRED.has(field)}
                autoFocus={field === 'firstName'}
              />
            ))}
          </div>
          <button type="submit" className="tw-btn" disabled={sending || !hydrated}>
            {sending ? t('signUp.sending') : t('signUp.submit')}
          </button>
          <Link to="/signin">{t('haveAccount')}</Link>
        </form>
      )}
    </AccountCard>
  );
}
