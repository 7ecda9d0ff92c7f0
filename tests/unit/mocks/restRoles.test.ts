import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { apiPath, restApi, type Caller } from '@domain/api';
import { permissionId, subPermissionId } from '@domain/permissions';
import { createHandlers } from '../../../src/mocks/handlers';
import { demoEstimation, demoStore } from '../../../src/mocks/demo';

/** Someone who manages roles and sees departments, nothing more. */
const roleKeeper: Caller = { kind: 'member', grants: { 'Roles Detail': ['View', 'Add'], Department: ['View'] } };
const store = demoStore();
const server = setupServer(...createHandlers(store, demoEstimation(store), roleKeeper));
const create = (permissionId: number, subPermissionIds: number[], lng = 'en') =>
  fetch(`http://mock.test${apiPath(restApi.roles.create)}`, {
    method: 'POST',
    headers: { authorization: 'Bearer mock', 'content-type': 'application/json', 'accept-language': lng },
    body: JSON.stringify({
      name: `Keeper ${lng} ${subPermissionIds.join()}`,
      permissionAndSubPermissions: [{ permissionId, subPermissionIds }],
    }),
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('/api/v1/roles in the mock backend', () => {
  const [department, view, remove] = [permissionId('Department'), subPermissionId('View'), subPermissionId('Delete')];

  it('lets a caller give a role what they hold', async () => {
    const res = await create(department, [view]);
    expect(res.status).toBe(201);
  });

  it('refuses to give a role more than the caller holds, as the server does, in the reader’s language', async () => {
    const res = await create(department, [view, remove]);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'You cannot give permissions that you do not hold yourself.' });
    const arabic = await (await create(department, [remove], 'ar')).json();
    expect(arabic.message).not.toMatch(/[A-Za-z]/);
  });
});
