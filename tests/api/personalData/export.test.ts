import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { adminAuth, bearer, createOrganization, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createRole, createStructure, grants, type TestStructure } from '../../support/people';
import { addPerson } from './support';

interface Exported {
  person: Record<string, unknown>;
  picture: { contentType: string; base64: string } | null;
  role: { name: string; permissions: Record<string, string[]> } | null;
  places: Record<string, { name: string } | null>;
  signIns: Array<Record<string, unknown>>;
  auditAboutThem: Array<Record<string, unknown>>;
  changesByThem: Array<Record<string, unknown>>;
  records: Array<{ table: string; column: string; count: number }>;
}

describeApi('personal data export', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let s: TestStructure;
  let person: number;
  let other: number;
  let personAuth: Record<string, string>;
  let org: number;
  const email = `nadia.export.${Date.now()}@people.test`;

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Export Org'));
    s = await createStructure(ctx, org, 'X');
    const roleId = await createRole(ctx, org, grants('Employee:Edit', 'Employees Detail:View'), 'People Manager');
    person = await addPerson(ctx, owner, s, roleId, { FirstName: 'Nadia', LastName: 'Exportova', Email: email });
    other = await addPerson(ctx, owner, s, roleId, { FirstName: 'Omar', LastName: 'Otherson' });
    // What the trail then holds: their sign-in, a change about them, a change they made.
    personAuth = bearer((await login(ctx.app, email, 'Layla#2025')).accessToken);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ApproveUser',
      payload: [person],
      headers: owner,
    });
    expect(approve.statusCode).toBe(200);
    const deactivate = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/DeactivateUser',
      payload: [other],
      headers: personAuth,
    });
    expect(deactivate.statusCode).toBe(200);
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

  it('hands the owner the profile, role, places, sign-ins and audit trail of a person as JSON', async () => {
    const res = await get(`/api/PersonalData/people/${person}?format=json`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain(`personal-data-${person}.json`);
    const data = JSON.parse(res.body) as Exported;
    expect(data.person).toMatchObject({
      id: person,
      firstName: 'Nadia',
      lastName: 'Exportova',
      email,
      phoneNumber: '+966 50 000 0000',
      address: '1 Olaya Street, Riyadh',
      status: 'active',
    });
    expect(data.picture?.contentType).toBe('image/png');
    expect(data.role?.name).toBe('People Manager');
    expect(data.role?.permissions.Employee).toEqual(['Edit']);
    expect(data.places.department?.name).toBe('X Finance');
    expect(data.places.subDepartment?.name).toBe('X Finance Ops');
    expect(data.places.project?.name).toBe('X Finance Project');
    expect(data.places.team?.name).toBe('X Finance Team');
    expect(data.places.jobTitle?.name).toBe('X Analyst');
    expect(data.places.employeeType?.name).toBe('X Permanent');
    expect(data.signIns.map((e) => e.event)).toContain('login.success');
    expect(data.signIns[0]).toHaveProperty('address');
    expect(data.auditAboutThem.map((e) => e.event)).toEqual(expect.arrayContaining(['employees.create']));
    expect(data.changesByThem.map((e) => [e.event, e.user_id, e.record_id])).toContainEqual([
      'user.deactivated',
      person,
      other,
    ]);
    expect(data.records).toContainEqual({ table: 'user_images', column: 'user_id', count: 1 });
  });

  it('writes the same as one CSV file in sections, headed in the reader’s language', async () => {
    const en = await get(`/api/PersonalData/people/${person}?format=csv`, owner);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.headers['content-disposition']).toContain(`personal-data-${person}.csv`);
    for (const text of [
      'Profile',
      'Sign-in history',
      'Audit trail about this person',
      'Changes made by this person',
      `Email,${email}`,
      'First Name,Nadia',
      'Department,X Finance',
      'Signed in',
      'Account deactivated',
      'People Manager',
    ])
      expect(en.body).toContain(text);
    // A phone number stays as it is; it is no formula.
    expect(en.body).toContain('+966 50 000 0000');
    const ar = await get(`/api/PersonalData/people/${person}?format=csv`, { ...owner, 'accept-language': 'ar' });
    expect(ar.body).toContain('الملف الشخصي');
    expect(ar.body).toContain('سجل تسجيل الدخول');
    expect(ar.body).toContain(email);
  });

  it('lets the person export their own data from My profile, and records every export', async () => {
    const res = await get('/api/PersonalData/me?format=json', personAuth);
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(res.body) as Exported;
    expect(data.person.email).toBe(email);
    expect(data.auditAboutThem.map((e) => e.event)).toContain('user.exported');
    const csv = await get('/api/PersonalData/me?format=csv', personAuth);
    expect(csv.body).toContain(email);
  });

  it('refuses a format it does not know and a person of another organisation, in the caller’s language', async () => {
    const bad = await get(`/api/PersonalData/people/${person}?format=xml`, owner);
    expect(bad.statusCode).toBe(400);
    const { auth: stranger } = await createOrganization(ctx, 'Stranger Org');
    const res = await get(`/api/PersonalData/people/${person}`, { ...stranger, 'accept-language': 'ar' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(email);
  });
  it('gives the owner’s data to the owner and the Super Admin only', async () => {
    const [ownerRow] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org), eq(users.isOwner, true)));
    // The person holds Employee Edit: enough for an employee's data, not for the owner's.
    const refused = await get(`/api/PersonalData/people/${ownerRow.id}?format=csv`, personAuth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().alertMessage).toBe(
      "Only the owner of the organisation, or the platform's Super Admin, can export the owner's personal data.",
    );
    const ar = await get(`/api/PersonalData/people/${ownerRow.id}`, { ...personAuth, 'accept-language': 'ar' });
    expect(ar.json().alertMessage).toBe(
      'لا يصدّر البيانات الشخصية لمالك المنشأة إلا المالك نفسه أو المشرف العام للمنصة.',
    );
    expect(refused.body).not.toContain(ownerRow.email);
    expect((await get(`/api/PersonalData/people/${ownerRow.id}`, owner)).statusCode).toBe(200);
    const admin = await adminAuth(ctx.app);
    const byAdmin = await get(`/api/PersonalData/people/${ownerRow.id}?format=json`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect((JSON.parse(byAdmin.body) as Exported).person.email).toBe(ownerRow.email);
    // The Super Admin answers for owners, not for an organisation's employees.
    expect((await get(`/api/PersonalData/people/${person}`, admin)).statusCode).toBe(404);
  });
});
