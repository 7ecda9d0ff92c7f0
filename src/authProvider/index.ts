import { HttpError, type AuthProvider } from 'react-admin';
import { canAccessWith } from '@domain/access';
import { leaveNotice } from './handoverNotice';
import { i18n } from '../i18n';
import { endSession } from './httpClient';
import { signIn } from './signIn';
import { accessToken, clearSession, storedGrants, storedRole } from './session';

export { LoginError } from './signIn';

/**
 * Signs in through the documented login endpoint, keeps the session under the spec's local storage
 * keys, and mirrors the server's permissions for menus and buttons. Only the presence of a token
 * lets a user in (spec §2); the server decides everything else.
 */
export const authProvider: AuthProvider = {
  login: ({ username, password }: { username: string; password: string }) => signIn(username, password),

  async logout() {
    await endSession();
    return '/signin';
  },

  async checkAuth() {
    if (!accessToken()) throw { redirectTo: '/signin', message: false };
  },

  async checkError(error: HttpError | { status?: number }) {
    if (error?.status === 401) {
      // Only a user who had a session is told it expired; a visitor is simply asked to sign in.
      // The sign-in page says it: the admin shell, and its notifications, are gone by then.
      if (accessToken() !== null) leaveNotice(i18n.t('common:auth.sessionExpired'), 'error');
      clearSession();
      throw { redirectTo: '/signin', message: false };
    }
  },

  async getPermissions() {
    return storedGrants();
  },

  async canAccess({ resource, action }) {
    // Signed-out visitors are checkAuth's concern (it sends them to /signin), not "access denied".
    if (!accessToken()) return true;
    return canAccessWith(storedGrants(), storedRole(), resource, action);
  },
};
