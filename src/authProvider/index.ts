import { HttpError, type AuthProvider } from 'react-admin';
import { canAccessWith } from '../domain/access';
import { API_BASE, absolute, endSession } from './httpClient';
import { accessToken, clearSession, storeSession, storedGrants, storedRole, type SessionAnswer } from './session';

interface FailureBody {
  alertMessage?: string;
  errors?: Record<string, string[]>;
}

/** Sign-in failed: the message to show and whether it concerns the credentials (spec §5). */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly credentials: boolean,
  ) {
    super(message);
  }
}

/**
 * Signs in through the documented login endpoint, keeps the session under the spec's local storage
 * keys, and mirrors the server's permissions for menus and buttons. Only the presence of a token
 * lets a user in (spec §2); the server decides everything else.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let response: Response;
    try {
      response = await fetch(absolute(`${API_BASE}/AuthenticationAPI/login`), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
        body: JSON.stringify({ username, password }),
      });
    } catch {
      throw new LoginError('auth.networkError', false);
    }
    const body = (await response.json().catch(() => ({}))) as SessionAnswer & FailureBody;
    // Spec §5: a 500 is read as a validation error list, like a 400.
    const fieldErrors = body.errors ?? {};
    if (fieldErrors.Username || fieldErrors.Password) throw new LoginError('Invalid username or password', true);
    if (!response.ok || !body.accessToken) throw new LoginError(body.alertMessage ?? 'auth.loginFailed', false);
    storeSession(body);
  },

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
      const hadSession = accessToken() !== null;
      clearSession();
      throw { redirectTo: '/signin', message: hadSession ? 'auth.sessionExpired' : false };
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
