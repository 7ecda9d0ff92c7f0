import type { TFunction } from 'i18next';
import { contactMessageSchema, type ContactMessageInput } from '../domain/contact';
import { postJson } from './publicApi';

export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'subject' | 'message';
export type ContactValues = Record<ContactField | 'website', string>;
export type FieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', company: '', subject: '', message: '', website: '' };

/** The shared rules, in the reader's language; the first message of each field. */
export function checkContact(values: ContactValues, t: TFunction): { input?: ContactMessageInput; errors: FieldErrors } {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as ContactField;
    if (errors[field]) continue;
    const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
    errors[field] = t(issue.message, { ns: 'server', field: t(`fields.${field}`, { ns: 'server' }), max });
  }
  return { errors };
}

export type SendResult = { ok: true; message: string } | { ok: false; message?: string; errors: FieldErrors };

/** Posts the message; the server's field errors come back keyed like the form's fields. */
export async function sendContact(input: ContactMessageInput): Promise<SendResult> {
  const { status, body } = await postJson('/api/ContactAPI/SendMessage', input);
  if (status === 200 && body.isSuccess) return { ok: true, message: body.alertMessage ?? '' };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    errors[(field.charAt(0).toLowerCase() + field.slice(1)) as ContactField] = messages[0];
  }
  return { ok: false, message: body.alertMessage, errors };
}
