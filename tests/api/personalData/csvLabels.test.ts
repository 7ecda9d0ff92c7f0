import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createOrganization, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createRole, createStructure, grants } from '../../support/people';
import { addPerson } from './support';
import enServer from '../../../public/locales/en/server.json';
import arServer from '../../../public/locales/ar/server.json';
import enAdmin from '../../../public/locales/en/admin.json';
import arAdmin from '../../../public/locales/ar/admin.json';
import enPeople from '../../../public/locales/en/people.json';
import arPeople from '../../../public/locales/ar/people.json';

const words = {
  en: { server: enServer, admin: enAdmin, people: enPeople },
  ar: { server: arServer, admin: arAdmin, people: arPeople },
};

/** The stored names the export is built from: none may reach a reader of the CSV. */
const STORED_NAMES = [
  'isOwner',
  'createdDate',
  'firstName',
  'phoneNumber',
  'user_id',
  'record_id',
  'organization_id',
  'login.success',
  'user.deactivated',
  'employees.create',
  'user_images',
];

/** One CSV line's cells (the export quotes only cells with commas, quotes or line breaks). */
const lineStarting = (csv: string, first: string) =>
  csv.split('\r\n').find((line) => line.startsWith(`${first},`) || line.startsWith(`"${first}",`));

describeApi('personal data CSV in the words of the screens', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let person: number;
  const email = `huda.labels.${Date.now()}@people.test`;

  beforeAll(async () => {
    ctx = await startApp();
    let org: number;
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Labels Org'));
    const s = await createStructure(ctx, org, 'L');
    const roleId = await createRole(ctx, org, grants('Employee:Edit', 'Employees Detail:View'), 'People Lead');
    person = await addPerson(ctx, owner, s, roleId, { FirstName: 'Huda', LastName: 'Labels', Email: email });
    const other = await addPerson(ctx, owner, s, roleId, { FirstName: 'Sami', LastName: 'Other' });
    // Their trail: a sign-in, the record of their creation, an account they deactivated.
    const theirs = bearer((await login(ctx.app, email, 'Layla#2025')).accessToken);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/DeactivateUser',
      payload: [other],
      headers: theirs,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => ctx?.close());

  for (const language of ['en', 'ar'] as const) {
    const { server, admin, people } = words[language];

    it(`labels fields, columns, events and permissions as the screens do (${language})`, async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/PersonalData/people/${person}?format=csv`,
        headers: { ...owner, 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      const csv = res.body;
      for (const stored of STORED_NAMES) expect(csv, stored).not.toContain(stored);

      // The profile under the form's and the person page's labels, values in words.
      expect(lineStarting(csv, server.fields.firstName)).toBe(`${server.fields.firstName},Huda`);
      expect(lineStarting(csv, server.fields.email)).toBe(`${server.fields.email},${email}`);
      expect(lineStarting(csv, server.personalData.fields.isOwner)).toBe(
        `${server.personalData.fields.isOwner},${server.personalData.no}`,
      );
      expect(lineStarting(csv, server.fields.status)).toBe(`${server.fields.status},${people.status.active}`);
      expect(lineStarting(csv, people.detail.createdDate)).toMatch(/,\d{4}-\d\d-\d\dT/);
      // The role's permissions as the role screen names them.
      expect(lineStarting(csv, people.permissions.Employee)).toBe(
        `${people.permissions.Employee},${people.actions.Edit}`,
      );

      // The audit trail under the audit trail screen's headings, its events in words.
      const headings = [admin.audit.columns.at, admin.audit.columns.actor, admin.audit.columns.address];
      expect(csv).toContain(headings.join(','));
      expect(csv).toContain(server.personalData.columns.event);
      expect(csv).toContain(admin.audit.events['login.success']);
      expect(csv).toContain(admin.audit.events['user.deactivated']);
      expect(csv).toContain(`${admin.audit.resources.employees}: ${admin.audit.actions.create}`);
      // Other records, by what they are.
      expect(lineStarting(csv, server.personalData.records.user_images)).toBe(
        `${server.personalData.records.user_images},1`,
      );
    });
  }
});
