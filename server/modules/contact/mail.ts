import { translate, type Language } from '../../http/i18n';
import type { MailMessage } from '../../mail/mailer';
import type { ContactMessageInput } from '@domain/contact';

/** The staff's copy of a contact message, in English (the inbox's language), with every field. */
export function contactMail(to: string, input: ContactMessageInput, language: Language): MailMessage {
  const none = translate('en', 'mail.contact.none');
  const subject = input.subject ?? translate('en', 'mail.contact.noSubject', { name: input.name });
  return {
    to,
    subject: translate('en', 'mail.contact.subject', { subject }),
    text: translate('en', 'mail.contact.body', {
      name: input.name,
      email: input.email,
      phone: input.phone ?? none,
      company: input.company ?? none,
      subject,
      language: translate('en', `mail.contact.language.${language}`),
      message: input.message,
    }),
  };
}
