import type { GetListParams, Identifier } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import type { ContactMessage } from '@domain/contact';
import { api, apiPath } from '@domain/api';
import { rememberAlert } from './failures';
import { guarded, pageAt, type Envelope, type Http } from './requests';

/**
 * The messages visitors sent through the public site, on ContactAPI: a page newest first (GetAll,
 * total in X-Total-Count) and Delete; they are only listed and deleted.
 */
export function contactMessages(http: Http = httpClient) {
  // The server answers a delete without the record: the id stands for it, carrying the server's message.
  const remove = async (id: Identifier) => {
    const { json } = await http(apiPath(api.contact.remove, { id }), { method: 'DELETE' });
    return rememberAlert({ id }, (json as Envelope<null>).alertMessage);
  };
  return {
    getList: (_resource: string, params: Partial<GetListParams>) =>
      guarded(() => pageAt(http, apiPath(api.contact.all), params)),
    delete: (_resource: string, { id }: { id: Identifier }) => guarded(async () => ({ data: await remove(id) })),
    deleteMany: (_resource: string, { ids }: { ids: Identifier[] }) =>
      guarded(async () => {
        for (const id of ids) await remove(id);
        return { data: ids };
      }),
  };
}

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
