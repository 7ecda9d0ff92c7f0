import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { api, apiPath, restApi } from '@domain/api';
import { createHandlers } from '../../../src/mocks/handlers';
import { demoEstimation, demoStore } from '../../../src/mocks/demo';

const store = demoStore();
const server = setupServer(...createHandlers(store, demoEstimation(store)));
const headers = { authorization: 'Bearer mock' };
const rows = async (url: string) => {
  const res = await fetch(`http://mock.test${url}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Array<{ id: number; designationId: number | null }>;
};
const v1 = (filter: object) =>
  `${apiPath(restApi.employees.list)}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('/api/v1/employees in the mock backend', () => {
  it('lists the people without a job title for the filter none, as the documented list and the server do', async () => {
    const untitled = await rows(v1({ designationId: 'none' }));
    expect(untitled.every((row) => row.designationId === null)).toBe(true);
    const documented = await rows(`${apiPath(api.employees.allEmployees)}?designationId=none&_perPage=99`);
    expect(untitled.map((row) => row.id).sort()).toEqual(documented.map((row) => row.id).sort());
    const titled = (await rows(v1({}))).find((row) => row.designationId !== null)!;
    const sameTitle = await rows(v1({ designationId: titled.designationId }));
    expect(sameTitle.length).toBeGreaterThan(0);
    expect(sameTitle.every((row) => row.designationId === titled.designationId)).toBe(true);
  });
});
