import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { FTE_FAMILIES } from '@domain/fteFamilies';
import { registry } from '@domain/registry';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { multipart } from '../../../tools/harness/multipart';
import {
  STRUCTURE_ID_OF,
  builtByTestStructure,
  createRole,
  createStructure,
  employeeForm,
  grants,
  type TestStructure,
} from '../../support/people';
import { HR_SAMPLE, createProfile, fixture, upload } from '../../support/estimation';

const STALE = {
  en: 'This record was changed by someone else since you opened it; reload to see the change.',
  ar: 'عدّل شخص آخر هذا السجل منذ أن فتحته؛ أعد تحميل الصفحة لترى التعديل.',
};

type Rec = Record<string, unknown> & { id: number; version: number };
type Headers = Record<string, string>;

/**
 * One kind of editable record: how to read it (its single-record GET) and how to save a change
 * of one field the way a client that read it would, with the version it read or without one.
 */
interface Kind {
  name: string;
  read(): Promise<LightMyRequestResponse>;
  save(record: Rec, value: string, version: number | undefined, headers?: Headers): Promise<LightMyRequestResponse>;
  /** The changed field as the record answers it. */
  valueOf(record: Rec): unknown;
  /** What `save` stores for `value`. */
  stored?(value: string): unknown;
  /** Its delete, with the caller's headers (If-Match). */
  remove(record: Rec, headers: Headers): Promise<LightMyRequestResponse>;
}

const ELEMENT_OF = STRUCTURE_ID_OF;

/**
 * Optimistic concurrency on every editable record: single-record GETs answer the version as the
 * ETag, a save carrying an older version (in its body or as If-Match) is refused with 409 and
 * changes nothing, and a save without a version wins as before.
 */
describeApi('record versions', () => {
  let ctx: TestContext;
  let auth: Headers;
  let s: TestStructure;
  const ids: Record<string, number> = {};
  let counter = 0;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Headers = {},
  ) => ctx.app.inject({ method, url: `/api/${url}`, headers: { ...auth, ...headers }, payload });
  const versioned = (version: number | undefined) => (version === undefined ? {} : { version });
  /** The record as a client echoes it, without its version and its empty (null) fields. */
  const without = ({ version: _dropped, ...rest }: Rec) =>
    Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));

  const kinds: Kind[] = [
    ...registry.filter(builtByTestStructure).map((spec): Kind => ({
      name: spec.name,
      read: () => call('GET', `${spec.controller}/${spec.routes.one}/${s[ELEMENT_OF[spec.name]]}`),
      // The documented client echoes the record it read, every key included.
      save: (record, value, version, headers) =>
        call(
          'POST',
          `${spec.controller}/${spec.routes.save}`,
          { ...without(record), name: value, ...versioned(version) },
          headers,
        ),
      valueOf: (record) => record.name,
      remove: (record, headers) =>
        call('DELETE', `${spec.controller}/${spec.routes.remove}/${record.id}`, undefined, headers),
    })),
    ...FTE_FAMILIES.map((family): Kind => ({
      name: `${family.scope} FTE profile`,
      read: () => call('GET', `${family.paths.one}/${ids[family.scope]}`),
      save: (record, value, version, headers) =>
        call('POST', family.paths.save, { ...without(record), fteName: value, ...versioned(version) }, headers),
      valueOf: (record) => record.fteName,
      remove: (record, headers) => call('DELETE', `${family.paths.remove}/${record.id}`, undefined, headers),
    })),
    {
      name: 'employee',
      read: () => call('GET', `AuthenticationAPI/ViewEmployeeDetail?userId=${ids.employee}`),
      // Multipart with PascalCase names, as the documented form posts it.
      save: (record, value, version, headers) => {
        const body = multipart({
          Id: record.id,
          FirstName: value,
          LastName: record.lastName as string,
          Email: record.email as string,
          PhoneNumber: record.phoneNumber as string,
          Country: record.country as string,
          Address: record.address as string,
          JoiningDate: record.joiningDate as string,
          EmployeeTypeId: record.employeeTypeId as number,
          DepartmentId: record.departmentId as number,
          RoleId: record.roleId as number,
          Version: version,
        });
        return ctx.app.inject({
          method: 'PATCH',
          url: '/api/AuthenticationAPI/UpdateEmployee',
          payload: body.payload,
          headers: { ...auth, ...body.headers, ...headers },
        });
      },
      valueOf: (record) => record.firstName,
      remove: (record, headers) => call('DELETE', `AuthenticationAPI/DeleteEmployee/${record.id}`, undefined, headers),
    },
    {
      name: 'role',
      read: () => call('GET', `ManageApplicationUserRoles/GetEmployeeRoleWithPermissions/${ids.role}`),
      save: (record, value, version, headers) =>
        call(
          'PUT',
          'ManageApplicationUserRoles/UpdateEmployeeRole',
          { id: record.id, name: value, description: record.description ?? undefined, ...versioned(version) },
          headers,
        ),
      valueOf: (record) => record.name,
      remove: (record, headers) =>
        call('DELETE', `ManageApplicationUserRoles/DeleteEmployeeRole/${record.id}`, undefined, headers),
    },
    {
      name: 'cost',
      read: () => call('GET', `Costing/GetById?id=${ids.cost}`),
      save: (record, value, version, headers) =>
        call(
          'PUT',
          'Costing/EditCosting',
          {
            id: record.id,
            fileName: record.fileName,
            designationName: record.designationName,
            cost: Number(value),
            ...versioned(version),
          },
          headers,
        ),
      valueOf: (record) => record.cost,
      stored: Number,
      remove: (record, headers) => call('DELETE', `Costing/DeleteCosting?id=${record.id}`, undefined, headers),
    },
  ];

  const fresh = (kind: Kind) => (kind.name === 'cost' ? String(1000 * ++counter) : `Edit ${++counter}`);
  const readRecord = async (kind: Kind) => {
    const res = await kind.read();
    expect(res.statusCode, res.body).toBe(200);
    return { record: res.json() as Rec, etag: res.headers.etag };
  };
  const expectValue = async (kind: Kind, value: string, version: number) => {
    const { record, etag } = await readRecord(kind);
    expect(kind.valueOf(record)).toEqual(kind.stored ? kind.stored(value) : value);
    expect(record.version).toBe(version);
    expect(etag).toBe(`"${version}"`);
  };

  beforeAll(async () => {
    ctx = await startApp();
    let organizationId: number;
    ({ auth, organizationId } = await createOrganization(ctx, 'Versions Co'));
    s = await createStructure(ctx, organizationId);
    for (const family of FTE_FAMILIES) {
      ids[family.scope] = await createProfile(ctx, organizationId, {
        scope: family.scope,
        // Every FTE scope's element is one the test structure builds.
        elementId: family.element ? s[ELEMENT_OF[family.element as keyof typeof ELEMENT_OF]] : null,
        name: `${family.scope} week`,
      });
    }
    const roleId = await createRole(ctx, organizationId, grants('Department:View'), 'Versioned clerk');
    ids.role = roleId;
    const employee = multipart(employeeForm(s, roleId));
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/AddEmployee',
      payload: employee.payload,
      headers: { ...auth, ...employee.headers },
    });
    expect(added.statusCode, added.body).toBe(200);
    ids.employee = added.json().data.id;
    const profile = await createProfile(ctx, organizationId, { name: 'Costing week' });
    expect((await upload(ctx, auth, fixture(HR_SAMPLE), { OrganizationFteId: profile }, HR_SAMPLE)).statusCode).toBe(
      200,
    );
    const cost = await call('POST', 'Costing/AddCosting', {
      fileName: HR_SAMPLE,
      designationName: 'CHRO',
      cost: 600000,
    });
    expect(cost.statusCode, cost.body).toBe(200);
    ids.cost = cost.json().data.id;
  });
  afterAll(() => ctx?.close());

  describe.each(kinds.map((kind) => [kind.name, kind] as const))('%s', (_, kind) => {
    it('answers its version in the record and as the ETag of its GET', async () => {
      const { record, etag } = await readRecord(kind);
      expect(record.version).toEqual(expect.any(Number));
      expect(etag).toBe(`"${record.version}"`);
    });

    it('refuses a save over a newer version with 409 in the caller language, keeping the newer save', async () => {
      // Two people open the same record; the first saves.
      const { record: first } = await readRecord(kind);
      const second = { ...first };
      const value = fresh(kind);
      const saved = await kind.save(first, value, first.version);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.version).toBe(first.version + 1);

      const stale = await kind.save(second, fresh(kind), second.version);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({ isSuccess: false, alertMessage: STALE.en });
      const arabic = await kind.save(second, fresh(kind), second.version, { 'accept-language': 'ar' });
      expect(arabic.statusCode).toBe(409);
      expect(arabic.json().alertMessage).toBe(STALE.ar);
      await expectValue(kind, value, first.version + 1);
    });

    it('honours If-Match: its ETag saves once, a stale one is refused, * always saves', async () => {
      const { record, etag } = await readRecord(kind);
      const value = fresh(kind);
      expect((await kind.save(record, value, undefined, { 'if-match': etag as string })).statusCode).toBe(200);
      const stale = await kind.save(record, fresh(kind), undefined, { 'if-match': etag as string });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().alertMessage).toBe(STALE.en);
      // A body version and an If-Match that disagree cannot both hold.
      const current = record.version + 1;
      expect((await kind.save(record, fresh(kind), current, { 'if-match': `"${record.version}"` })).statusCode).toBe(
        409,
      );
      await expectValue(kind, value, current);
      const any = fresh(kind);
      expect((await kind.save(record, any, undefined, { 'if-match': '*' })).statusCode).toBe(200);
      await expectValue(kind, any, current + 1);
    });

    it('lets a save without a version win, as the documented client always did', async () => {
      const { record } = await readRecord(kind);
      expect((await kind.save(record, fresh(kind), undefined)).statusCode).toBe(200);
      const last = fresh(kind);
      const again = await kind.save(record, last, undefined);
      expect(again.statusCode, again.body).toBe(200);
      await expectValue(kind, last, record.version + 2);
    });
  });

  it('reads "", "null", null and 0 as no version, and refuses a version that is no number', async () => {
    const departments = kinds.find((kind) => kind.name === 'departments') as Kind;
    const { record } = await readRecord(departments);
    for (const none of ['', 'null', null, 0]) {
      const res = await call('POST', 'DepartmentAPI/AddEdit', {
        ...without(record),
        name: fresh(departments),
        version: none,
      });
      expect(res.statusCode, `${JSON.stringify(none)}: ${res.body}`).toBe(200);
    }
    const bad = await call('POST', 'DepartmentAPI/AddEdit', { ...without(record), version: 'latest' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['Version']);
  });

  it('answers the ETag on ViewUserDetail too, and checks versions on the older UserManagementAPI', async () => {
    const detail = await call('GET', `AuthenticationAPI/ViewUserDetail?userId=${ids.employee}`);
    expect(detail.headers.etag).toBe(`"${detail.json().version}"`);
    const { record } = await readRecord(kinds.find((kind) => kind.name === 'employee') as Kind);
    const body = {
      id: record.id,
      firstName: 'Older',
      lastName: record.lastName,
      email: record.email,
      phoneNumber: record.phoneNumber,
      country: record.country,
      address: record.address,
      joiningDate: record.joiningDate,
      employeeTypeId: record.employeeTypeId,
      departmentId: record.departmentId,
      roleId: record.roleId,
    };
    expect((await call('POST', 'UserManagementAPI/AddEdit', { ...body, version: record.version })).statusCode).toBe(
      200,
    );
    const stale = await call('POST', 'UserManagementAPI/AddEdit', { ...body, version: record.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().alertMessage).toBe(STALE.en);
  });

  // Last: these delete what the tests above edit.
  describe.each(kinds.map((kind) => [kind.name, kind] as const))('deleting a %s', (_, kind) => {
    it('refuses a stale If-Match with 409 and deletes nothing; its own ETag gets past the version check', async () => {
      const { record, etag } = await readRecord(kind);
      const stale = await kind.remove(record, { 'if-match': `"${record.version - 1 || 99}"` });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json().alertMessage).toBe(STALE.en);
      const arabic = await kind.remove(record, { 'if-match': `"${record.version + 1}"`, 'accept-language': 'ar' });
      expect(arabic.json().alertMessage).toBe(STALE.ar);
      expect((await kind.read()).statusCode).toBe(200);
      // A structure element still holding children or people is refused for that, not for its version.
      const current = await kind.remove(record, { 'if-match': etag as string });
      expect(current.json().alertMessage).not.toBe(STALE.en);
      expect([200, 409]).toContain(current.statusCode);
      if (current.statusCode === 200) expect((await kind.read()).statusCode).toBe(404);
    });
  });
});
