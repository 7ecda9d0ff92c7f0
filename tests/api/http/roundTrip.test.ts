import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEMO_OWNER } from '@domain/demo';
import { FTE_FAMILIES, type FteFamily } from '@domain/fteFamilies';
import { registry, type ResourceSpec } from '@domain/registry';
import { OWNER, createOrganization, login, bearer, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { HR_SAMPLE, fixture, upload } from '../../support/estimation';
import { comparable, editableKinds, type Body, type EditableKind, type Method } from '../../support/roundTrip';

/**
 * The law of every editable resource: what its one-record read and its list answer, its save
 * takes back unchanged, and a second read answers the same (DESIGN §3, "what the server answers,
 * it accepts back unchanged"). An optional text left empty, sent as absent, null, "" or blanks,
 * is read back as empty.
 */
describeApi('every editable record goes back unchanged', () => {
  let ctx: TestContext;
  let demo: Record<string, string>;
  let fresh: Record<string, string>;
  let freshOwner: string;

  const call = (
    auth: Record<string, string>,
    method: 'GET' | 'DELETE' | Method,
    url: string,
    payload?: Body,
    lang = 'en',
  ) => ctx.app.inject({ method, url, headers: { ...auth, 'accept-language': lang }, payload: payload as object });
  const read = async (auth: Record<string, string>, url: string, lang = 'en') => {
    const res = await call(auth, 'GET', url, undefined, lang);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const save = async (auth: Record<string, string>, method: Method, url: string, payload: Body) => {
    const res = await call(auth, method, url, payload);
    expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(200);
    return res.json().data as Body;
  };

  /** Reads one record, sends it back as read, reads it again: the same record, one version on at most. */
  async function sendBack(auth: Record<string, string>, kind: EditableKind, sent: Body, lang: string) {
    const before = await read(auth, kind.one(Number(sent.id)), lang);
    const res = await call(auth, kind.save.method, kind.save.url, sent, lang);
    expect(res.statusCode, `${kind.label} ${JSON.stringify(sent)}: ${res.body}`).toBe(200);
    const after = await read(auth, kind.one(Number(sent.id)), lang);
    expect(comparable(after), kind.label).toEqual(comparable(before));
    expect(after.version - before.version).toBeLessThanOrEqual(1);
    return after as Body;
  }

  /** The whole organisation as read in a language: every record of every kind, by kind. */
  async function snapshot(auth: Record<string, string>, kinds: EditableKind[], lang: string) {
    const out: Record<string, Body[]> = {};
    for (const kind of kinds) out[kind.label] = ((await read(auth, kind.list, lang)) as Body[]).map(comparable);
    return out;
  }

  beforeAll(async () => {
    ctx = await startApp();
    demo = bearer((await login(ctx.app, OWNER.email, OWNER.password)).accessToken);
    const created = await createOrganization(ctx, 'Round Trip Co');
    fresh = created.auth;
    freshOwner = `owner-${created.organizationId}@roundtripco.test`;
  });
  afterAll(() => ctx?.close());

  it('takes back every record of the demo organisation, read in English or Arabic, as its read and its list answer it', async () => {
    const kinds = editableKinds(DEMO_OWNER.email);
    const english = await snapshot(demo, kinds, 'en');
    const arabic = await snapshot(demo, kinds, 'ar');
    for (const lang of ['en', 'ar']) {
      for (const kind of kinds) {
        // A few of each kind: the first records of the demo, the same in both languages.
        const rows = ((await read(demo, kind.list, lang)) as Body[]).filter((r) => !kind.skip?.(r)).slice(0, 6);
        expect(rows.length, `${kind.label} has demo records`).toBeGreaterThan(0);
        for (const row of rows) {
          // The row first: it was read before any of these saves.
          await sendBack(demo, kind, row, lang);
          await sendBack(demo, kind, await read(demo, kind.one(Number(row.id)), lang), lang);
        }
      }
    }
    // Nothing was changed in either language by the saves of the other.
    expect(await snapshot(demo, kinds, 'en')).toEqual(english);
    expect(await snapshot(demo, kinds, 'ar')).toEqual(arabic);
  });

  describe('records made of any optional fields', () => {
    let tag = 0;
    const unique = () => ++tag;
    /** What a client sends for "no text": nothing, null, "", blanks. */
    const noText = fc.constantFrom<unknown>(undefined, null, '', '   ');
    const words = fc
      .array(fc.constantFrom('North', 'office', 'الإدارة', 'المالية', 'R&D', "O'Neil", '2024', 'خدمة', '—'), {
        minLength: 1,
        maxLength: 4,
      })
      .map((w) => w.join(' '));
    /** A name as typed, blanks around it (trimmed on save); a longer text may also span lines. */
    const padded = words.chain((w) => fc.constantFrom(w, ` ${w} `, `${w}\t`));
    const lines = fc.tuple(words, words).map(([a, b]) => `${a}\n${b}\n`);
    const optionalText = fc.oneof(noText, padded, lines);
    const optionalId = (id: number) => fc.constantFrom<unknown>(undefined, null, 0, id);
    const kinds = () => editableKinds(freshOwner);
    const kindOf = (label: string) => kinds().find((k) => k.label === label)!;
    const chain: Record<string, number> = {};

    /** Creates a record, then sends back its one-record read and its list row. */
    async function roundTrip(label: string, create: { method: Method; url: string }, body: Body) {
      const kind = kindOf(label);
      const made = await save(fresh, create.method, create.url, body);
      const one = await sendBack(fresh, kind, await read(fresh, kind.one(Number(made.id))), 'en');
      const row = ((await read(fresh, kind.list)) as Body[]).find((r) => r.id === made.id)!;
      await sendBack(fresh, kind, row, 'en');
      return one;
    }

    beforeAll(async () => {
      const ids = (data: Body) => Number(data.id);
      const post = (spec: ResourceSpec, body: Body) =>
        save(fresh, 'POST', `/api/${spec.controller}/${spec.routes.save}`, { name: `Chain ${spec.name}`, ...body });
      for (const spec of registry) {
        const parent = spec.parent ? { [spec.parent.source]: chain[spec.parent.reference] } : {};
        chain[spec.name] = ids(await post(spec, parent));
      }
      chain.role = ids(
        await save(fresh, 'POST', '/api/ManageApplicationUserRoles/AddEmployeeRole', { name: 'Chain role' }),
      );
      const profile = await save(fresh, 'POST', `/api/${FTE_FAMILIES[0].paths.save}`, {
        fteName: 'Riyadh',
        workingHours: 8,
        workingDays: 5,
        country: 'SaudiArabia',
      });
      expect(
        (await upload(ctx, fresh, fixture(HR_SAMPLE), { OrganizationFteId: Number(profile.id) }, HR_SAMPLE)).statusCode,
      ).toBe(200);
    });

    it.each(registry.map((spec) => [spec.name, spec] as const))('%s', async (_name, spec) => {
      const parent = spec.parent
        ? fc.constant({ [spec.parent.source]: chain[spec.parent.reference] })
        : fc.constant({});
      await fc.assert(
        fc.asyncProperty(padded, optionalText, parent, async (name, description, parentField) => {
          const body = { name: `${unique()} ${name}`, description, ...parentField };
          const record = await roundTrip(
            spec.name,
            { method: 'POST', url: `/api/${spec.controller}/${spec.routes.save}` },
            body,
          );
          expect(record.name).toBe(String(body.name).trim());
          expect(record.description).toBe(
            typeof description === 'string' && description.trim() ? description.trim() : null,
          );
        }),
        { numRuns: 12 },
      );
    });

    it('employees', async () => {
      const date = fc.constantFrom<unknown>(undefined, null, '', '1990-02-28', '2031-12-31T00:00:00.000Z');
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            subDepartmentId: optionalId(chain.subDepartments),
            designationId: optionalId(chain.jobTitles),
            teamId: optionalId(chain.teams),
            dateOfBirth: date,
            leavingDate: date,
            isApprover: fc.constantFrom<unknown>(undefined, null, '', '0', '1'),
            address: padded,
          }),
          async (optional) => {
            const n = unique();
            await roundTrip(
              'employees',
              { method: 'POST', url: '/api/AuthenticationAPI/AddEmployee' },
              {
                firstName: 'Round',
                lastName: `Trip ${n}`,
                email: `round.trip.${n}@example.test`,
                phoneNumber: '+966 50 000 0000',
                password: 'Secret#123',
                confirmPassword: 'Secret#123',
                country: 'Saudi Arabia',
                joiningDate: '2024-01-01',
                employeeTypeId: chain.employeeTypes,
                departmentId: chain.departments,
                roleId: chain.role,
                ...optional,
              },
            );
          },
        ),
        { numRuns: 12 },
      );
    });

    it('roles', async () => {
      const permissions = fc.constantFrom<unknown>(undefined, [], [{ permissionId: 1, subPermissionIds: [1, 2] }]);
      await fc.assert(
        fc.asyncProperty(padded, optionalText, permissions, async (name, description, permissionAndSubPermissions) => {
          await roundTrip(
            'roles',
            { method: 'POST', url: '/api/ManageApplicationUserRoles/AddEmployeeRole' },
            { name: `${unique()} ${name}`, description, permissionAndSubPermissions },
          );
        }),
        { numRuns: 12 },
      );
    });

    it.each(FTE_FAMILIES.map((family) => [family.scope, family] as const))('FTE profiles: %s', async (_s, family) => {
      const days = fc.constantFrom<unknown>(undefined, null, 0, 3, '4');
      const time = fc.constantFrom<unknown>(undefined, null, '', '01:00', '00.45', 0.5);
      const rows = <T>(value: T) =>
        fc.constantFrom<unknown>(undefined, null, [], [{ fieldName: 'Prayer', fieldValue: value }]);
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            fteName: padded,
            workingHours: fc.constantFrom(6, 8, 9.5),
            workingDays: fc.constantFrom(5, 6),
            breakHours: time,
            breakCustomFields: rows('00:30'),
            gazettedHolidays: days,
            annualLeaves: days,
            sickLeaves: days,
            casualLeaves: days,
            totalAwayDays: days,
            leavesCustomFields: rows(2),
            country: fc.constantFrom('SaudiArabia', 'Pakistan', 'UAE', 'Canada', 'USA'),
          }),
          async (fields) => {
            const element = elementOf(family);
            await roundTrip(
              `fte.${family.scope}`,
              { method: 'POST', url: `/api/${family.paths.save}` },
              {
                ...fields,
                fteName: `${unique()} ${fields.fteName}`,
                ...element,
              },
            );
          },
        ),
        { numRuns: 8 },
      );
    });
    const elementOf = (family: FteFamily): Body =>
      family.parentKey && family.element ? { [family.parentKey]: chain[family.element] } : {};

    it('costs', async () => {
      const report = await read(fresh, `/api/EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}&fileType=O`);
      const titles = report.file.designationsWithoutCost as string[];
      const amount = fc.integer({ min: 0, max: 50000 });
      const breakdown = fc.oneof(
        fc.constantFrom<unknown>(undefined, null),
        fc.record(
          {
            monthlyBasic: amount,
            housing: amount,
            otherAllowances: amount,
            employerContributionRate: fc.constantFrom(0, 0.12),
          },
          { requiredKeys: ['monthlyBasic'] },
        ),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...titles), amount, breakdown, async (designationName, cost, parts) => {
          const record = await roundTrip(
            'costs',
            { method: 'POST', url: '/api/Costing/AddCosting' },
            {
              fileName: HR_SAMPLE,
              designationName,
              cost,
              breakdown: parts,
            },
          );
          // One cost per job title of a file: the next run may choose the same one.
          expect((await call(fresh, 'DELETE', `/api/Costing/DeleteCosting?id=${record.id}`)).statusCode).toBe(200);
        }),
        { numRuns: 12 },
      );
    });
  });
});
