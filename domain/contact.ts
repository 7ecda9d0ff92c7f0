import { z } from 'zod';
import { PERSON_MESSAGES, emailField, filledText, optionalText } from './personFields';

/**
 * The public contact form (and the check-out order, which is a contact message with a subject):
 * the rules shared by the browser and the server. Messages are translation keys of the `server`
 * namespace.
 */
export const CONTACT_MESSAGES = {
  name: 'validation.contact.name',
  message: 'validation.contact.message',
} as const;

export const CONTACT_LIMITS = { name: 120, phone: 30, company: 200, subject: 200, message: 5000 } as const;

export const contactMessageSchema = z.object({
  name: filledText(CONTACT_MESSAGES.name, CONTACT_LIMITS.name),
  email: emailField,
  phone: optionalText(CONTACT_LIMITS.phone),
  company: optionalText(CONTACT_LIMITS.company),
  subject: optionalText(CONTACT_LIMITS.subject),
  message: filledText(CONTACT_MESSAGES.message, CONTACT_LIMITS.message, 'multi'),
  /** Left empty by people; robots that fill every field are answered as usual and ignored. */
  website: z.string({ error: PERSON_MESSAGES.invalid }).max(500, { error: PERSON_MESSAGES.tooLong }).optional(),
});
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** A message as the Super Admin's screen lists it. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  message: string;
  language: string;
  createdDate: string;
  readDate: string | null;
}
