import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError } from 'ra-core';
import { demoText } from '@domain/demo';
import { registry } from '@domain/registry';
import { createHandlers } from '../../../src/mocks/handlers';

const server = setupServer(...createHandlers());
/** ra-data-simple-rest as the app and integrators use it: unmodified, a token in fetchJson's `user`. */
const provider = simpleRestProvider('http://mock.test/api/v1', (url, options = {}) =>
  fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: 'Bearer mock' } }),
);
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => (error instanceof HttpError ? error.status : Promise.reject(error)),
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('ra-data-simple-rest drives the mock backend', () => {
  it.each(registry.map((spec) => [spec.name, spec] as const))('%s over the demo organisation', async (name, spec) => {
    const first = await provider.getList(name, {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(first.data).toHaveLength(2);
    expect(first.total).toBeGreaterThan(1);
    const [record] = first.data;
    expect((await provider.getOne(name, { id: record.id })).data).toEqual(record);
    expect((await provider.getMany(name, { ids: [record.id] })).data).toEqual([record]);
    if (spec.parent) {
      const siblings = await provider.getManyReference(name, {
        target: spec.parent.source,
        id: record[spec.parent.source] as number,
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(siblings.data.every((r) => r[spec.parent!.source] === record[spec.parent!.source])).toBe(true);
    }
    const data = { ...(spec.parent ? { [spec.parent.source]: record[spec.parent.source] } : {}), name: `New ${name}` };
    const created = (await provider.create(name, { data })).data;
    expect(created).toMatchObject({ name: `New ${name}`, version: 1 });
    const updated = (
      await provider.update(name, {
        id: created.id,
        data: { ...created, name: `Renamed ${name}` },
        previousData: created,
      })
    ).data;
    expect(updated).toMatchObject({ name: `Renamed ${name}`, version: 2 });
    expect(
      await statusOf(
        provider.update(name, { id: created.id, data: { ...created, name: 'Stale' }, previousData: created }),
      ),
    ).toBe(409);
    await provider.delete(name, { id: created.id, previousData: updated });
    expect(await statusOf(provider.getOne(name, { id: created.id }))).toBe(404);
  });
});

describe('the structure’s choices at /api/v1/<resource>/choices', () => {
  it('answers the dropdown’s choices by name: a page of them with its total, many by id, sorted by id', async () => {
    const byName = { field: 'name', order: 'ASC' } as const;
    const page = await provider.getList('departments/choices', {
      pagination: { page: 1, perPage: 1 },
      sort: byName,
      filter: { q: 'o' },
    });
    expect(page).toEqual({ data: [{ id: 1, name: 'Human Resources' }], total: 3 });
    const second = await provider.getList('departments/choices', {
      pagination: { page: 2, perPage: 1 },
      sort: byName,
      filter: { q: 'o' },
    });
    expect(second.data.map((r) => r.name)).toEqual(['Information Technology']);
    expect((await provider.getMany('teams/choices', { ids: [1] })).data).toEqual([
      { id: 1, name: 'Campus Recruitment', projectId: 1 },
    ]);
    const newest = await provider.getList('departments/choices', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(newest.data.map((r) => r.id)).toEqual([...newest.data.map((r) => Number(r.id))].sort((a, b) => b - a));
    const refused = (sort: string) =>
      fetch(`http://mock.test/api/v1/departments/choices?sort=${encodeURIComponent(sort)}`, {
        headers: { authorization: 'Bearer mock' },
      }).then((res) => res.status);
    expect(await refused('["description","ASC"]')).toBe(400);
  });
});

describe('the demo in the reader’s language', () => {
  it('names the demo departments in Arabic for an Arabic reader, and finds them by either name', async () => {
    const list = (q: string, language: string) =>
      fetch(`http://mock.test/api/v1/departments?filter=${encodeURIComponent(JSON.stringify({ q }))}`, {
        headers: { authorization: 'Bearer mock', 'accept-language': language },
      }).then((res) => res.json() as Promise<Array<{ name: string }>>);
    const english = await list('', 'en');
    const arabic = await list('', 'ar');
    expect(arabic.map((d) => d.name)).toEqual(english.map((d) => demoText(d.name, 'ar')));
    expect(arabic.some((d) => /[\u0600-\u06ff]/.test(d.name))).toBe(true);
    const [first] = english;
    expect((await list(first.name, 'ar')).map((d) => d.name)).toContain(demoText(first.name, 'ar'));
    // The choices too, as the server searches both names for an Arabic reader.
    const choices = await fetch(
      `http://mock.test/api/v1/departments/choices?filter=${encodeURIComponent(JSON.stringify({ q: first.name }))}`,
      { headers: { authorization: 'Bearer mock', 'accept-language': 'ar' } },
    ).then((res) => res.json() as Promise<Array<{ name: string }>>);
    expect(choices.map((d) => d.name)).toContain(demoText(first.name, 'ar'));
  });
});
