// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../../src/mocks/handlers';
import { demoTables } from '../../../src/mocks/demo';
import { MockStore } from '../../../src/mocks/store';
import { storeSession } from '../../../src/authProvider/session';
import { createPeopleDataProvider } from '../../../src/people/dataProvider';
import { PEOPLE_PATHS, approveAccounts, deactivateAccounts, mutate } from '../../../src/people/api';
import { employeeFormData, emptyEmployee } from '../../../src/people/employees/employeeForm';

const server = setupServer();
const provider = createPeopleDataProvider();
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

const person = (email: string, roleId = '2') =>
  employeeFormData(
    {
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
    },
    {},
  );

describe('people data provider and mutations on the documented endpoints', () => {
  it('adds employees through AddEmployee and pages them from GetAllEmployees, or GetAll for /allusers', async () => {
    const added = await mutate(PEOPLE_PATHS.employees.add, 'POST', person('laila@example.com'));
    expect(added).toMatchObject({ ok: true, message: 'Employee added successfully.' });
    await mutate(PEOPLE_PATHS.users.save, 'POST', person('omar@example.com'));
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

  it('answers a refusal as an outcome with field errors keyed like the form', async () => {
    const refused = await mutate(PEOPLE_PATHS.employees.add, 'POST', person('a@b'));
    expect(refused).toMatchObject({ ok: false, status: 400, transport: false, errors: { email: 'Email is invalid' } });
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
    await mutate(PEOPLE_PATHS.employees.add, 'POST', person('holder@example.com', String(role.id)));
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
    expect(await approveAccounts([id])).toMatchObject({ ok: true, message: '1 account approved.' });
    const active = await provider.getList('activeAccounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(active.data.map((r) => r.id)).toContain(id);
    expect(await deactivateAccounts([id, 9002])).toMatchObject({ ok: true, message: '2 accounts deactivated.' });
  });
});
