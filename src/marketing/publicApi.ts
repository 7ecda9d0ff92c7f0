import { i18n } from '../i18n';

/**
 * The public site's calls to the API. The app's httpClient carries react-admin (and sessions) with
 * it, which the public pages must not load; these calls need no session, only the language.
 */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T & { isSuccess?: boolean; alertMessage?: string; errors?: Record<string, string[]> };
}

const headers = (): Record<string, string> => ({
  Accept: 'application/json',
  'Accept-Language': i18n.language?.startsWith('ar') ? 'ar' : 'en',
});

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: headers() });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Posts JSON; a network failure answers status 0 so callers show one message for every failure. */
export async function postJson<T>(path: string, payload: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { ...headers(), 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
    const body = (await response.json().catch(() => ({}))) as ApiAnswer<T>['body'];
    return { status: response.status, body };
  } catch {
    return { status: 0, body: {} as ApiAnswer<T>['body'] };
  }
}
