import { submitForm } from '../http/client';

const AUTH = '/api/AuthenticationAPI';

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
export const register = (values: Record<string, string>) => submitForm(`${AUTH}/Register`, formDataOf(values));

/** The mailed link opens this app, wherever it runs (the server keeps it only on its own origin). */
export const forgotPassword = (email: string) =>
  submitForm(`${AUTH}/ForgotPassword`, { email, clientBaseURL: window.location.origin });

export const resetPassword = (token: string, newPassword: string, confirmPassword: string) =>
  submitForm(`${AUTH}/ResetForgotPassword`, { applicationUserId: token, newPassword, confirmPassword });
