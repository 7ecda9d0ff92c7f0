// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createHandlers } from '../../../src/mocks/handlers';
import { listQuery } from '../../../src/dataProvider';
import { documentedResources } from '../../support/documentedProvider';
import { storeSession } from '../../../src/authProvider/session';

const server = setupServer();
const provider = documentedResources();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.resetHandlers(...createHandlers());
  storeSession({ accessToken: 'a1', refreshToken: 'r1', role: 2, roleId: null, userPermissions: [] });
});
afterEach(() => localStorage.clear());
afterAll(() => server.close());

describe('data provider on the documented endpoints', () => {
  it('maps list parameters onto the pagination extension', () => {
    const query = listQuery({
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'con', departmentId: 3, id: [1, 2] },
    });
    expect(query.toString()).toBe('_page=2&_perPage=10&_sort=name&_order=DESC&q=con&departmentId=3&id=1%2C2');
  });

  it('reads a page and its total from X-Total-Count', async () => {
    const { data, total } = await provider.getList('employeeTypes', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(data.map((r) => r.name)).toEqual(['Contract', 'Intern']);
    expect(total).toBe(4);
  });

  it('searches with q and fetches many by id', async () => {
    const { data } = await provider.getList('employeeTypes', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'perm' },
    });
    expect(data.map((r) => r.name)).toEqual(['Permanent']);
    const many = await provider.getMany('employeeTypes', { ids: [1, 3] });
    expect(many.data.map((r) => r.id)).toEqual([1, 3]);
  });

  it('creates through AddEdit with id 0, updates with the id, and deletes', async () => {
    const created = await provider.create('employeeTypes', { data: { name: 'Seasonal', description: '' } });
    expect(created.data).toMatchObject({ name: 'Seasonal' });
    const updated = await provider.update('employeeTypes', {
      id: created.data.id,
      data: { name: 'Seasonal staff' },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ id: created.data.id, name: 'Seasonal staff' });
    const removed = await provider.delete('employeeTypes', { id: created.data.id, previousData: updated.data });
    expect(removed.data.id).toBe(created.data.id);
    await expect(provider.getOne('employeeTypes', { id: created.data.id })).rejects.toMatchObject({ status: 404 });
  });

  it('renames a record read without a description by sending it back as read (description null)', async () => {
    const created = await provider.create('departments', { data: { name: 'Logistics' } });
    const read = await provider.getOne('departments', { id: created.data.id });
    expect(read.data.description ?? null).toBeNull();
    const renamed = await provider.update('departments', {
      id: read.data.id,
      data: { ...read.data, name: 'Logistics and supply', description: null },
      previousData: read.data,
    });
    expect(renamed.data).toMatchObject({ name: 'Logistics and supply', description: null });
  });

  it('sends back the version the record was read at, from previousData even when a transform left it out', async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/api/EmployeeTypeAPI/AddEdit', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ isSuccess: true, alertMessage: 'Updated', data: { ...body, version: 8 } });
      }),
    );
    await provider.update('employeeTypes', {
      id: 2,
      data: { name: 'Temporary' },
      previousData: { id: 2, name: 'Contract', version: 7 },
    });
    await provider.update('employeeTypes', {
      id: 2,
      data: { name: 'Temporary', version: 7 },
      previousData: undefined as never,
    });
    await provider.update('employeeTypes', {
      id: 2,
      data: { name: 'Temporary' },
      previousData: { id: 2, name: 'Contract' },
    });
    expect(sent).toEqual([
      { name: 'Temporary', id: 2, version: 7 },
      { name: 'Temporary', id: 2, version: 7 },
      { name: 'Temporary', id: 2 },
    ]);
  });

  it('turns a failure envelope into the server message with field errors', async () => {
    await expect(provider.create('employeeTypes', { data: { name: 'permanent' } })).rejects.toMatchObject({
      status: 409,
      message: 'The name "permanent" is already used here.',
      // The field's message, as the server words it beside the alert.
      body: { errors: { name: 'The name "permanent" is already used here.' } },
    });
  });

  it('sends the bearer token and, on a 401, refreshes once and retries', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/EmployeeTypeAPI/GetById/:id', ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer fresh'
          ? HttpResponse.json({ id: 1, name: 'Permanent' })
          : HttpResponse.json({ isSuccess: false }, { status: 401 });
      }),
      http.post('*/api/RefreshTokensAPI/RefreshToken', async ({ request }) => {
        const body = (await request.json()) as { refreshToken: string };
        expect(body.refreshToken).toBe('r1');
        return HttpResponse.json({
          accessToken: 'fresh',
          refreshToken: 'r2',
          role: 2,
          roleId: null,
          userPermissions: [],
        });
      }),
    );
    const { data } = await provider.getOne('employeeTypes', { id: 1 });
    expect(data.name).toBe('Permanent');
    expect(seen).toEqual(['Bearer a1', 'Bearer fresh']);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('ends the session when the refresh is refused', async () => {
    server.use(
      http.get('*/api/EmployeeTypeAPI/GetById/:id', () => HttpResponse.json({}, { status: 401 })),
      http.post('*/api/RefreshTokensAPI/RefreshToken', () => HttpResponse.json({ isSuccess: false }, { status: 401 })),
    );
    await expect(provider.getOne('employeeTypes', { id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
