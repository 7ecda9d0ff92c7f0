import { accountsApi } from '@domain/api/accounts';
import { apiPath } from '@domain/api/endpoint';
import { submitForm } from '../http/client';

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
export const register = (values: Record<string, string>) =>
  submitForm(apiPath(accountsApi.register), formDataOf(values));

/** The mailed link opens this app, wherever it runs (the server keeps it only on its own origin). */
export const forgotPassword = (email: string) =>
  submitForm(apiPath(accountsApi.forgotPassword), { email, clientBaseURL: window.location.origin });

export const resetPassword = (token: string, newPassword: string, confirmPassword: string) =>
  submitForm(apiPath(accountsApi.resetForgotPassword), { applicationUserId: token, newPassword, confirmPassword });
