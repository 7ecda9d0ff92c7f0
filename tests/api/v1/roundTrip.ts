import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HttpError } from 'ra-core';
import { describeApi } from '../../support/describeApi';
import { startV1, statusOf, type V1Callers } from './provider';

type Data = Record<string, unknown>;

/** One /api/v1 resource that ra-data-simple-rest can create, read, update and delete. */
export interface V1Resource {
  resource: string;
  /** The field holding a record's label: searched, sorted and changed by the update. */
  field: string;
  /** What both records point at, made first. */
  references?(v1: V1Callers, label: string): Promise<Data>;
  /** The labels of the two records and the first one's new label, and the search finding both (default: free text). */
  labels?: { first: string; second: string; renamed: string; search: string };
  /** A new record labelled `label` pointing at `references`. */
  data(label: string, references: Data): Data;
  /** A body the documented path refuses: here too, with its message in the reader's language. */
  invalid?: Data;
  /** A reference field for getManyReference. */
  target?: string;
}

/**
 * ra-data-simple-rest, unmodified, drives create, getOne, getList (search, sort, range, total),
 * getMany, getManyReference, update (409 when stale) and delete of each resource, and meets 404
 * for another organisation's ids, 401 signed out and 403 without the permission.
 */
export function roundTrips(suite: string, resources: V1Resource[]) {
  describeApi(suite, () => {
    let v1: V1Callers;
    beforeAll(async () => {
      v1 = await startV1(suite);
    });
    afterAll(() => v1?.ctx.close());

    it.each(resources.map((r) => [r.resource, r] as const))('%s: the round trip', async (resource, r) => {
      const { ours, theirs, powerless, anonymous } = v1;
      const word = `${resource.replace(/\W/g, '')}${Date.now() % 100000}`;
      const {
        first: alpha,
        second: beta,
        renamed,
        search,
      } = r.labels ?? {
        first: `Alpha ${word}`,
        second: `Beta ${word}`,
        renamed: `Gamma ${word}`,
        search: word,
      };
      const references = (await r.references?.(v1, word)) ?? {};
      const first = (await ours.create(resource, { data: r.data(alpha, references) })).data;
      expect(first).toMatchObject({ id: expect.any(Number), [r.field]: alpha });
      const second = (await ours.create(resource, { data: r.data(beta, references) })).data;

      expect((await ours.getOne(resource, { id: first.id })).data).toMatchObject({ id: first.id });

      const query = { sort: { field: r.field, order: 'DESC' as const }, filter: { q: search } };
      const page = await ours.getList(resource, { ...query, pagination: { page: 1, perPage: 1 } });
      expect(page.data.map((x) => x[r.field])).toEqual([beta]);
      expect(page.total).toBe(2);
      const next = await ours.getList(resource, { ...query, pagination: { page: 2, perPage: 1 } });
      expect(next.data.map((x) => x[r.field])).toEqual([alpha]);

      const many = await ours.getMany(resource, { ids: [first.id, second.id] });
      expect(many.data.map((x) => x.id).sort()).toEqual([first.id, second.id].sort());
      if (r.target) {
        const children = await ours.getManyReference(resource, {
          target: r.target,
          id: first[r.target] as number,
          pagination: { page: 1, perPage: 25 },
          sort: { field: r.field, order: 'ASC' },
          filter: {},
        });
        expect(children.data.map((x) => x[r.field])).toEqual([alpha, beta]);
        expect(children.total).toBe(2);
      }

      // What the server answered goes back unchanged, but for the new label.
      const read = (await ours.getOne(resource, { id: first.id })).data;
      const updated = (
        await ours.update(resource, { id: first.id, data: { ...read, [r.field]: renamed }, previousData: read })
      ).data;
      expect(updated).toMatchObject({ id: first.id, [r.field]: renamed });
      // The version read before that save is stale now: 409, nothing changes.
      const stale = { id: first.id, data: read, previousData: read };
      expect(await statusOf(ours.update(resource, stale))).toBe(409);

      if (r.invalid) {
        const refused = await v1.arabic.create(resource, { data: r.invalid }).catch((error: HttpError) => error);
        expect(refused).toMatchObject({ status: 400, message: expect.stringMatching(/[\u0600-\u06FF]/) });
      }

      // Another organisation's ids are not there; signed out is 401; no permission is 403.
      expect(await statusOf(theirs.getOne(resource, { id: first.id }))).toBe(404);
      expect(await statusOf(theirs.update(resource, { ...stale, data: updated }))).toBe(404);
      expect(await statusOf(theirs.delete(resource, { id: first.id, previousData: updated }))).toBe(404);
      expect((await theirs.getMany(resource, { ids: [first.id] })).data).toEqual([]);
      expect(await statusOf(anonymous.getOne(resource, { id: first.id }))).toBe(401);
      expect(await statusOf(powerless.getList(resource, { ...query, pagination: { page: 1, perPage: 5 } }))).toBe(403);
      expect(await statusOf(powerless.delete(resource, { id: first.id, previousData: updated }))).toBe(403);

      expect((await ours.delete(resource, { id: second.id, previousData: second })).data).toMatchObject({
        id: second.id,
      });
      expect(await statusOf(ours.getOne(resource, { id: second.id }))).toBe(404);
    });
  });
}
