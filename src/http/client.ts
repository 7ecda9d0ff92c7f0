import { i18n } from '../i18n';
import { alertMessageOf, envelopeErrors, type FieldErrors } from './envelope';

/**
 * The light pages' calls to the API (the public site and the account screens). The admin's
 * httpClient carries react-admin and the session's refresh with it, which these pages must not
 * load; they need no session, only the reader's language.
 */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T & { isSuccess?: boolean; alertMessage?: string; errors?: Record<string, string[]> };
}

/** What a form learns from the server: its message and, on refusal, errors per field. */
export type FormAnswer =
  { ok: true; message?: string } | { ok: false; message?: string; errors: FieldErrors; transport: boolean };

/** An app path as an absolute address: the same in a browser, and what fetch needs in tests. */
export const absolute = (url: string): string =>
  typeof window === 'undefined' || !url.startsWith('/') ? url : new URL(url, window.location.origin).toString();

export const languageHeader = (): Record<string, string> => ({
  // The public site and account screens offer no digit choice (the signed-in app's client sends it).
  'Accept-Language': i18n.language?.startsWith('ar') ? 'ar' : 'en',
});

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(absolute(path), { headers: { Accept: 'application/json', ...languageHeader() } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Posts JSON or a form; a network failure answers status 0 so callers show one message for every failure. */
export async function post<T>(path: string, payload: unknown): Promise<ApiAnswer<T>> {
  const form = payload instanceof FormData;
  const headers = {
    Accept: 'application/json',
    ...languageHeader(),
    ...(form ? {} : { 'Content-Type': 'application/json' }),
  };
  try {
    const response = await fetch(absolute(path), {
      method: 'POST',
      headers,
      body: form ? payload : JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as ApiAnswer<T>['body'];
    return { status: response.status, body };
  } catch {
    return { status: 0, body: {} as ApiAnswer<T>['body'] };
  }
}

/** A form's request: a refusal becomes an answer, never an exception. */
export async function submitForm(path: string, payload: unknown): Promise<FormAnswer> {
  const { status, body } = await post(path, payload);
  if (status === 0) return { ok: false, errors: {}, transport: true };
  if (status >= 200 && status < 300 && body.isSuccess !== false) return { ok: true, message: alertMessageOf(body) };
  return { ok: false, message: alertMessageOf(body), errors: envelopeErrors(body), transport: false };
}
