import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee, createRole, createStructure, grants, type TestStructure } from '../../support/people';

/** The older UserManagementAPI: the employee rules and store behind other paths. */
describeApi('UserManagementAPI', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let s: TestStructure;
  let roleId: number;

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Users Org'));
    s = await createStructure(ctx, org, 'U');
    roleId = await createRole(ctx, org, {});
  });
  afterAll(() => ctx?.close());

  const user = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Sara',
    lastName: 'Nasser',
    email: `sara.${Math.random().toString(36).slice(2)}@users.test`,
    phoneNumber: '0500000000',
    password: 'Sara#2025',
    confirmPassword: 'Sara#2025',
    country: 'UAE',
    address: 'Dubai',
    joiningDate: '2024-09-01',
    employeeTypeId: s.employeeTypeId,
    departmentId: s.departmentId,
    roleId,
    ...overrides,
  });
  const addEdit = (payload: Record<string, unknown>, headers = owner) =>
    ctx.app.inject({ method: 'POST', url: '/api/UserManagementAPI/AddEdit', payload, headers });

  it('creates with id 0 or none, and updates with an id', async () => {
    const created = await addEdit(user({ id: 0 }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().alertMessage).toBe('User has been created successfully!');
    const id = created.json().data.id;
    const {
      password: _p,
      confirmPassword: _c,
      ...withoutPasswords
    } = user({ id, firstName: 'Sarah', email: created.json().data.email });
    const updated = await addEdit(withoutPasswords);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      alertMessage: 'User updated successfully.',
      data: { id, firstName: 'Sarah' },
    });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/UserManagementAPI/GetAll', headers: owner })).json();
    expect(list.map((u: { id: number }) => u.id)).toContain(id);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/UserManagementAPI/Delete/${id}`,
      headers: owner,
    });
    expect(removed.json().alertMessage).toBe('User deleted successfully.');
  });

  it('applies the same rules and messages as AddEmployee', async () => {
    const res = await addEdit({ FirstName: '', Password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      FirstName: ['Please fill the First Name field'],
      Password: ['Password must be at least 6 characters'],
      RoleId: ['Please select Role'],
    });
  });

  it('needs Add to create and Edit to update', async () => {
    const editor = await createEmployee(ctx, org, { grants: grants('Employee:Edit') });
    expect((await addEdit(user(), editor.auth)).statusCode).toBe(403);
    const target = (await addEdit(user())).json().data;
    const {
      password: _p,
      confirmPassword: _c,
      ...rest
    } = user({ id: target.id, email: target.email, lastName: 'Edited' });
    expect((await addEdit(rest, editor.auth)).statusCode).toBe(200);
    const adder = await createEmployee(ctx, org, { grants: grants('Employee:Add') });
    expect((await addEdit(rest, adder.auth)).statusCode).toBe(403);
    expect((await addEdit(user(), adder.auth)).statusCode).toBe(200);
  });
});
