import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee } from '../../support/people';
import { multipart } from '../../../tools/harness/multipart';
import { users } from '../../../server/db/schema';

const PROFILE = '/api/AuthenticationAPI/MyProfile';
const UPDATE = '/api/AuthenticationAPI/UpdateMyProfile';
const STALE = 'This record was changed by someone else since you opened it; reload to see the change.';
const STALE_AR = 'عدّل شخص آخر هذا السجل منذ أن فتحته؛ أعد تحميل الصفحة لترى التعديل.';

/** My profile carries the account's version: a save over a change made since (by its administrator too) is refused. */
describeApi('my profile versions', () => {
  let ctx: TestContext;
  let organizationId: number;

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId } = await createOrganization(ctx, 'Profile Versions Org'));
  });
  afterAll(() => ctx?.close());

  const fields = { firstName: 'Noura', lastName: 'Al-Harbi', phoneNumber: '0500000001', language: 'en' };

  it('answers the version and its ETag, and refuses a stale save in the caller’s language', async () => {
    const person = await createEmployee(ctx, organizationId);
    const read = await ctx.app.inject({ method: 'GET', url: PROFILE, headers: person.auth });
    const { version } = read.json() as { version: number };
    expect(read.headers.etag).toBe(`"${version}"`);

    const saved = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: person.auth,
      payload: { ...fields, version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(version + 1);

    // A second tab still holding the version it opened on.
    const stale = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: person.auth,
      payload: { ...fields, firstName: 'Other', version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().alertMessage).toBe(STALE);
    const form = multipart({ ...fields, FirstName: 'Other', Version: version });
    const arabic = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { ...person.auth, ...form.headers, 'accept-language': 'ar' },
      payload: form.payload,
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().alertMessage).toBe(STALE_AR);
    const ifMatch = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { ...person.auth, 'if-match': `"${version}"` },
      payload: { ...fields, firstName: 'Other' },
    });
    expect(ifMatch.statusCode).toBe(409);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.userId));
    expect(row.firstName).toBe('Noura');
  });

  it('refuses the person’s save over their administrator’s change, and lets a save without a version win', async () => {
    const person = await createEmployee(ctx, organizationId);
    const { version } = (await ctx.app.inject({ method: 'GET', url: PROFILE, headers: person.auth })).json() as {
      version: number;
    };
    // The administrator edits the same account meanwhile.
    await ctx.database.db
      .update(users)
      .set({ phoneNumber: '0599999999', version: sql`${users.version} + 1` })
      .where(eq(users.id, person.userId));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: person.auth,
      payload: { ...fields, version },
    });
    expect(refused.statusCode).toBe(409);
    const unversioned = await ctx.app.inject({ method: 'POST', url: UPDATE, headers: person.auth, payload: fields });
    expect(unversioned.statusCode).toBe(200);
  });
});
