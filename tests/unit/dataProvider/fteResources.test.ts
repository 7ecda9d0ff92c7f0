// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createHandlers } from '../../../src/mocks/handlers';
import { savedMessageOf, fteResource, gotNoAnswer, serverMessage } from '../../../src/dataProvider';
import { documentedResources } from '../../support/documentedProvider';
import { storeSession } from '../../../src/authProvider/session';

const server = setupServer();
const provider = documentedResources();
const seen: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  server.resetHandlers(...createHandlers());
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}`);
  });
  storeSession({ accessToken: 'a1', refreshToken: 'r1', role: 2, roleId: null, userPermissions: [] });
});
afterEach(() => localStorage.clear());
afterAll(() => server.close());

const profile = {
  fteName: 'Night shift week',
  teamId: 1,
  workingHours: 8,
  workingDays: 5,
  breakHours: '01:00',
  breakCustomFields: [{ fieldName: 'Prayer', fieldValue: '00:30' }],
  gazettedHolidays: 10,
  annualLeaves: 21,
  sickLeaves: 5,
  casualLeaves: 3,
  totalAwayDays: 2,
  leavesCustomFields: [{ fieldName: 'Training', fieldValue: 1 }],
  country: 'SaudiArabia',
};

describe('FTE profiles through the data provider', () => {
  it('serves each scope from its documented family of endpoints', async () => {
    const created = await provider.create(fteResource('team'), { data: profile });
    expect(created.data).toMatchObject({
      fteName: 'Night shift week',
      teamId: 1,
      fte: 1417,
      availableDays: 218,
      netDailyHours: 6.5,
      currency: 'SAR',
    });
    const page = await provider.getList(fteResource('team'), {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'fteName', order: 'ASC' },
      filter: { teamId: 1 },
    });
    expect(page.total).toBe(1);
    await provider.getOne(fteResource('team'), { id: created.data.id });
    await provider.update(fteResource('team'), {
      id: created.data.id,
      data: { ...profile, annualLeaves: 22 },
      previousData: created.data,
    });
    await provider.delete(fteResource('team'), { id: created.data.id, previousData: created.data });
    expect(seen).toEqual([
      'POST /api/TeamAPI/AddEditTeamFte',
      'GET /api/TeamAPI/GetAllTeamFte',
      `GET /api/TeamAPI/GetTeamFteById/${created.data.id}`,
      'POST /api/TeamAPI/AddEditTeamFte',
      `DELETE /api/TeamAPI/DeleteTeamFte/${created.data.id}`,
    ]);
  });

  it('names the department family as documented, AddEdit on its own controller', async () => {
    await provider.create(fteResource('department'), { data: { ...profile, teamId: undefined, departmentId: 1 } });
    await provider.getList(fteResource('organization'), {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'fteName', order: 'ASC' },
      filter: {},
    });
    expect(seen).toEqual(['POST /api/DepartmentFTEAPI/AddEdit', 'GET /api/OrganizationFTEAPI/GetAll']);
  });

  it("keeps the server's alertMessage beside the record a mutation resolves with", async () => {
    const created = await provider.create('departments', { data: { name: 'Legal' } });
    expect(savedMessageOf(created.data)).toBe('Department added successfully.');
    const removed = await provider.delete('departments', { id: created.data.id, previousData: created.data });
    expect(savedMessageOf(removed.data)).toBe('Department deleted successfully.');
  });
});

describe('failures as the screens need them (spec §8)', () => {
  it("a refused delete carries the server's reason", async () => {
    const failure = await provider.delete('departments', { id: 1, previousData: { id: 1 } }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 409 });
    expect(serverMessage(failure)).toBe(
      '3 sub-departments still belong to this department: HR Operations, People & Organisational Development, Talent Acquisition',
    );
    expect(gotNoAnswer(failure)).toBe(false);
  });

  it('a refusal without a message has no server message', async () => {
    server.use(http.delete('*/api/DepartmentAPI/Delete/:id', () => new HttpResponse('oops', { status: 500 })));
    const failure = await provider.delete('departments', { id: 2, previousData: { id: 2 } }).catch((e: unknown) => e);
    expect(serverMessage(failure)).toBeUndefined();
  });

  it('a call that gets no answer at all is told apart', async () => {
    server.use(http.post('*/api/DepartmentAPI/AddEdit', () => HttpResponse.error()));
    const failure = await provider.create('departments', { data: { name: 'Legal' } }).catch((e: unknown) => e);
    expect(gotNoAnswer(failure)).toBe(true);
    expect(serverMessage(failure)).toBeUndefined();
  });

  it('field errors of a failure envelope land under the inputs', async () => {
    const failure = await provider
      .create(fteResource('team'), { data: { ...profile, workingDays: 9 } })
      .catch((e: unknown) => e);
    // In the server's words, as tests/api/fte/profiles.test.ts reads them.
    expect(failure).toMatchObject({
      status: 400,
      body: { errors: { workingDays: 'Working days per week must be between 1 and 7 days' } },
    });
  });
});
