import { afterAll, beforeAll, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { TEST_AUTH, adminAuth, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { contactMessages, outbox, rateLimits } from '../../../server/db/schema';
import { buildApp } from '../../../server/app';
import { DEFAULT_SITE } from '../../../server/modules/contact/site';
import { CONTACT_LIMITS } from '../../../server/modules/contact/limits';

const message = (overrides: Record<string, string> = {}) => ({
  name: 'Huda Al-Qahtani',
  email: 'huda@rawabi-logistics.test',
  phone: '+966 55 123 4567',
  company: 'Rawabi Logistics',
  subject: 'Workforce planning for three regional branches',
  message: 'We would like a demonstration of Tawazun for our HR team in Riyadh and Dammam.',
  ...overrides,
});

describeApi('contact form', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let remote = 0;
  // Each sending test comes from its own address, so the address limit is tested on its own.
  const nextAddress = () => `10.0.${Math.floor(++remote / 250)}.${remote % 250}`;

  beforeAll(async () => {
    ctx = await startApp();
    admin = await adminAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  const send = (payload: Record<string, string>, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    ctx.app.inject({ method: 'POST', url: '/api/ContactAPI/SendMessage', payload, headers, remoteAddress });
  const stored = (email: string) =>
    ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  const mailsTo = (recipient: string) =>
    ctx.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));

  it('gives the public site the configured phone, email, address, map link and social links', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/contactapi/getcontactdetails' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      phone: DEFAULT_SITE.phone,
      email: DEFAULT_SITE.email,
      address: DEFAULT_SITE.address,
      mapUrl: DEFAULT_SITE.mapUrl,
      social: DEFAULT_SITE.social,
    });
  });

  it('stores a message and mails it to the inbox through the outbox, answering in the visitor language', async () => {
    const res = await send(message());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      alertMessage: 'Thank you. Your message has been sent and we will reply soon.',
      data: null,
    });
    const [row] = await stored('huda@rawabi-logistics.test');
    expect(row).toMatchObject({
      name: 'Huda Al-Qahtani',
      company: 'Rawabi Logistics',
      phone: '+966 55 123 4567',
      language: 'en',
      readDate: null,
    });
    const [mail] = await mailsTo(DEFAULT_SITE.email);
    expect(mail.subject).toBe('Website message: Workforce planning for three regional branches');
    expect(mail.body).toContain('We would like a demonstration of Tawazun for our HR team in Riyadh and Dammam.');
    expect(mail.body).toContain('Email: huda@rawabi-logistics.test');

    const arabic = await send(
      message({
        email: 'saad@najd-foods.test',
        name: 'سعد العتيبي',
        subject: '',
        phone: '',
        company: 'null',
        message: 'نرغب في عرض توضيحي لتطبيق توازن.',
      }),
      { 'accept-language': 'ar-SA' },
    );
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(arabic.json().alertMessage).toBe('شكرًا لك. تم إرسال رسالتك وسنرد عليك قريبًا.');
    const [saad] = await stored('saad@najd-foods.test');
    expect(saad).toMatchObject({ name: 'سعد العتيبي', subject: null, phone: null, company: null, language: 'ar' });
    const [second] = await mailsTo(DEFAULT_SITE.email);
    expect(second.subject).toBe('Website message: message from سعد العتيبي');
    expect(second.body).toContain('Written in: Arabic');
  });

  it('refuses an incomplete message with the shared rules, field by field, and keeps nothing', async () => {
    const res = await send({ name: '  ', email: 'not-an-email', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      Name: ['Please fill the Name field'],
      Email: ['Email is invalid'],
      Message: ['Please write your message'],
    });
    const arabic = await send(
      { email: 'x@y.test', name: 'Ali', message: 'x'.repeat(5001) },
      { 'accept-language': 'ar' },
    );
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors.Message).toEqual(['يجب ألا يتجاوز الرسالة ٥٬٠٠٠ حرفًا']);
    expect(await stored('x@y.test')).toHaveLength(0);
  });

  it('answers a robot that fills the hidden field like anyone, but keeps and mails nothing', async () => {
    const before = (await mailsTo(DEFAULT_SITE.email)).length;
    const res = await send(message({ email: 'bot@spam.test', website: 'https://spam.test' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().isSuccess).toBe(true);
    expect(await stored('bot@spam.test')).toHaveLength(0);
    expect(await mailsTo(DEFAULT_SITE.email)).toHaveLength(before);
  });

  it('limits sending per address and per sender, with the wait in Retry-After', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < CONTACT_LIMITS.address.max; i++) {
      expect((await send(message({ email: `sender${i}@flood.test` }), {}, address)).statusCode).toBe(200);
    }
    const blocked = await send(message({ email: 'one-more@flood.test' }), {}, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().alertMessage).toMatch(/Too many attempts/);
    expect(await stored('one-more@flood.test')).toHaveLength(0);

    for (let i = 0; i < CONTACT_LIMITS.sender.max; i++)
      expect((await send(message({ email: 'Repeat@Sender.test' }))).statusCode).toBe(200);
    expect((await send(message({ email: 'repeat@sender.test' }))).statusCode).toBe(429);
    const keys = (await ctx.database.db.select().from(rateLimits))
      .map((r) => r.key)
      .filter((k) => k.startsWith('contact:'));
    expect(keys.join(' ')).not.toMatch(/sender\.test/i);
  });

  it('lists received messages for the Super Admin only: newest first, paged, searched, marked read, deleted', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/ContactAPI/GetAll' });
    expect(anonymous.statusCode).toBe(401);
    const owner = await ctx.app.inject({
      method: 'GET',
      url: '/api/ContactAPI/GetAll',
      headers: await ownerAuth(ctx.app),
    });
    expect(owner.statusCode).toBe(403);

    await send(message({ email: 'latest@list.test', subject: 'Cyber security assessment' }));
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/ContactAPI/GetAll?_page=1&_perPage=2',
      headers: admin,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(2);
    expect(page.json()[0]).toMatchObject({
      email: 'latest@list.test',
      subject: 'Cyber security assessment',
      readDate: null,
    });
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);

    const found = (
      await ctx.app.inject({ method: 'GET', url: '/api/ContactAPI/GetAll?q=cyber', headers: admin })
    ).json();
    expect(found.map((m: { email: string }) => m.email)).toEqual(['latest@list.test']);
    const id = found[0].id as number;

    const read = await ctx.app.inject({ method: 'POST', url: `/api/ContactAPI/MarkRead/${id}`, headers: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ isSuccess: true, alertMessage: 'Message marked as read.', data: { id } });
    expect(read.json().data.readDate).toEqual(expect.any(String));
    const unread = (
      await ctx.app.inject({ method: 'GET', url: '/api/ContactAPI/GetAll?unread=true', headers: admin })
    ).json();
    expect(unread.map((m: { id: number }) => m.id)).not.toContain(id);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/ContactAPI/Delete/${id}`, headers: admin });
    expect(removed.json()).toMatchObject({ isSuccess: true, alertMessage: 'Message deleted.' });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/ContactAPI/Delete/${id}`, headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/ContactAPI/MarkRead/99999999', headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/ContactAPI/MarkRead/abc', headers: admin })).statusCode,
    ).toBe(400);
  });

  it('delivers through SMTP when a transport is configured', async () => {
    const sent: Array<{ to: string; subject: string; text: string }> = [];
    const transport = {
      sendMail: async (mail: { to: string; subject: string; text: string }) => void sent.push(mail),
    } as unknown as Transporter;
    const smtp = await startApp({ mail: { from: 'Tawazun <no-reply@tawazun.test>', transport } });
    try {
      const res = await smtp.app.inject({
        method: 'POST',
        url: '/api/ContactAPI/SendMessage',
        payload: message({ email: 'smtp@path.test' }),
      });
      expect(res.statusCode).toBe(200);
      await smtp.app.mailer.idle();
      expect(sent).toEqual([
        expect.objectContaining({
          to: DEFAULT_SITE.email,
          subject: 'Website message: Workforce planning for three regional branches',
        }),
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('takes missing translation keys while developing and answers 404 for them in production', async () => {
    const dev = await ctx.app.inject({
      method: 'POST',
      url: '/locales/add/ar/marketing',
      payload: { 'nav.newEntry': 'New entry' },
    });
    expect(dev.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'POST', url: '/locales/add/xx/marketing', payload: {} })).statusCode).toBe(
      400,
    );
    const production = await buildApp({
      database: ctx.database,
      auth: TEST_AUTH,
      production: true,
    });
    try {
      const res = await production.inject({
        method: 'POST',
        url: '/locales/add/ar/marketing',
        payload: { 'nav.newEntry': 'New entry' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
