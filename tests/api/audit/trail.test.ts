import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pruneAuditTrail } from '../../../server/db/auditLog';
import { auditLog, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/auth/passwords';
import type { AuditEntry } from '@domain/audit';
import type { PlanElementDetail, PlanTree } from '@domain/workforcePlan';
import { ADMIN, adminAuth, createOrganization, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { trailCalls } from '../../support/auditTrail';
import { createEmployee, grants } from '../../support/people';

/** Reading the trail: filters, pages, one organisation's entries, who may read, nothing to change. */
describeApi('audit trail: reading it', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let ownerEmail: string;

  const { call, list, entries } = trailCalls(
    () => ctx,
    () => owner,
  );
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Trail Org'));
    [{ email: ownerEmail }] = await ctx.database.db.select().from(users).where(eq(users.organizationId, org));
    for (const name of ['Alpha', 'Beta', 'Gamma']) await call('POST', 'DepartmentAPI/AddEdit', { name });
    const team = await call('POST', 'JobTitleAPI/AddEdit', { name: 'Analyst' });
    expect(team.statusCode).toBe(200);
  });
  afterAll(() => ctx?.close());

  it('filters by resource, action, person and dates, and pages and sorts on the server', async () => {
    // The owner's sign-in and the four records created.
    const all = await list('_page=1&_perPage=2');
    expect(all.headers['x-total-count']).toBe('5');
    expect((all.json() as AuditEntry[]).map((e) => e.changes?.name?.after)).toEqual(['Analyst', 'Gamma']);
    const second = await entries('_page=2&_perPage=2');
    expect(second.map((e) => e.changes?.name?.after)).toEqual(['Beta', 'Alpha']);
    const sorted = await entries('_sort=resource&_order=ASC&_page=1&_perPage=1');
    expect(sorted[0].resource).toBe('departments');

    expect((await entries('resource=departments')).map((e) => e.changes?.name?.after)).toEqual([
      'Gamma',
      'Beta',
      'Alpha',
    ]);
    expect(await entries('action=delete')).toEqual([]);
    expect(await entries('action=create')).toHaveLength(4);
    const [{ userId }] = await entries('_page=1&_perPage=1');
    expect(await entries(`userId=${userId}`)).toHaveLength(5);
    expect(await entries(`userId=${(userId ?? 0) + 100000}`)).toHaveLength(0);
    expect(await entries(`actor=${encodeURIComponent(ownerEmail.slice(0, 8).toUpperCase())}`)).toHaveLength(5);
    expect(await entries(`from=${day(0)}&to=${day(0)}`)).toHaveLength(5);
    expect(await entries(`from=${day(1)}`)).toHaveLength(0);
    expect(await entries(`to=${day(-1)}`)).toHaveLength(0);
    expect((await list('from=someday')).statusCode).toBe(400);
    expect((await list('_sort=changes')).statusCode).toBe(400);
    expect((await list('action=rename')).statusCode).toBe(400);
  });

  it('shows an organisation only its own entries', async () => {
    const other = await createOrganization(ctx, 'Other Trail Org');
    // Its owner's sign-in, filed under it.
    expect((await entries('', other.auth)).map((e) => e.event)).toEqual(['login.success']);
    await call('POST', 'DepartmentAPI/AddEdit', { name: 'Theirs' }, other.auth);
    const theirs = await entries('resource=departments', other.auth);
    expect(theirs.map((e) => e.changes?.name?.after)).toEqual(['Theirs']);
    expect((await entries('')).map((e) => e.changes?.name?.after)).not.toContain('Theirs');
    // Another organisation's record id leads to nothing.
    expect(await entries(`resource=departments&recordId=${theirs[0].recordId}`)).toEqual([]);
  });

  it('is read by the owner and by roles with Audit Trail View only, each resource by those who may view it', async () => {
    const reader = await createEmployee(ctx, org, { grants: grants('Audit Trail:View', 'Department:View') });
    const bare = await createEmployee(ctx, org, { grants: grants('Audit Trail:View') });
    const clerk = await createEmployee(ctx, org, { grants: grants('Department:View', 'Department:Add') });
    const read = await entries('', reader.auth);
    expect(read.map((e) => e.resource)).toEqual(['departments', 'departments', 'departments']);
    // The job title, the sign-ins and the people added are not theirs to read.
    expect(await entries('', bare.auth)).toEqual([]);
    expect((await list('resource=jobTitles', reader.auth)).statusCode).toBe(403);
    expect((await list('resource=employees', reader.auth)).statusCode).toBe(403);
    expect((await list('', clerk.auth)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/AuditTrailAPI/GetAll' })).statusCode).toBe(401);
  });

  it('has no way to change or delete an entry', async () => {
    const [entry] = await entries('_page=1&_perPage=1');
    for (const [method, url] of [
      ['PUT', 'AuditTrailAPI/GetAll'],
      ['POST', 'AuditTrailAPI/GetAll'],
      ['DELETE', 'AuditTrailAPI/GetAll'],
      ['PUT', `AuditTrailAPI/Update/${entry.id}`],
      ['DELETE', `AuditTrailAPI/Delete/${entry.id}`],
      ['DELETE', `AuditTrailAPI/GetAll/${entry.id}`],
      ['POST', 'v1/auditTrail'],
      ['PUT', `v1/auditTrail/${entry.id}`],
      ['DELETE', `v1/auditTrail/${entry.id}`],
    ] as const) {
      const res = await call(method, url, { ...entry, actor: 'someone@else.test' });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [still] = await entries('_page=1&_perPage=1');
    expect(still).toEqual(entry);
    // Every route of the trail, documented or /api/v1, reads.
    expect(new Set(ctx.app.routeTable.filter((r) => /audittrail/i.test(r.url)).map((r) => r.method))).toEqual(
      new Set(['GET']),
    );
  });

  it('shows the Super Admin the platform events of every organisation, and approvals with their before and after', async () => {
    const [pending] = await ctx.database.db
      .insert(users)
      .values({
        organizationId: org,
        email: 'pending@trail.test',
        passwordHash: await hashPassword('Pending#123'),
        firstName: 'Pending',
        lastName: 'Person',
      })
      .returning();
    const admin = await adminAuth(ctx.app);
    expect((await call('POST', 'AuthenticationAPI/ApproveUser', [pending.id], admin)).statusCode).toBe(200);
    expect((await call('POST', 'AuthenticationAPI/DeactivateUser', [pending.id], admin)).statusCode).toBe(200);
    const platform = await entries('resource=accounts', admin);
    const [{ id: adminId }] = await ctx.database.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect(platform.slice(0, 2)).toMatchObject([
      {
        event: 'user.deactivated',
        userId: adminId,
        recordId: pending.id,
        organizationId: org,
        action: 'update',
        actor: ADMIN.email,
        changes: { isActive: { before: true, after: false } },
        detail: { email: 'pending@trail.test' },
      },
      { event: 'user.approved', changes: { isActive: { before: false, after: true } } },
    ]);
    const everything = await entries('_page=1&_perPage=200', admin);
    expect(everything.some((e) => e.event === 'login.success')).toBe(true);
    expect(everything.some((e) => e.resource === 'departments')).toBe(false);
    // The organisation sees what was done to its accounts too.
    expect((await entries('resource=accounts')).map((e) => e.event)).toEqual(['user.deactivated', 'user.approved']);
  });

  it('records plan choices and designation mappings', async () => {
    const demo = await ownerAuth(ctx.app);
    const wp = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      call(method, `WorkforcePlan/${url}`, payload, demo);
    const tree = (await wp('GET', 'tree')).json() as PlanTree;
    const hr = tree.root.children.find((n) => n.name === 'Human Resources')!;
    const detail = (await wp('GET', `elements/department/${hr.id}`)).json() as PlanElementDetail;
    const original = detail.workbooks.find((w) => !w.customised)!;
    const lean = detail.plan!.fileId;
    expect((await wp('PUT', `plans/department/${hr.id}`, { fileId: original.fileId })).statusCode).toBe(200);
    expect((await wp('PUT', `plans/department/${hr.id}`, { fileId: null })).statusCode).toBe(200);
    const choices = await entries(`resource=planChoices&recordId=${hr.id}&_sort=at&_order=ASC`, demo);
    expect(choices).toMatchObject([
      // The demo's lean copy was promoted; the original replaces it, then the default (the original) follows.
      { action: 'update', changes: { fileId: { before: lean, after: original.fileId } } },
      { action: 'delete', changes: { fileId: { before: original.fileId, after: null } } },
    ]);
    const mappings = (await wp('GET', 'designations')).json() as Array<{ designation: string; jobTitleId: number }>;
    const executive = mappings.find((m) => m.designation === 'HR Executive')!.jobTitleId;
    const saved = await wp('PUT', 'designations', [{ designation: 'Recruitment Specialist', jobTitleId: executive }]);
    expect(saved.statusCode).toBe(200);
    const [mapped] = await entries('resource=designationMappings', demo);
    // One entry for the save: each changed workbook title with its job title's name before and after.
    expect(mapped).toMatchObject({
      action: 'update',
      event: 'workforcePlan.designationsMapped',
      changes: { 'Recruitment Specialist': { before: null, after: 'HR Executive' } },
      detail: { count: 1 },
    });
    // A refused mapping leaves nothing.
    expect(
      (await wp('PUT', 'designations', [{ designation: 'Network Engineer', jobTitleId: 999999 }])).statusCode,
    ).toBe(400);
    expect(await entries('resource=designationMappings', demo)).toHaveLength(1);
  });

  it('prunes entries older than the retention', async () => {
    const db = ctx.database.db;
    const [old] = await db
      .insert(auditLog)
      .values({ event: 'login.success', at: sql`now() - interval '800 days'` as unknown as string })
      .returning();
    const [recent] = await db
      .insert(auditLog)
      .values({ event: 'login.success', at: sql`now() - interval '3 days'` as unknown as string })
      .returning();
    expect(await pruneAuditTrail(db, 730)).toBeGreaterThanOrEqual(1);
    const ids = async () => (await db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
    expect(await ids()).not.toContain(old.id);
    expect(await ids()).toContain(recent.id);
    await pruneAuditTrail(db, 2);
    expect(await ids()).not.toContain(recent.id);
    expect((await entries('resource=departments')).length).toBe(3);
  });
  it('keeps no name typed for no account: an unknown account was tried, from that address', async () => {
    const typed = `Secret#Pass\u001b[2J\nword-${Date.now()}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/login',
      payload: { username: typed, password: 'whatever' },
      remoteAddress: '203.0.113.77',
    });
    expect(res.statusCode).toBe(400);
    const [entry] = (await entries('_page=1&_perPage=50', await adminAuth(ctx.app))).filter(
      (e) => e.event === 'login.failure' && e.address === '203.0.113.77',
    );
    expect(entry).toMatchObject({ userId: null, actor: null, organizationId: null, detail: { account: 'unknown' } });
    const stored = await ctx.database.db.execute(
      sql`select count(*)::int as n from audit_log where strpos(coalesce(actor, '') || coalesce(detail::text, ''), 'Secret#Pass') > 0`,
    );
    expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
    // A known account's failed sign-in is filed under it and its organisation.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/login',
      payload: { username: ownerEmail.toUpperCase(), password: 'wrong-password' },
    });
    const [failed] = await entries('_page=1&_perPage=1');
    expect(failed).toMatchObject({ event: 'login.failure', organizationId: org, actor: ownerEmail });
  });

  it('answers filters out of range with 400 and a message in the caller’s language, never 500', async () => {
    const cases: Array<[string, string, string]> = [
      [
        'to=9999-12-31',
        'To date must be a date between the years 1900 and 2999',
        'يجب أن يكون تاريخ النهاية تاريخًا بين عامَي ١٩٠٠ و٢٩٩٩',
      ],
      [
        'from=0001-01-01',
        'From date must be a date between the years 1900 and 2999',
        'يجب أن يكون تاريخ البداية تاريخًا بين عامَي ١٩٠٠ و٢٩٩٩',
      ],
      ['from=2026-02-31x', 'From date is not valid', 'قيمة تاريخ البداية غير صالحة'],
      [
        'from=2026-05-02&to=2026-05-01',
        'The From date must come before the To date',
        'يجب أن يسبق تاريخُ البداية تاريخَ النهاية',
      ],
      ['_page=99999999999999999999&_perPage=1000', 'Page is not valid', 'قيمة رقم الصفحة غير صالحة'],
      ['_page=1&_perPage=100000', 'Rows per page is not valid', 'قيمة عدد الصفوف في الصفحة غير صالحة'],
    ];
    for (const [query, english, arabic] of cases) {
      const en = await list(query);
      expect(en.statusCode, query).toBe(400);
      expect(en.json().alertMessage, query).toBe(english);
      const ar = await list(query, { ...owner, 'accept-language': 'ar' });
      expect(ar.json().alertMessage, query).toBe(arabic);
    }
  });
});
