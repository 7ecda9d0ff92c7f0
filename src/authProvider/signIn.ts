import { post } from '../http/client';
import { i18n } from '../i18n';
import { storeSession, type SessionAnswer } from './session';
import { accountsApi } from '@domain/api/accounts';
import { apiPath } from '@domain/api/endpoint';

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
 * Signs in through the documented login endpoint and keeps the session under the spec's local
 * storage keys. Light on purpose: the sign-in page runs it before the admin shell has loaded.
 */
export async function signIn(username: string, password: string): Promise<void> {
  const { status, body } = await post<Partial<SessionAnswer>>(apiPath(accountsApi.signIn), { username, password });
  if (status === 0) throw new LoginError('auth.networkError', false);
  // Spec §5: a 500 is read as a validation error list, like a 400.
  const fieldErrors = body.errors ?? {};
  if (fieldErrors.Username || fieldErrors.Password) throw new LoginError('Invalid username or password', true);
  if (status < 200 || status >= 300 || !body.accessToken || !body.refreshToken)
    throw new LoginError(body.alertMessage ?? 'auth.loginFailed', false);
  storeSession({ ...body, accessToken: body.accessToken, refreshToken: body.refreshToken });
  // The app opens in the language chosen in My profile; without one, in the one the page was in.
  if (body.language && !i18n.language?.startsWith(body.language)) await i18n.changeLanguage(body.language);
}
