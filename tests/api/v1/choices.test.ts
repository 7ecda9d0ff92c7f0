import { afterAll, beforeAll, expect, it } from 'vitest';
import { registry } from '@domain/registry';
import { describeApi } from '../../support/describeApi';
import { employeeWith } from '../../support/employeeWith';
import { element, providerFor, startV1, statusOf, type V1Callers } from './provider';

const BY_NAME = { field: 'name', order: 'ASC' } as const;
const page = (
  perPage: number,
  filter: Record<string, unknown> = {},
  sort: { field: string; order: 'ASC' | 'DESC' } = BY_NAME,
) => ({
  pagination: { page: 1, perPage },
  sort,
  filter,
});

describeApi('ra-data-simple-rest reads /api/v1/<resource>/choices', () => {
  let v1: V1Callers;
  beforeAll(async () => {
    v1 = await startV1('Choices');
  });
  afterAll(() => v1?.ctx.close());

  it.each(registry.map((spec) => [spec.name, spec] as const))(
    '%s: choices by name, searched, paged, many by id; Employee Add alone reads them, not the list',
    async (name, spec) => {
      const { ours, theirs, anonymous, ctx, base, organizationId } = v1;
      const choices = `${name}/choices`;
      const alpha = await element(ours, spec, `Alpha ${name}`);
      const parent = spec.parent ? { [spec.parent.source]: alpha[spec.parent.source] } : {};
      const beta = (await ours.create(name, { data: { ...parent, name: `Beta ${name}` } })).data as { id: number };
      const shape = (record: { id: number; name: unknown }) => ({ id: record.id, name: record.name, ...parent });

      const first = await ours.getList(choices, page(1, { q: name }));
      expect(first.data).toEqual([shape(alpha as { id: number; name: string })]);
      expect(first.total).toBe(2);
      const newest = await ours.getList(choices, page(25, { q: name }, { field: 'id', order: 'DESC' }));
      expect(newest.data.map((c) => c.id)).toEqual([beta.id, alpha.id]);
      expect((await ours.getMany(choices, { ids: [beta.id] })).data.map((c) => c.name)).toEqual([`Beta ${name}`]);
      if (spec.parent) {
        const siblings = await ours.getList(choices, page(25, parent));
        expect(siblings.data.map((c) => c.name)).toEqual([`Alpha ${name}`, `Beta ${name}`]);
      }

      const adder = providerFor(
        base,
        await employeeWith(ctx, organizationId, `Adder of ${name}`, [['Employee', ['Add']]]),
      );
      expect((await adder.getList(choices, page(25, { q: name }))).total).toBe(2);
      expect(await statusOf(adder.getList(name, page(25)))).toBe(403);
      expect(await statusOf(adder.getOne(name, { id: alpha.id }))).toBe(403);

      // Another organisation's ids are never answered; nobody signed in reads nothing.
      expect((await theirs.getMany(choices, { ids: [alpha.id, beta.id] })).data).toEqual([]);
      expect((await theirs.getList(choices, page(25, { q: name }))).total).toBe(0);
      expect(await statusOf(anonymous.getList(choices, page(25)))).toBe(401);
    },
  );

  it('refuses a sort a choice has no field for, and is not taken for a record at /:id', async () => {
    const { base, ourAuth } = v1;
    const res = await fetch(`${base}/api/v1/departments/choices?sort=${encodeURIComponent('["description","ASC"]')}`, {
      headers: ourAuth,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/cannot be read/);
    const plain = await fetch(`${base}/api/v1/departments/choices`, { headers: ourAuth });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-range')).toMatch(/^departments /);
  });
});
