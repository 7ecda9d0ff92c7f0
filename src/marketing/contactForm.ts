import type { TFunction } from 'i18next';
import { schemaErrors } from '../app/schemaErrors';
import { contactMessageSchema, type ContactMessageInput } from '@domain/contact';
import { submitForm, type FormAnswer } from '../http/client';
import { contactApi } from '@domain/api/platform';
import { apiPath } from '@domain/api/endpoint';

export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'subject' | 'message';
export type ContactValues = Record<ContactField | 'website', string>;
export type FieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
  website: '',
};

/** The shared rules, in the reader's language; the first message of each field. */
export function checkContact(
  values: ContactValues,
  t: TFunction,
): { input?: ContactMessageInput; errors: FieldErrors } {
  const parsed = contactMessageSchema.safeParse(values);
  return parsed.success ? { input: parsed.data, errors: {} } : { errors: schemaErrors(parsed.error.issues, t) };
}

/** Posts the message; the server's field errors come back keyed like the form's fields. */
export const sendContact = (input: ContactMessageInput): Promise<FormAnswer> =>
  submitForm(apiPath(contactApi.send), input);
