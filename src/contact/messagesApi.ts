import type { ContactMessage } from '../domain/contact';
import { httpClient } from '../authProvider/httpClient';

export interface MessagePage {
  messages: ContactMessage[];
  total: number;
}

export interface MessageQuery {
  page: number;
  perPage: number;
  q: string;
  unread: boolean;
}

/** GET ContactAPI/GetAll: one page, newest first, with its total from X-Total-Count. */
export async function fetchMessages({ page, perPage, q, unread }: MessageQuery): Promise<MessagePage> {
  const params = new URLSearchParams({ _page: String(page + 1), _perPage: String(perPage) });
  if (q.trim()) params.set('q', q.trim());
  if (unread) params.set('unread', 'true');
  const { json, headers } = await httpClient(`/api/ContactAPI/GetAll?${params.toString()}`);
  return { messages: json as ContactMessage[], total: Number(headers.get('X-Total-Count') ?? 0) };
}

/** A mutation's envelope message (the server's text in the user's language). */
async function mutate(url: string, method: 'POST' | 'DELETE'): Promise<string> {
  const { json } = await httpClient(url, { method });
  return (json as { alertMessage?: string }).alertMessage ?? '';
}

export const markRead = (id: number) => mutate(`/api/ContactAPI/MarkRead/${id}`, 'POST');
export const deleteMessage = (id: number) => mutate(`/api/ContactAPI/Delete/${id}`, 'DELETE');
