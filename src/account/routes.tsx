import type { ReactElement } from 'react';
import { lazyScreen } from '../app/lazyScreen';
import { namedScreen } from '../app/namedScreen';
import { loadNamespaces } from '../i18n';

/** The account screens' words: their own, the app-wide ones and the server's field names and rules. */
export const ACCOUNT_NAMESPACES = ['common', 'account', 'server'];

/** The account screens' frame, loaded with their words so no form flashes untranslated keys. */
export const AccountLayout = lazyScreen(() =>
  Promise.all([import('./AccountLayout'), loadNamespaces(ACCOUNT_NAMESPACES)]).then(([layout]) => layout),
);

const SignIn = namedScreen(() => import('./SignIn'), 'SignIn');
const SignUp = namedScreen(() => import('./SignUp'), 'SignUp');
const ForgotPassword = namedScreen(() => import('./ForgotPassword'), 'ForgotPassword');
const ResetPassword = namedScreen(() => import('./ResetPassword'), 'ResetPassword');

const RESET = '/resetforgetpassword';

/** The token of a reset link: everything after the prefix (spec §2: /resetforgetpassword/{id*}). */
function resetToken(pathname: string): string {
  const rest = pathname.slice(RESET.length + 1);
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/**
 * The account screens (no sign-in, no react-admin): like the public pages, matched ignoring case
 * and a trailing slash. Answers the page for `pathname`, or nothing outside them.
 */
export function accountPage(pathname: string): { key: string; element: ReactElement } | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/signin') return { key: path, element: <SignIn /> };
  if (path === '/signup') return { key: path, element: <SignUp /> };
  if (path === '/forgetpassword') return { key: path, element: <ForgotPassword /> };
  if (path === RESET || path.startsWith(`${RESET}/`))
    return { key: RESET, element: <ResetPassword token={resetToken(pathname)} /> };
  return undefined;
}
