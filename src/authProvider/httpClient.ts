import { fetchUtils, HttpError } from 'react-admin';
import { absolute } from '../http/client';
import { i18n } from '../i18n';
import { acceptLanguage } from '../i18n/format/digits';
import { accessToken, clearSession, refreshToken, storeSession, type SessionAnswer } from './session';
// The light pages import the account and contact tables alone: the whole table brings the registry with it.
import { accountsApi } from '@domain/api/accounts';
import { apiPath } from '@domain/api/endpoint';

export const API_BASE = '/api';

/** Raised when the session cannot be renewed; the app signs out and shows the spec's message. */
export class SessionExpiredError extends HttpError {
  constructor(reason: string) {
    super(reason, 401, { alertMessage: reason });
  }
}

let refreshing: Promise<void> | null = null;
const expiredListeners = new Set<() => void>();

/** The app shows 'Session expired. Please login again.' and goes to /signin when this fires. */
export const onSessionExpired = (listener: () => void): (() => void) => {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
};

async function renewSession(): Promise<void> {
  const access = accessToken();
  const refresh = refreshToken();
  if (!access || !refresh) throw new SessionExpiredError('Missing tokens');
  const response = await fetch(absolute(apiPath(accountsApi.refreshToken)), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Authorization: '' },
    body: JSON.stringify({ accessToken: access, refreshToken: refresh }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<SessionAnswer>;
  if (!response.ok) throw new SessionExpiredError(`Refresh refused (${response.status})`);
  if (!body.accessToken || !body.refreshToken) throw new SessionExpiredError('No access token in response');
  storeSession(body as SessionAnswer);
}

/** One refresh at a time: concurrent 401s wait for the same renewal. */
function sharedRenewal(): Promise<void> {
  refreshing ??= renewSession().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Signs out on the server and forgets the session; the server's own failure (a 401 included) is only logged. */
async function endSession(): Promise<void> {
  const token = accessToken();
  if (token) {
    await fetch(absolute(apiPath(accountsApi.signOut)), {
      method: 'POST',
      credentials: 'include',
      headers: { Authorization: `Bearer ${token}` },
    }).catch((error: unknown) => console.warn('sign-out failed', error));
  }
  clearSession();
}

/**
 * The session could not be renewed: sign out, then tell the app, which says so and shows /signin.
 * A deliberate sign-out (or a visitor who never signed in) is not an expiry and says nothing.
 */
let expiring: Promise<void> | null = null;

function expireSession(): Promise<void> {
  // Requests refused together end the session once: one sign-out, one notice.
  expiring ??= (async () => {
    const hadSession = accessToken() !== null;
    await endSession();
    if (hadSession) expiredListeners.forEach((listener) => listener());
  })().finally(() => {
    expiring = null;
  });
  return expiring;
}

export const withAuth = (options: fetchUtils.Options = {}): fetchUtils.Options => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = accessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', acceptLanguage(i18n.language));
  return { ...options, headers, credentials: 'include' };
};

/**
 * The one HTTP client of the app: bearer header, credentials, the user's language, and on a 401
 * one shared refresh and one retry of the original request.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const full = absolute(url.startsWith('http') || url.startsWith('/') ? url : `${API_BASE}/${url}`);
  try {
    return await fetchUtils.fetchJson(full, withAuth(options));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401 || !accessToken()) throw error;
    await renewSessionAfter401();
    return fetchUtils.fetchJson(full, withAuth({ ...options, headers: stripAuthorization(options.headers) }));
  }
}

/**
 * For requests that cannot go through `httpClient` (upload progress, file downloads): after a 401,
 * the same shared refresh; when it fails the session ends and the error is raised.
 */
export async function renewSessionAfter401(): Promise<void> {
  try {
    await sharedRenewal();
  } catch (refreshError) {
    await expireSession();
    throw refreshError instanceof HttpError ? refreshError : new SessionExpiredError('Refresh failed');
  }
}

const stripAuthorization = (headers: fetchUtils.Options['headers']): Headers => {
  const copy = new Headers(headers ?? { Accept: 'application/json' });
  copy.delete('Authorization');
  return copy;
};

export { endSession };
