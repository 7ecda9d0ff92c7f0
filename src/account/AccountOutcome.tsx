import { useTranslation } from 'react-i18next';
import { Link } from '../marketing/router';

/** What an account form shows once the server accepted it: its message and the way to sign in. */
export function AccountOutcome({ message }: { message: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="tw-account-stack">
      <p className="tw-alert" data-severity="success" role="status">
        {message}
      </p>
      <Link to="/signin" className="tw-btn">
        {t('toSignIn')}
      </Link>
    </div>
  );
}

/** A refusal the whole form shares (the server's message, or that it did not answer). */
export function FormAlert({
  message,
  severity = 'error',
}: {
  message: string | null | undefined;
  severity?: 'error' | 'warning';
}) {
  return message ? (
    <p className="tw-alert" data-severity={severity} role="alert">
      {message}
    </p>
  ) : null;
}
