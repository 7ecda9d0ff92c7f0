// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../../src/mocks/handlers';
import { MockStore, demoSeed } from '../../../src/mocks/store';
import { storeSession } from '../../../src/authProvider/session';
import { createAppDataProvider } from '../../../src/dataProvider/app';
import { savedMessageOf } from '../../../src/dataProvider';
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
  server.resetHandlers(...createHandlers(new MockStore(demoSeed)));
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

describe('people data provider and mutations on the documented endpoints', () => {
  it('adds employees through AddEmployee and pages them from GetAllEmployees, or GetAll for /allusers', async () => {
    const { data: added } = await provider.create('employees', { data: person('laila@example.com') });
    expect(savedMessageOf(added)).toBe('Employee added successfully.');
    expect(seen).toContain('POST /api/AuthenticationAPI/AddEmployee');
    await provider.create('employees', { data: person('omar@example.com'), meta: { api: 'users' } });
    expect(seen).toContain('POST /api/UserManagementAPI/AddEdit');
    const page = await provider.getList('employees', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(2);
    expect(page.data.map((r) => r.email)).toEqual(['laila@example.com']);
    await provider.getList('employees', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'omar' },
      meta: { api: 'users' },
    });
    expect(seen).toContain('GET /api/UserManagementAPI/GetAll');
    const one = await provider.getOne('employees', { id: page.data[0].id });
    expect(one.data).toMatchObject({ email: 'laila@example.com', roleId: 2 });
  });

  it('answers a refusal with the field errors keyed like the form', async () => {
    await expect(provider.create('employees', { data: person('a@b') })).rejects.toMatchObject({
      status: 400,
      body: { errors: { email: 'Email is invalid' } },
    });
  });

  it('creates, updates and reads roles, and a held role cannot be deleted', async () => {
    const { data: role } = await provider.create('roles', {
      data: { name: 'Auditors', permissionAndSubPermissions: [{ permissionId: 8, subPermissionIds: [1] }] },
    });
    expect(role).toMatchObject({ employeeRoleName: 'Auditors' });
    await provider.update('roles', {
      id: role.id,
      data: { name: 'Auditors', permissionAndSubPermissions: [{ permissionId: 8, subPermissionIds: [1, 2] }] },
      previousData: role,
    });
    const { data: read } = await provider.getOne('roles', { id: role.id });
    expect(read.userPermissions).toEqual([
      expect.objectContaining({
        permissionName: 'Department',
        subPermissions: [
          expect.objectContaining({ subPermissionName: 'View' }),
          expect.objectContaining({ subPermissionName: 'Add' }),
        ],
      }),
    ]);
    await provider.create('employees', { data: person('holder@example.com', String(role.id)) });
    await expect(provider.delete('roles', { id: role.id, previousData: read })).rejects.toMatchObject({
      status: 409,
      message: 'This role is held by 1 user. Give them another role before deleting it.',
    });
    const many = await provider.getMany('roles', { ids: [role.id] });
    expect(many.data).toHaveLength(1);
  });

  it('lists accounts for the Super Admin and approves or deactivates them with a JSON array', async () => {
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
  });
});
