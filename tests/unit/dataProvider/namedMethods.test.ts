// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createHandlers } from '../../../src/mocks/handlers';
import { ContactInbox, contactHandlers } from '../../../src/mocks/contact';
import { demoStore } from '../../../src/mocks/demo';
import { savedMessageOf } from '../../../src/dataProvider';
import { createAppDataProvider } from '../../../src/dataProvider/app';
import { CONTACT_INBOX } from '@domain/access';
import type { Caller } from '@domain/api';
import { DEMO_EMPLOYEE_TYPES } from '@domain/demo/structure';
import { storeSession } from '../../../src/authProvider/session';
import type { ContactMessage } from '@domain/contact';
import serverText from '../../../public/locales/en/server.json';
import { i18n } from '../../../src/i18n';

const server = setupServer();

/** The mock backend for a caller: one inbox behind the contact form and /api/v1/contactMessages, as in `npm run dev:mock`. */
function mockFor(caller?: Caller) {
  const inbox = new ContactInbox();
  return [...createHandlers(demoStore(), undefined, caller, inbox), ...contactHandlers(inbox)];
}
/** The messages received are the platform Super Admin's. */
const SUPER_ADMIN: Caller = { kind: 'super', grants: {} };
const asked: string[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // /api/v1 answers the record alone: the app says the change from the server's translations.
  await i18n.init({ lng: 'en', ns: ['server'], resources: { en: { server: serverText } } });
});
beforeEach(() => {
  asked.length = 0;
  server.resetHandlers(...mockFor());
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (/ContactAPI|contactMessages/.test(url.pathname))
      asked.push(`${request.method} ${url.pathname}${decodeURIComponent(url.search)}`);
  });
  storeSession({ accessToken: 'a1', refreshToken: 'r1', role: 2, roleId: null, userPermissions: [] });
});
afterEach(() => {
  server.events.removeAllListeners();
  localStorage.clear();
});
afterAll(() => server.close());

const send = (name: string, subject: string) =>
  fetch('http://localhost/api/ContactAPI/SendMessage', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.split(' ')[0].toLowerCase()}@example.test`,
      subject,
      message: 'Hello',
    }),
  });

const list = (provider: ReturnType<typeof appProvider>, filter: Record<string, unknown> = {}) =>
  provider.getList<ContactMessage>(CONTACT_INBOX, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'DESC' },
    filter,
  });

const appProvider = () => createAppDataProvider();

describe("the app provider's named methods and the contact messages resource", () => {
  it('keeps the resources of the base provider beside the named methods', async () => {
    server.use(
      http.get('*/api/v1/employeeTypes', () =>
        HttpResponse.json(DEMO_EMPLOYEE_TYPES.slice(0, 2), {
          headers: { 'Content-Range': `employeeTypes 0-1/${DEMO_EMPLOYEE_TYPES.length}` },
        }),
      ),
    );
    const provider = appProvider();
    const { total } = await provider.getList('employeeTypes', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(DEMO_EMPLOYEE_TYPES.length);
    expect((await provider.elements('organization')).length).toBeGreaterThan(0);
  });

  it('lists the messages on /api/v1, asks for the unread ones only when the filter is on, marks read and deletes', async () => {
    server.resetHandlers(...mockFor(SUPER_ADMIN));
    await send('Omar Farouk', 'Growth plan');
    await send('Layla Haddad', 'Cloud migration');
    const provider = appProvider();
    const all = await list(provider, { unread: false });
    expect(all.total).toBe(2);
    expect(all.data.map((m) => m.subject)).toEqual(['Cloud migration', 'Growth plan']);

    // Marking read is the message's one update, said in MarkRead's words.
    const { data: read } = await provider.update<ContactMessage>(CONTACT_INBOX, {
      id: all.data[0].id,
      data: {},
      previousData: all.data[0],
    });
    expect(read.readDate).not.toBeNull();
    expect(savedMessageOf(read)).toBe(serverText.success.contactRead);
    expect((await list(provider, { unread: true })).data.map((m) => m.name)).toEqual(['Omar Farouk']);

    const deleted = await provider.delete(CONTACT_INBOX, { id: all.data[1].id, previousData: all.data[1] });
    expect(deleted.data).toMatchObject({ id: all.data[1].id, name: 'Omar Farouk' });
    expect(savedMessageOf(deleted.data)).toBe(serverText.success.contactDeleted);
    expect(asked).toEqual([
      'POST /api/ContactAPI/SendMessage',
      'POST /api/ContactAPI/SendMessage',
      'GET /api/v1/contactMessages?filter={}&range=[0,24]&sort=["id","DESC"]',
      `PUT /api/v1/contactMessages/${all.data[0].id}`,
      'GET /api/v1/contactMessages?filter={"unread":true}&range=[0,24]&sort=["id","DESC"]',
      `DELETE /api/v1/contactMessages/${all.data[1].id}`,
    ]);
  });

  it("raises a refusal with the server's message", async () => {
    server.resetHandlers(...mockFor(SUPER_ADMIN));
    await expect(
      appProvider().update(CONTACT_INBOX, { id: 999, data: {}, previousData: { id: 999 } }),
    ).rejects.toMatchObject({
      status: 404,
      message: serverText.errors.notFound,
    });
  });
});
