import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { api, apiPath, importEndpoints } from '@domain/api';
import { createHandlers } from '../../../src/mocks/handlers';
import { MockStore } from '../../../src/mocks/store';

const store = new MockStore();
const server = setupServer(...createHandlers(store));
const headers = { authorization: 'Bearer mock' };
const at = (path: string) => `http://mock.test${path}`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const upload = (text: string, language = 'en') => {
  const form = new FormData();
  form.append('uploadedFile', new Blob([text], { type: 'text/csv' }), 'departments.csv');
  return fetch(at(apiPath(importEndpoints('departments').import)), {
    method: 'POST',
    headers: { ...headers, 'accept-language': language },
    body: form,
  });
};

describe('the mock backend beyond the structure lists', () => {
  it("answers the dashboard's setup progress from its tables", async () => {
    const res = await fetch(at(apiPath(api.platform.setupProgress)), { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toContainEqual({ key: 'department', count: 0 });
  });

  it('imports a CSV file of departments all or nothing, in the reader’s language', async () => {
    const refused = await upload('Name *,Description\n,No name\n');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { data: { problems: Array<{ message: string }> } }).data.problems).toEqual([
      expect.objectContaining({ row: 2, field: 'name', message: 'Name is required' }),
    ]);
    const done = await upload('الاسم *,الوصف\nFinance,Money\nLegal,\n', 'ar');
    expect(done.status).toBe(200);
    expect(store.all('departments').map((d) => d.name)).toEqual(['Finance', 'Legal']);
    const checked = await fetch(at(apiPath(api.platform.setupProgress)), { headers });
    expect(await checked.json()).toContainEqual({ key: 'department', count: 2 });
  });

  it('exports and erases a person', async () => {
    const person = store.insert('employees', { firstName: 'Sara', lastName: 'Ali', email: 'sara@demo.test' });
    const exported = await fetch(`${at(apiPath(api.personalData.person, { userId: person.id }))}?format=json`, {
      headers,
    });
    expect(((await exported.json()) as { person: { firstName: string } }).person.firstName).toBe('Sara');
    const erased = await fetch(at(apiPath(api.personalData.erase, { userId: person.id })), { method: 'POST', headers });
    expect(((await erased.json()) as { data: { firstName: string } }).data.firstName).toBe('Erased person');
  });
});

describe('the mock import', () => {
  it('writes nothing when a row repeats a name already used', async () => {
    const before = store.all('departments').length;
    const refused = await upload('Name *\nAudit\nfinance\n');
    expect(refused.status).toBe(422);
    expect(store.all('departments')).toHaveLength(before);
  });
});
