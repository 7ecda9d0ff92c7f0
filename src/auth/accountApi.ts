import { HttpError } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import { alertMessageOf, envelopeErrors, type FieldErrors } from './formErrors';

const AUTH = '/api/AuthenticationAPI';

/** What an account form learns from the server: its message and, on refusal, errors per field. */
export type AccountAnswer = { ok: true; message?: string } | { ok: false; message?: string; errors: FieldErrors; transport: boolean };

/** Sends one account request; a refusal becomes an answer, never an exception. */
export async function accountRequest(path: string, body: FormData | Record<string, unknown>): Promise<AccountAnswer> {
  try {
    const { json } = await httpClient(`${AUTH}/${path}`, {
      method: 'POST',
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    return { ok: true, message: alertMessageOf(json) };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: alertMessageOf(error.body), errors: envelopeErrors(error.body), transport: false };
    return { ok: false, errors: {}, transport: true };
  }
}

/** FormData of a flat record, skipping empty values (the server reads them as absent anyway). */
export function formDataOf(values: Record<string, string | Blob | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    data.append(key, value);
  }
  return data;
}

/** Register: the spec's multipart form. */
export const register = (values: Record<string, string>) => accountRequest('Register', formDataOf(values));

/** The mailed link opens this app, wherever it runs. */
export const forgotPassword = (email: string) => accountRequest('ForgotPassword', { email, clientBaseURL: window.location.origin });

export const resetPassword = (token: string, newPassword: string, confirmPassword: string) =>
  accountRequest('ResetForgotPassword', { applicationUserId: token, newPassword, confirmPassword });
