import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DataProvider } from 'ra-core';
import { registry } from '@domain/registry';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { element, providerFor, statusOf } from './provider';

describeApi('ra-data-simple-rest drives /api/v1', () => {
  let ctx: TestContext;
  let base: string;
  let ours: DataProvider;
  let theirs: DataProvider;

  beforeAll(async () => {
    ctx = await startApp();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ours = providerFor(base, (await createOrganization(ctx, 'Simple Rest Org')).auth);
    theirs = providerFor(base, (await createOrganization(ctx, 'Simple Rest Rival')).auth);
  });
  afterAll(() => ctx?.close());

  it.each(registry.map((spec) => [spec.name, spec] as const))(
    '%s: create, read, list, update, delete',
    async (name, spec) => {
      const first = await element(ours, spec, `Alpha ${name}`);
      expect(first).toMatchObject({ id: expect.any(Number), name: `Alpha ${name}`, version: 1 });
      const second = await ours.create(name, {
        data: { ...(spec.parent ? { [spec.parent.source]: first[spec.parent.source] } : {}), name: `Beta ${name}` },
      });

      expect((await ours.getOne(name, { id: first.id })).data).toEqual(first);

      const page = await ours.getList(name, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'name', order: 'DESC' },
        filter: { q: name },
      });
      expect(page.data.map((r) => r.name)).toEqual([`Beta ${name}`]);
      expect(page.total).toBe(2);
      const next = await ours.getList(name, {
        pagination: { page: 2, perPage: 1 },
        sort: { field: 'name', order: 'DESC' },
        filter: { q: name },
      });
      expect(next.data.map((r) => r.name)).toEqual([`Alpha ${name}`]);

      const many = await ours.getMany(name, { ids: [first.id, second.data.id] });
      expect(many.data.map((r) => r.id).sort()).toEqual([first.id, second.data.id].sort());
      if (spec.parent) {
        const children = await ours.getManyReference(name, {
          target: spec.parent.source,
          id: first[spec.parent.source] as number,
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        });
        expect(children.data.map((r) => r.name)).toEqual([`Alpha ${name}`, `Beta ${name}`]);
        expect(children.total).toBe(2);
      }

      // What the server answered goes back unchanged, but for the new name.
      const updated = (
        await ours.update(name, { id: first.id, data: { ...first, name: `Gamma ${name}` }, previousData: first })
      ).data;
      expect(updated).toMatchObject({ id: first.id, name: `Gamma ${name}`, version: 2 });
      // The version read before that save is stale now: 409, nothing changes.
      expect(
        await statusOf(ours.update(name, { id: first.id, data: { ...first, name: 'Stale' }, previousData: first })),
      ).toBe(409);
      expect(await statusOf(ours.create(name, { data: { ...second.data, name: `Gamma ${name}` } }))).toBe(409);

      // Another organisation's ids are not there; an anonymous caller is not signed in.
      expect(await statusOf(theirs.getOne(name, { id: first.id }))).toBe(404);
      expect(
        await statusOf(theirs.update(name, { id: first.id, data: { ...first, name: 'Taken' }, previousData: first })),
      ).toBe(404);
      expect(await statusOf(theirs.delete(name, { id: first.id, previousData: first }))).toBe(404);
      expect((await theirs.getMany(name, { ids: [first.id] })).data).toEqual([]);
      expect(await statusOf(providerFor(base).getOne(name, { id: first.id }))).toBe(401);

      expect((await ours.delete(name, { id: second.data.id, previousData: second.data })).data).toMatchObject({
        id: second.data.id,
      });
      expect(await statusOf(ours.getOne(name, { id: second.data.id }))).toBe(404);
    },
  );

  it('answers a list query it cannot read with 400 and a message, never a guess', async () => {
    const { auth } = await createOrganization(ctx, 'Simple Rest Queries');
    for (const query of [
      'range=[1,24]',
      'range=[0,5000]',
      'sort=["nope","ASC"]',
      'filter={"colour":"red"}',
      'filter=nope',
    ]) {
      const res = await fetch(`${base}/api/v1/departments?${query}`, {
        headers: auth,
      });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toMatch(/cannot be (read|sorted)/);
    }
    const arabic = await fetch(`${base}/api/v1/departments?range=[1,24]`, {
      headers: { ...auth, 'accept-language': 'ar' },
    });
    expect(((await arabic.json()) as { message: string }).message).toMatch(/^تعذّرت قراءة/);
  });
});
