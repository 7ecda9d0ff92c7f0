import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import { httpClient } from '../authProvider/httpClient';
import type { ContactMessage } from '@domain/contact';
import { listQuery } from './index';
import { rememberAlert, toFailure } from './failures';
import { CONTACT_MESSAGES } from './contact';

type Http = typeof httpClient;

const CONTACT = '/api/ContactAPI';

interface Envelope<T> {
  alertMessage?: string;
  data: T;
}

const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw toFailure(error);
  }
};

/**
 * The received messages on ContactAPI: a page newest first (GetAll, total in X-Total-Count) and
 * Delete. `unread` is sent only when asked for: without it every message is listed.
 */
export function createContactMessagesProvider(http: Http = httpClient) {
  const list = async ({ filter = {}, ...params }: Partial<GetListParams>) => {
    const { unread, ...rest } = filter as { unread?: unknown };
    const query = listQuery({ ...params, filter: unread === true ? { ...rest, unread: true } : rest });
    const { json, headers } = await http(`${CONTACT}/GetAll?${query}`);
    const data = json as ContactMessage[];
    const total = headers.get('X-Total-Count');
    return { data, total: total === null ? data.length : Number(total) };
  };
  // The server answers a delete without the record: the id stands for it, carrying the server's message.
  const remove = async (id: Identifier) => {
    const { json } = await http(`${CONTACT}/Delete/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
    return rememberAlert({ id }, (json as Envelope<null>).alertMessage);
  };
  const unsupported = () => Promise.reject(new Error(`${CONTACT_MESSAGES} are only listed and deleted`));
  const provider = {
    getList: (_resource: string, params: GetListParams) => guarded(() => list(params)),
    getOne: unsupported,
    getMany: unsupported,
    getManyReference: unsupported,
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: (_resource: string, { id }: { id: Identifier }) => guarded(async () => ({ data: await remove(id) })),
    deleteMany: (_resource: string, { ids }: { ids: Identifier[] }) =>
      guarded(async () => {
        for (const id of ids) await remove(id);
        return { data: ids };
      }),
  } satisfies Record<keyof DataProvider & string, unknown>;
  // react-admin's methods are generic in the record type; this resource's is ContactMessage.
  return provider as unknown as DataProvider;
}

/** The named method of the messages screen: unfolded or marked, a message is read (POST ContactAPI/MarkRead). */
export function createContactMethods(http: Http = httpClient) {
  return {
    markMessageRead: (id: Identifier) =>
      guarded(async () => {
        const { json } = await http(`${CONTACT}/MarkRead/${encodeURIComponent(String(id))}`, { method: 'POST' });
        const { data, alertMessage } = json as Envelope<ContactMessage>;
        return rememberAlert(data, alertMessage);
      }),
  };
}
