import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DataProvider } from 'ra-core';
import { adminAuth } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createProfile, fixture, HR_SAMPLE, OPS_SAMPLE, upload } from '../../support/estimation';
import { contactMessages } from '../../../server/db/schema';
import { multipart } from '../../../tools/harness/multipart';
import { providerFor, startV1, statusOf, type V1Callers } from './provider';

const page = (perPage: number, field: string, order: 'ASC' | 'DESC', filter: Record<string, unknown> = {}) => ({
  pagination: { page: 1, perPage },
  sort: { field, order },
  filter,
});

/** Writes a resource does not have are not there: 404, as any address the server does not serve. */
async function expectNoWrites(provider: DataProvider, resource: string, record: { id: number }, writes: string[]) {
  const calls: Record<string, () => Promise<unknown>> = {
    create: () => provider.create(resource, { data: record }),
    update: () => provider.update(resource, { id: record.id, data: record, previousData: record }),
    delete: () => provider.delete(resource, { id: record.id, previousData: record }),
  };
  for (const write of writes) expect(await statusOf(calls[write]()), `${resource} ${write}`).toBe(404);
}

describeApi('ra-data-simple-rest reads /api/v1 estimation files, the audit trail and contact messages', () => {
  let v1: V1Callers;
  let files: Array<{ id: number }>;
  beforeAll(async () => {
    v1 = await startV1('Read Only');
    const profile = await createProfile(v1.ctx, v1.organizationId);
    for (const sample of [HR_SAMPLE, OPS_SAMPLE])
      expect(
        (await upload(v1.ctx, v1.ourAuth, fixture(sample), { OrganizationFteId: profile }, sample)).statusCode,
      ).toBe(200);
    files = (await v1.ours.getList('estimationFiles', page(25, 'id', 'ASC'))).data as Array<{ id: number }>;
  });
  afterAll(() => v1?.ctx.close());

  it('estimation files: list, search, sort, range, many, by profile, one and delete; no create or update', async () => {
    const { ours, theirs, powerless, anonymous } = v1;
    const listed = await ours.getList('estimationFiles', page(1, 'fileName', 'DESC', { q: 'manpower' }));
    expect(listed.data.map((f) => f.fileName)).toEqual([OPS_SAMPLE]);
    expect(listed.total).toBe(2);
    const [first] = files as Array<{ id: number; fteProfileId: number }>;
    const byProfile = await ours.getManyReference('estimationFiles', {
      target: 'fteProfileId',
      id: first.fteProfileId,
      ...page(25, 'fileName', 'ASC'),
    });
    expect(byProfile.data.map((f) => f.fileName)).toEqual([HR_SAMPLE, OPS_SAMPLE]);
    expect((await ours.getMany('estimationFiles', { ids: [first.id] })).data).toHaveLength(1);
    expect((await ours.getOne('estimationFiles', { id: first.id })).data).toMatchObject({ id: first.id });
    await expectNoWrites(ours, 'estimationFiles', first, ['create', 'update']);
    expect(await statusOf(theirs.getOne('estimationFiles', { id: first.id }))).toBe(404);
    expect(await statusOf(theirs.delete('estimationFiles', { id: first.id, previousData: first }))).toBe(404);
    expect(await statusOf(anonymous.getOne('estimationFiles', { id: first.id }))).toBe(401);
    expect(await statusOf(powerless.getList('estimationFiles', page(5, 'id', 'ASC')))).toBe(403);
    expect((await ours.delete('estimationFiles', { id: first.id, previousData: first })).data).toMatchObject({
      id: first.id,
    });
    expect(await statusOf(ours.getOne('estimationFiles', { id: first.id }))).toBe(404);
  });

  it("the audit trail: list, search, sort, range, many, one record's history; no writes at all", async () => {
    const { ours, theirs, powerless, anonymous } = v1;
    const role = (await ours.create('roles', { data: { name: 'Audited role' } })).data;
    await ours.update('roles', { id: role.id, data: { ...role, name: 'Audited role 2' }, previousData: role });
    const history = await ours.getManyReference('auditTrail', {
      target: 'recordId',
      id: role.id,
      ...page(1, 'at', 'DESC', { resource: 'roles' }),
    });
    expect(history.data.map((e) => e.action)).toEqual(['update']);
    expect(history.total).toBe(2);
    const found = await ours.getList('auditTrail', page(25, 'at', 'ASC', { q: 'Audited role 2' }));
    expect(found.data.map((e) => e.recordId)).toContain(role.id);
    const entry = history.data[0] as { id: number };
    expect((await ours.getOne('auditTrail', { id: entry.id })).data).toEqual(entry);
    expect((await ours.getMany('auditTrail', { ids: [entry.id] })).data).toEqual([entry]);
    await expectNoWrites(ours, 'auditTrail', entry, ['create', 'update', 'delete']);
    expect(await statusOf(theirs.getOne('auditTrail', { id: entry.id }))).toBe(404);
    expect(await statusOf(anonymous.getOne('auditTrail', { id: entry.id }))).toBe(401);
    expect(await statusOf(powerless.getList('auditTrail', page(5, 'at', 'DESC')))).toBe(403);
    expect(await statusOf(ours.getList('auditTrail', page(5, 'at', 'DESC', { action: 'nope' })))).toBe(400);
  });

  it("contact messages: the Super Admin's list, search, unread, one, mark read and delete; no create", async () => {
    const { ctx, base, ours, anonymous } = v1;
    const admin = providerFor(base, await adminAuth(ctx.app));
    const sent = await ctx.database.db
      .insert(contactMessages)
      .values(
        ['Amal', 'Badr'].map((name) => ({
          name,
          email: `${name}@visitor.test`,
          message: `Hello v1 ${name}`,
          language: 'en',
        })),
      )
      .returning({ id: contactMessages.id });
    const ids = sent.map((m) => m.id);
    const listed = await admin.getList('contactMessages', page(1, 'name', 'DESC', { q: 'Hello v1' }));
    expect(listed.data.map((m) => m.name)).toEqual(['Badr']);
    expect(listed.total).toBe(2);
    expect((await admin.getMany('contactMessages', { ids })).data).toHaveLength(2);
    const amal = (await admin.getOne('contactMessages', { id: ids[0] })).data;
    expect(amal).toMatchObject({ name: 'Amal', readDate: null });
    const read = (await admin.update('contactMessages', { id: amal.id, data: amal, previousData: amal })).data;
    expect(read.readDate).toEqual(expect.any(String));
    const unread = await admin.getList('contactMessages', page(25, 'id', 'ASC', { q: 'Hello v1', unread: true }));
    expect(unread.data.map((m) => m.name)).toEqual(['Badr']);
    await expectNoWrites(admin, 'contactMessages', amal, ['create']);
    expect(await statusOf(ours.getOne('contactMessages', { id: amal.id }))).toBe(403);
    expect(await statusOf(anonymous.getList('contactMessages', page(5, 'id', 'ASC')))).toBe(401);
    expect((await admin.delete('contactMessages', { id: amal.id, previousData: amal })).data).toMatchObject({
      id: amal.id,
    });
    expect(await statusOf(admin.getOne('contactMessages', { id: amal.id }))).toBe(404);
  });

  it("the Super Admin's owners and organisations: lists by state, search, sort, range, many, one; no writes", async () => {
    const { ctx, base, ours, anonymous } = v1;
    const admin = providerFor(base, await adminAuth(ctx.app));
    const { payload, headers } = multipart({
      firstName: 'Pending',
      lastName: 'Owner',
      email: `pending-${Date.now()}@v1.test`,
      password: 'Owner#123456',
      confirmPassword: 'Owner#123456',
      companyName: 'Read Only Pending Co',
    });
    const signUp = await ctx.app.inject({ method: 'POST', url: '/api/AuthenticationAPI/Register', payload, headers });
    expect(signUp.statusCode).toBe(200);

    const active = await admin.getList('accounts', page(1, 'companyName', 'DESC', { q: 'Read Only', active: true }));
    expect(active.data.map((a) => a.companyName)).toEqual(['Read Only Rival']);
    expect(active.total).toBe(2);
    const pending = await admin.getList('accounts', page(25, 'id', 'ASC', { q: 'Read Only', status: 'pending' }));
    expect(pending.data).toEqual([expect.objectContaining({ companyName: 'Read Only Pending Co', active: false })]);
    const waiting = await admin.getList('accounts', page(25, 'id', 'ASC', { q: 'Read Only', active: false }));
    expect(waiting.data.map((a) => a.id)).toEqual(pending.data.map((a) => a.id));
    // The documented approval list answers the same owners.
    const documented = await ctx.app.inject({
      url: '/api/AuthenticationAPI/GetAllInactiveUsers?q=Read%20Only',
      headers: await adminAuth(ctx.app),
    });
    expect((documented.json() as Array<{ id: number }>).map((a) => a.id)).toEqual(pending.data.map((a) => a.id));
    const owner = pending.data[0] as { id: number };
    expect((await admin.getOne('accounts', { id: owner.id })).data).toEqual(owner);
    expect((await admin.getMany('accounts', { ids: [owner.id] })).data).toEqual([owner]);
    await expectNoWrites(admin, 'accounts', owner, ['create', 'update', 'delete']);
    expect(await statusOf(admin.getList('accounts', page(5, 'id', 'ASC', { status: 'gone' })))).toBe(400);
    expect(await statusOf(ours.getList('accounts', page(5, 'id', 'ASC')))).toBe(403);
    expect(await statusOf(ours.getOne('accounts', { id: owner.id }))).toBe(403);
    expect(await statusOf(anonymous.getList('accounts', page(5, 'id', 'ASC')))).toBe(401);

    const orgs = await admin.getList('organizations', page(1, 'name', 'ASC', { q: 'Read Only' }));
    expect(orgs.data.map((o) => o.name)).toEqual(['Read Only Org']);
    expect(orgs.total).toBe(3);
    const ourOrg = orgs.data[0] as { id: number };
    expect(ourOrg).toMatchObject({ id: v1.organizationId, people: expect.any(Number) });
    expect((await admin.getOne('organizations', { id: ourOrg.id })).data).toEqual(ourOrg);
    expect((await admin.getMany('organizations', { ids: [ourOrg.id] })).data).toEqual([ourOrg]);
    // Deleting one takes its name typed again, which only its own endpoint carries.
    await expectNoWrites(admin, 'organizations', ourOrg, ['create', 'update', 'delete']);
    expect(await statusOf(ours.getList('organizations', page(5, 'id', 'ASC')))).toBe(403);
    expect(await statusOf(admin.getOne('organizations', { id: 99_999_999 }))).toBe(404);
  });
});
