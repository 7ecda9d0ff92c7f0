import { afterAll, beforeAll, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { bearer, createOrganization, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee } from '../../support/people';
import { multipart } from '../../../tools/harness/multipart';
import { outbox, users } from '../../../server/db/schema';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('my-profile-picture'),
]);
const PROFILE = '/api/AuthenticationAPI/MyProfile';
const UPDATE = '/api/AuthenticationAPI/UpdateMyProfile';
const CHANGE = '/api/AuthenticationAPI/ChangePassword';

describeApi('my profile and change password', () => {
  let ctx: TestContext;
  let organizationId: number;

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId } = await createOrganization(ctx, 'Profile Org'));
  });
  afterAll(() => ctx?.close());

  const change = (auth: Record<string, string>, payload: Record<string, string>, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url: CHANGE, headers: { ...auth, 'accept-language': lang }, payload });
  const refresh = (refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/RefreshTokensAPI/RefreshToken', payload: { refreshToken } });

  it('answers the signed-in person their own profile, and nothing to a visitor', async () => {
    const person = await createEmployee(ctx, organizationId);
    const res = await ctx.app.inject({ method: 'GET', url: PROFILE, headers: person.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: person.email, firstName: 'Test', phoneNumber: '', imagePath: null });
    expect(res.json().language).toBe('en');
    const arabic = await ctx.app.inject({
      method: 'GET',
      url: PROFILE,
      headers: { ...person.auth, 'accept-language': 'ar' },
    });
    expect(arabic.json().language).toBe('ar');
    expect((await ctx.app.inject({ method: 'GET', url: PROFILE })).statusCode).toBe(401);
  });

  it('saves names, phone, language and picture, and the next sign-in answers the language', async () => {
    const person = await createEmployee(ctx, organizationId);
    const body = multipart({
      FirstName: '  Noura ',
      LastName: 'Al-Harbi',
      PhoneNumber: '+966 50 123 4567',
      Language: 'ar',
      ProfileImage: { filename: 'me.png', contentType: 'image/png', data: PNG },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { ...person.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().alertMessage).toBe('تم حفظ ملفك الشخصي.');
    expect(res.json().data).toMatchObject({
      firstName: 'Noura',
      lastName: 'Al-Harbi',
      phoneNumber: '+966 50 123 4567',
      language: 'ar',
    });
    const image = await ctx.app.inject({ method: 'GET', url: res.json().data.imagePath });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await login(ctx.app, person.email, person.password)) as unknown).toMatchObject({ language: 'ar' });

    // A later save without a new file keeps the picture.
    const again = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: person.auth,
      payload: { firstName: 'Noura', lastName: 'Al-Harbi', phoneNumber: '0500000001', language: 'en' },
    });
    expect(again.json().data.imagePath).toBe(res.json().data.imagePath);
    expect(again.json().alertMessage).toBe('Your profile has been saved.');
  });

  it('refuses empty names and phone with the spec messages, in either language, and changes nothing', async () => {
    const person = await createEmployee(ctx, organizationId);
    const payload = { firstName: ' ', lastName: '', phoneNumber: '  ', language: 'fr' };
    const en = await ctx.app.inject({ method: 'POST', url: UPDATE, headers: person.auth, payload });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toMatchObject({
      FirstName: ['Please fill the First Name field'],
      LastName: ['Please fill the Last Name field'],
      PhoneNumber: ['Please fill the Phone Number field'],
    });
    expect(en.json().errors.Language).toHaveLength(1);
    const ar = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { ...person.auth, 'accept-language': 'ar' },
      payload,
    });
    expect(ar.json().errors.FirstName).toEqual(['يرجى تعبئة حقل الاسم الأول']);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.userId));
    expect(row.firstName).toBe('Test');
    const bad = multipart({
      FirstName: 'A',
      LastName: 'B',
      PhoneNumber: '1',
      Language: 'en',
      ProfileImage: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('not an image') },
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: { ...person.auth, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.ProfileImage).toHaveLength(1);
  });

  it('refuses a wrong current password with a message and keeps the old one', async () => {
    const person = await createEmployee(ctx, organizationId);
    const wrong = await change(person.auth, {
      currentPassword: 'not-it',
      newPassword: 'Changed#1',
      confirmPassword: 'Changed#1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.CurrentPassword).toEqual(['The current password is not correct.']);
    const arabic = await change(
      person.auth,
      { currentPassword: 'not-it', newPassword: 'Changed#1', confirmPassword: 'Changed#1' },
      'ar',
    );
    expect(arabic.json().alertMessage).toBe('كلمة المرور الحالية غير صحيحة.');
    await login(ctx.app, person.email, person.password);
  });

  it('checks the new password with the spec rules', async () => {
    const person = await createEmployee(ctx, organizationId);
    const res = await change(person.auth, { currentPassword: '', newPassword: '12345', confirmPassword: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      CurrentPassword: ['Please fill the Current Password field'],
      NewPassword: ['Password must be at least 6 characters'],
      ConfirmPassword: ['Passwords do not match'],
    });
    const same = await change(person.auth, {
      currentPassword: person.password,
      newPassword: person.password,
      confirmPassword: person.password,
    });
    expect(same.json().errors.NewPassword).toEqual(['The new password must differ from the current one.']);
  });

  it('changes the password, ends every other session but this one, and mails a notice', async () => {
    const person = await createEmployee(ctx, organizationId);
    const other = await login(ctx.app, person.email, person.password);
    const res = await change(person.auth, {
      currentPassword: person.password,
      newPassword: 'Changed#123',
      confirmPassword: 'Changed#123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().alertMessage).toBe('Your password has been changed. Every other session has been signed out.');
    // The other session is over at once, and cannot be renewed.
    expect((await ctx.app.inject({ method: 'GET', url: PROFILE, headers: bearer(other.accessToken) })).statusCode).toBe(
      401,
    );
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    // The session that changed it goes on.
    expect((await ctx.app.inject({ method: 'GET', url: PROFILE, headers: person.auth })).statusCode).toBe(200);
    await expect(login(ctx.app, person.email, person.password)).rejects.toThrow();
    await login(ctx.app, person.email, 'Changed#123');
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, person.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail.subject).toBe('Your Tawazun password was changed');
    expect(mail.body).toContain('/forgetpassword');
    expect(mail.body).not.toContain('Changed#123');
  });

  it('mails the notice in the language chosen in My profile', async () => {
    const person = await createEmployee(ctx, organizationId);
    await ctx.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, person.userId));
    const res = await change(person.auth, {
      currentPassword: person.password,
      newPassword: 'Changed#456',
      confirmPassword: 'Changed#456',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, person.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail.subject).toBe('تم تغيير كلمة مرور حسابك في توازن');
  });

  it('documents the three endpoints in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(doc.paths[PROFILE].get.responses['200']).toBeDefined();
    expect(doc.paths[UPDATE].post.requestBody).toBeDefined();
    expect(doc.paths[CHANGE].post.requestBody).toBeDefined();
  });
});
