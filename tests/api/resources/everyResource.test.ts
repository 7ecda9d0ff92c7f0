import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registry, type ResourceSpec } from '@domain/registry';
import { users } from '../../../server/db/schema';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

interface Element {
  id: number;
  name: string;
  description: string | null;
  createdDate: string;
  version: number;
  [key: string]: unknown;
}

const url = (spec: ResourceSpec, route: keyof ResourceSpec['routes'], id?: number) =>
  `/api/${spec.controller}/${spec.routes[route]}${id === undefined ? '' : `/${id}`}`;
const byName = (name: string) => registry.find((spec) => spec.name === name) as ResourceSpec;
/** The resources that hang under `spec`: a record of theirs blocks its deletion. */
const childrenOf = (spec: ResourceSpec) => registry.filter((other) => other.parent?.reference === spec.name);

/**
 * The life of one record of every registry resource, read from the registry alone (a resource
 * added by the recipe is covered with no test of its own): create, read, a sorted page of the list,
 * update, a name taken among its siblings but free under another parent, a delete refused while
 * a record hangs under it, then the delete.
 */
describeApi('every registry resource, one record through its life', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let org: number;

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    ctx.app.inject({ method, url: path, headers: auth, ...(payload ? { payload } : {}) });
  /** Saves a record, first making the parents it needs when none is given. */
  const save = async (spec: ResourceSpec, name: string, parentId?: number): Promise<Element> => {
    const parent = spec.parent ? (parentId ?? (await save(byName(spec.parent.reference), `${name} parent`)).id) : 0;
    const res = await call('POST', url(spec, 'save'), {
      name,
      ...(spec.parent ? { [spec.parent.source]: parent } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /**
   * Hangs a record named `name` under the element: a child element, else an assigned employee.
   * Answers how to take it away again, or nothing when the resource has neither.
   */
  const blockUnder = async (spec: ResourceSpec, id: number, name: string) => {
    const [child] = childrenOf(spec);
    if (child) {
      const record = await save(child, name, id);
      return async () => expect((await call('DELETE', url(child, 'remove', record.id))).statusCode).toBe(200);
    }
    if (!spec.employeeColumn) return undefined;
    const email = `blocker-${spec.name}@every.test`;
    const [first, last] = name.split(' ');
    const column = { [spec.employeeColumn]: id } as Partial<typeof users.$inferInsert>;
    await ctx.database.db
      .insert(users)
      .values({ organizationId: org, email, passwordHash: 'not-a-hash', firstName: first, lastName: last, ...column });
    return async () => void (await ctx.database.db.delete(users).where(eq(users.email, email)));
  };
  const parentOf = (spec: ResourceSpec, record: Element) => (spec.parent ? Number(record[spec.parent.source]) : 0);

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth, organizationId: org } = await createOrganization(ctx, 'Every Resource Co'));
  });
  afterAll(() => ctx?.close());

  it.each(registry.map((spec) => [spec.name, spec] as const))('%s', async (resource, spec) => {
    // Bracketed, so that no resource's names contain another's (`departments` is in `subDepartments`).
    const name = `[${resource}]`;
    const created = await save(spec, `${name} Delta`);
    const parent = parentOf(spec, created);
    expect(Object.keys(created).sort()).toEqual(
      ['createdDate', 'description', 'id', 'name', 'version', ...(spec.parent ? [spec.parent.source] : [])].sort(),
    );
    expect(Number.isNaN(Date.parse(created.createdDate))).toBe(false);
    const one = await call('GET', url(spec, 'one', created.id));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);

    // Paging and sorting: five siblings, the second page of two in descending name order.
    for (const letter of ['alpha', 'Echo', 'charlie', 'Bravo']) await save(spec, `${name} ${letter}`, parent);
    const page = await call(
      'GET',
      `${url(spec, 'list')}?q=${encodeURIComponent(name)}&_page=2&_perPage=2&_sort=name&_order=DESC`,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.json().map((row: Element) => row.name)).toEqual([`${name} charlie`, `${name} Bravo`]);

    const updated = await call('POST', url(spec, 'save'), { ...created, description: 'Changed' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().alertMessage).toMatch(/updated successfully\.$/);
    expect((await call('GET', url(spec, 'one', created.id))).json()).toMatchObject({
      description: 'Changed',
      version: created.version + 1,
    });

    // A sibling's name, whatever its case, is taken; under another parent it is free.
    const twin = { name: `${name} ALPHA`, ...(spec.parent ? { [spec.parent.source]: parent } : {}) };
    const clash = await call('POST', url(spec, 'save'), twin);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().alertMessage).toBe(`The name "${name} ALPHA" is already used here.`);
    if (spec.parent) {
      const elsewhere = await save(byName(spec.parent.reference), `${name} other parent`);
      expect((await save(spec, `${name} ALPHA`, elsewhere.id)).name).toBe(`${name} ALPHA`);
    }

    // A record hanging under it (a child element, else an assigned employee) blocks its deletion, by name.
    const unblock = await blockUnder(spec, created.id, `${name} Blocker`);
    if (unblock) {
      const blocked = await call('DELETE', url(spec, 'remove', created.id));
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().alertMessage).toContain(`${name} Blocker`);
      await unblock();
    }

    const removed = await call('DELETE', url(spec, 'remove', created.id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ isSuccess: true, data: { id: created.id } });
    expect((await call('GET', url(spec, 'one', created.id))).statusCode).toBe(404);
  });
});
