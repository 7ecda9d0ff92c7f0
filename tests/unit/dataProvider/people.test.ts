// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createHandlers } from '../../../src/mocks/handlers';
import { demoEstimation, demoTables } from '../../../src/mocks/demo';
import { ownerCaller } from '../../../src/mocks/session';
import { MockStore } from '../../../src/mocks/store';
import { storeSession } from '../../../src/authProvider/session';
import { createAppDataProvider } from '../../../src/dataProvider/app';
import { peopleResources } from '../../../src/dataProvider/people';
import { PEOPLE_RESOURCES } from '../../../src/dataProvider/peopleOnFirstCall';
import type { httpClient } from '../../../src/authProvider/httpClient';
import { emptyEmployee } from '../../../src/people/employees/employeeForm';

const server = setupServer();
const provider = createAppDataProvider();
const seen: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
beforeEach(() => {
  seen.length = 0;
  // Without the demo employees, so that the list holds only what each test adds.
  server.resetHandlers(...createHandlers(new MockStore({ ...demoTables(), employees: [] })));
  storeSession({ accessToken: 'a1', refreshToken: 'r1', role: 2, roleId: null, userPermissions: [] });
});
afterEach(() => localStorage.clear());
afterAll(() => server.close());

const person = (email: string, roleId = '2') => ({
  ...emptyEmployee(),
  firstName: 'Laila',
  lastName: 'Omar',
  email,
  phoneNumber: '1',
  password: 'secret1',
  confirmPassword: 'secret1',
  country: 'KSA',
  address: 'Riyadh',
  joiningDate: '2025-01-01',
  employeeTypeId: '1',
  departmentId: '1',
  roleId,
});

describe('people data provider and mutations, on /api/v1 and the documented endpoints', () => {
  it('adds and pages employees on /api/v1 in JSON, for the employee list and the user list alike', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/employees', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...body, id: 31, version: 1 }, { status: 201 });
      }),
      http.get('*/api/v1/employees', () =>
        HttpResponse.json([{ id: 31, email: 'laila@example.com' }], {
          headers: { 'Content-Range': 'employees 0-0/2' },
        }),
      ),
    );
    const { data: added } = await provider.create('employees', { data: person('laila@example.com') });
    expect(added).toMatchObject({ id: 31, email: 'laila@example.com' });
    expect(bodies[0]).toMatchObject({ email: 'laila@example.com', employeeTypeId: 1, departmentId: 1, roleId: 2 });
    const page = await provider.getList('employees', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(page).toEqual({ data: [{ id: 31, email: 'laila@example.com' }], total: 2 });
    expect(seen).toContain('GET /api/v1/employees');
    expect(seen.filter((call) => call.includes('UserManagementAPI'))).toEqual([]);
  });

  it('answers a refusal with the field errors keyed like the form', async () => {
    server.use(
      http.post('*/api/v1/employees', () =>
        HttpResponse.json(
          {
            isSuccess: false,
            alertMessage: 'Email is invalid',
            message: 'Email is invalid',
            errors: { Email: ['Email is invalid'] },
          },
          { status: 400 },
        ),
      ),
    );
    await expect(provider.create('employees', { data: person('a@b') })).rejects.toMatchObject({
      status: 400,
      body: { errors: { email: 'Email is invalid' } },
    });
  });

  it("creates, reads and deletes roles on /api/v1; a held role's refusal reads as the server's words", async () => {
    const held = 'This role is held by 1 user. Give them another role before deleting it.';
    server.use(
      http.post('*/api/v1/roles', async ({ request }) =>
        HttpResponse.json({ ...((await request.json()) as object), id: 9, version: 1 }, { status: 201 }),
      ),
      http.get('*/api/v1/roles/:id', ({ params }) => HttpResponse.json({ id: Number(params.id), name: 'Auditors' })),
      http.delete('*/api/v1/roles/:id', () =>
        HttpResponse.json({ isSuccess: false, alertMessage: held, message: held, errors: {} }, { status: 409 }),
      ),
    );
    const { data: role } = await provider.create('roles', {
      data: { name: 'Auditors', permissionAndSubPermissions: [{ permissionId: 8, subPermissionIds: [1] }] },
    });
    expect(role).toMatchObject({ id: 9, name: 'Auditors' });
    expect((await provider.getOne('roles', { id: 9 })).data).toEqual({ id: 9, name: 'Auditors' });
    await expect(provider.delete('roles', { id: 9, previousData: role })).rejects.toMatchObject({
      status: 409,
      message: held,
    });
    expect(seen).toEqual(['POST /api/v1/roles', 'GET /api/v1/roles/9', 'DELETE /api/v1/roles/9']);
  });

  it('lists accounts for the Super Admin on /api/v1 and approves or deactivates them with a JSON array', async () => {
    const store = new MockStore(demoTables());
    server.resetHandlers(...createHandlers(store, demoEstimation(store), { ...ownerCaller(), kind: 'super' }));
    const waiting = await provider.getList('inactiveAccounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    const id = Number(waiting.data[0].id);
    expect(await provider.approveAccounts([id])).toEqual({ message: '1 account approved.' });
    const active = await provider.getList('activeAccounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(active.data.map((r) => r.id)).toContain(id);
    expect(await provider.deactivateAccounts([id, 9002])).toEqual({ message: '2 accounts deactivated.' });
    expect(seen.filter((call) => call.startsWith('GET'))).toEqual(['GET /api/v1/accounts', 'GET /api/v1/accounts']);
    const organizations = await provider.getList('organizations', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(organizations).toMatchObject({ data: [], total: 0 });
    expect(seen.at(-1)).toBe('GET /api/v1/organizations');
  });

  it('loads people.ts for exactly the resources it holds methods for', () => {
    expect([...PEOPLE_RESOURCES].sort()).toEqual(Object.keys(peopleResources()).sort());
  });

  it('reads the user detail and the permission catalogue through named methods', async () => {
    const { data: added } = await provider.create('employees', { data: person('detail@example.com') });
    const detail = await provider.userDetail<{ email: string; role: string }>(added.id);
    expect(detail.email).toBe('detail@example.com');
    expect(seen).toContain('GET /api/AuthenticationAPI/ViewUserDetail');
    expect(await provider.permissionCatalogue()).toEqual(expect.arrayContaining([expect.anything()]));
  });

  it('updates an employee on /api/v1 in JSON, with the version it was opened on and the chosen image as a data URL', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const http = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return { status: 200, headers: new Headers(), body: '', json: { id: 7, version: 4 } };
    }) as unknown as typeof httpClient;
    const image = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    const { data } = await createAppDataProvider(http).update('employees', {
      id: 7,
      data: { ...person('x@example.com'), profileImage: image },
      previousData: { id: 7, version: 3 },
    });
    expect(data).toEqual({ id: 7, version: 4 });
    expect(calls[0].url).toBe('/api/v1/employees/7');
    expect(calls[0].init?.method).toBe('PUT');
    const body = JSON.parse(String(calls[0].init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'x@example.com',
      roleId: 2,
      version: 3,
      profileImage: 'data:image/png;base64,iVA=',
    });
    expect(body).not.toHaveProperty('password');
  });

  it('says a lost connection is one, status 0, for the forms to tell from a refusal', async () => {
    const http = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof httpClient;
    await expect(createAppDataProvider(http).create('roles', { data: { name: 'Any' } })).rejects.toMatchObject({
      status: 0,
    });
  });
});
