// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createAppDataProvider } from '../../../src/dataProvider/app';
import { DROPDOWN_META, savedMessageOf } from '../../../src/dataProvider';
import { storeSession } from '../../../src/authProvider/session';
import { i18n } from '../../../src/i18n';
import enServer from '../../../public/locales/en/server.json';
import arServer from '../../../public/locales/ar/server.json';

/** What reached the server: method, path with query, and the headers the app adds. */
interface Sent {
  call: string;
  range: string | null;
  ifMatch: string | null;
  language: string | null;
  auth: string | null;
  body?: unknown;
}

const server = setupServer();
const sent: Sent[] = [];
const provider = createAppDataProvider();

const departments = [
  { id: 1, name: 'Finance', description: null, version: 3 },
  { id: 2, name: 'Fine Arts', description: null, version: 1 },
];

/** A stand-in for /api/v1/departments as the server answers it (server/modules/resources/simpleRest.ts). */
const v1 = [
  http.get('*/api/v1/:resource', ({ params }) =>
    HttpResponse.json(departments, { headers: { 'Content-Range': `${String(params.resource)} 0-1/319` } }),
  ),
  http.put('*/api/v1/departments/:id', async ({ request }) => {
    const body = (await request.json()) as { version?: number };
    if (body.version === 3) return HttpResponse.json({ ...departments[0], ...body, version: 4 });
    const alertMessage = arServer.errors.staleRecord;
    return HttpResponse.json({ isSuccess: false, alertMessage, message: alertMessage, errors: {} }, { status: 409 });
  }),
  http.delete('*/api/v1/departments/:id', () => HttpResponse.json(departments[1])),
  http.post('*/api/v1/roles', () => HttpResponse.json({ id: 5, name: 'Auditors', version: 1 }, { status: 201 })),
  http.post('*/api/v1/fte.team', () =>
    HttpResponse.json({ id: 6, fteName: 'Night shift', version: 1 }, { status: 201 }),
  ),
];

beforeAll(async () => {
  await i18n.init({ lng: 'en', ns: ['server'], resources: { en: { server: enServer }, ar: { server: arServer } } });
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  sent.length = 0;
  server.resetHandlers(...v1);
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const headers = request.headers;
    sent.push({
      call: `${request.method} ${decodeURIComponent(url.pathname + url.search)}`,
      range: headers.get('range'),
      ifMatch: headers.get('if-match'),
      language: headers.get('accept-language'),
      auth: headers.get('authorization'),
      body: request.method === 'PUT' ? await request.clone().json() : undefined,
    });
  });
  storeSession({ accessToken: 'a1', refreshToken: 'r1', role: 2, roleId: null, userPermissions: [] });
});
afterEach(async () => {
  server.events.removeAllListeners();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterAll(() => server.close());

describe('the structure resources on /api/v1 through ra-data-simple-rest', () => {
  it("lists with ra-data-simple-rest's sort, range and filter, the total from Content-Range, signed in", async () => {
    const { data, total } = await provider.getList('departments', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'fin' },
    });
    expect(data.map((r) => r.name)).toEqual(['Finance', 'Fine Arts']);
    expect(total).toBe(319);
    expect(sent).toEqual([
      {
        call: 'GET /api/v1/departments?filter={"q":"fin"}&range=[0,24]&sort=["name","DESC"]',
        range: 'departments=0-24',
        ifMatch: null,
        language: expect.stringMatching(/^en/),
        auth: 'Bearer a1',
        body: undefined,
      },
    ]);
  });

  it("reads many by id, a parent's children and a dropdown's choices on /api/v1", async () => {
    server.use(
      http.get('*/api/v1/teams/choices', () =>
        HttpResponse.json([{ id: 1, name: 'Payroll' }], { headers: { 'Content-Range': 'teams 0-0/1' } }),
      ),
    );
    await provider.getMany('departments', { ids: [1, 2] });
    await provider.getManyReference('subDepartments', {
      target: 'departmentId',
      id: 3,
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    await provider.getMany('teams', { ids: [1], meta: DROPDOWN_META });
    // A dropdown offers its choices by name, whatever order its reference input asks by default.
    await provider.getList('teams', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'pay' },
      meta: DROPDOWN_META,
    });
    // A record's history link names its id as text; /api/v1 takes a number.
    await provider.getList('auditTrail', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'at', order: 'DESC' },
      filter: { resource: 'departments', recordId: '7' },
    });
    expect(sent.map((s) => s.call)).toEqual([
      'GET /api/v1/departments?filter={"id":[1,2]}',
      'GET /api/v1/subDepartments?filter={"departmentId":3}&range=[10,19]&sort=["name","ASC"]',
      'GET /api/v1/teams/choices?filter={"id":[1]}',
      'GET /api/v1/teams/choices?filter={"q":"pay"}&range=[0,24]&sort=["name","ASC"]',
      'GET /api/v1/auditTrail?filter={"resource":"departments","recordId":7}&range=[0,24]&sort=["at","DESC"]',
    ]);
  });

  it("sends back the version read, says the change in the reader's words, and deletes with If-Match", async () => {
    const updated = await provider.update('departments', {
      id: 1,
      data: { id: 1, name: 'Finance and Budget' },
      previousData: departments[0],
    });
    expect(updated.data).toMatchObject({ name: 'Finance and Budget', version: 4 });
    expect(savedMessageOf(updated.data)).toBe('Department updated successfully.');
    const removed = await provider.delete('departments', { id: 2, previousData: departments[1] });
    expect(savedMessageOf(removed.data)).toBe('Department deleted successfully.');
    // A resource whose documented paths have words of their own keeps them.
    const role = await provider.create('roles', { data: { name: 'Auditors' } });
    expect(savedMessageOf(role.data)).toBe('Role added successfully.');
    // An FTE profile is named by its family, as its documented paths name it.
    const profile = await provider.create('fte.team', { data: { fteName: 'Night shift' } });
    expect(savedMessageOf(profile.data)).toBe('Team FTE profile added successfully.');
    expect(sent.map(({ call, ifMatch, body }) => ({ call, ifMatch, body }))).toEqual([
      { call: 'PUT /api/v1/departments/1', ifMatch: null, body: { id: 1, name: 'Finance and Budget', version: 3 } },
      { call: 'DELETE /api/v1/departments/2', ifMatch: '"1"', body: undefined },
      { call: 'POST /api/v1/roles', ifMatch: null, body: undefined },
      { call: 'POST /api/v1/fte.team', ifMatch: null, body: undefined },
    ]);
  });

  it("reads a 409 on a stale version as the server's conflict message, in the reader's language", async () => {
    await i18n.changeLanguage('ar');
    await expect(
      provider.update('departments', {
        id: 1,
        data: { name: 'Treasury' },
        previousData: { ...departments[0], version: 2 },
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: arServer.errors.staleRecord,
      body: { errors: {} },
    });
    expect(sent[0].language).toMatch(/^ar/);
  });
});
