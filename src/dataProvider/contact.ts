import type { Identifier } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import type { ContactMessage } from '@domain/contact';
import { api, apiPath } from '@domain/api';
import { rememberAlert } from './failures';
import { guarded, type Envelope, type Http } from './requests';

/** The named method of the messages screen: unfolded or marked, a message is read (POST ContactAPI/MarkRead). */
export function contactMethods(http: Http = httpClient) {
  return {
    markMessageRead: (id: Identifier) =>
      guarded(async () => {
        const { json } = await http(apiPath(api.contact.markRead, { id }), { method: 'POST' });
        const { data, alertMessage } = json as Envelope<ContactMessage>;
        return rememberAlert(data, alertMessage);
      }),
  };
}

export type ContactMethods = ReturnType<typeof contactMethods>;
