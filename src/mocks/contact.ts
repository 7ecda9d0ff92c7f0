import { http, HttpResponse, type HttpHandler } from 'msw';
import { api, apiRoute } from '@domain/api';
import { contactMessageSchema, type ContactMessage } from '@domain/contact';
import { answering, notFoundRefusal, pathId } from './failures';
import { fail, ok } from './http';
import serverText from '../../public/locales/en/server.json';

/** The messages visitors sent, newest first: behind the documented contact paths and /api/v1/contactMessages. */
export class ContactInbox {
  messages: ContactMessage[] = [];
  next = 1;

  find(id: number): ContactMessage {
    const message = this.messages.find((m) => m.id === id);
    if (!message) throw notFoundRefusal();
    return message;
  }

  /** A message takes one change: it is marked read (once; the first reading's time stays). */
  markRead(id: number): ContactMessage {
    const message = this.find(id);
    message.readDate ??= new Date().toISOString();
    return message;
  }

  remove(id: number): ContactMessage {
    const message = this.find(id);
    this.messages.splice(this.messages.indexOf(message), 1);
    return message;
  }
}

/** The contact form and the Super Admin's inbox without a server (`npm run dev:mock`, tests). */
export function contactHandlers(inbox = new ContactInbox()): HttpHandler[] {
  const { messages } = inbox;
  const success = serverText.success;
  return [
    http.get(`*${apiRoute(api.contact.details)}`, () =>
      HttpResponse.json({
        phone: '+966 11 000 0000',
        email: 'hello@tawazun.local',
        address: 'King Fahd Road, Riyadh, Saudi Arabia',
        mapUrl: 'https://www.openstreetmap.org/search?query=King%20Fahd%20Road%2C%20Riyadh',
        social: { linkedin: '#', instagram: '#', pinterest: '#', facebook: '#' },
      }),
    ),
    http.post(`*${apiRoute(api.contact.send)}`, async ({ request }) => {
      const parsed = contactMessageSchema.safeParse(await request.json());
      if (!parsed.success) return fail(400, serverText.errors.validation);
      const { website: _trap, ...input } = parsed.data;
      messages.unshift({
        id: inbox.next++,
        phone: null,
        company: null,
        subject: null,
        ...input,
        language: 'en',
        createdDate: new Date().toISOString(),
        readDate: null,
      });
      return ok(success.contactSent, null);
    }),
    http.get(`*${apiRoute(api.contact.all)}`, ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const unread = url.searchParams.get('unread') === 'true';
      const found = messages.filter((m) => (!unread || !m.readDate) && JSON.stringify(m).toLowerCase().includes(q));
      const page = Number(url.searchParams.get('_page') ?? 1);
      const perPage = Number(url.searchParams.get('_perPage') ?? 25);
      return HttpResponse.json(found.slice((page - 1) * perPage, page * perPage), {
        headers: { 'X-Total-Count': String(found.length) },
      });
    }),
    http.post(
      `*${apiRoute(api.contact.markRead)}`,
      answering(({ params }) => ok(success.contactRead, inbox.markRead(pathId(params)))),
    ),
    http.delete(
      `*${apiRoute(api.contact.remove)}`,
      answering(({ params }) => {
        inbox.remove(pathId(params));
        return ok(success.contactDeleted, null);
      }),
    ),
    // Missing translation keys reported while developing: the real server logs them.
    http.post('*/locales/add/:lng/:ns', () => new HttpResponse(null, { status: 204 })),
  ];
}
