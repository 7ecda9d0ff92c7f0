import { afterAll, beforeAll, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { desc } from 'drizzle-orm';
import { Mailer } from '../../../server/mail/mailer';
import { outbox } from '../../../server/db/schema';
import { redactUrl } from '../../../server/auth/logRedaction';
import { startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

/** A logger that keeps every line it is given, to prove what never reaches the log. */
function recordingLogger() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const logger = {
    info: record,
    warn: record,
    error: record,
    debug: record,
    trace: record,
    fatal: record,
    child: () => logger,
    level: 'info',
    silent: record,
  };
  return { lines, logger: logger as unknown as FastifyBaseLogger };
}

const message = {
  to: 'someone@mail.test',
  subject: 'Reset',
  text: 'Open https://app.test/resetforgetpassword/SECRET-TOKEN-123',
};

describeApi('mailer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx?.close());

  const lastOutbox = async () => (await ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];

  it('keeps mail in the outbox without SMTP and logs only that it was queued', async () => {
    const { lines, logger } = recordingLogger();
    await new Mailer(ctx.database.db, logger, { from: 'Tawazun <no-reply@tawazun.test>' }).send(message);
    expect(await lastOutbox()).toMatchObject({
      recipient: message.to,
      subject: 'Reset',
      body: message.text,
      sentAt: null,
    });
    expect(lines.join('\n')).toContain('outbox');
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN-123');
    expect(lines.join('\n')).not.toContain(message.to);
  });

  it('delivers through SMTP when configured, in the background, and keeps nothing', async () => {
    const sent: Array<{ to: unknown; subject: unknown; from: unknown }> = [];
    const transport = nodemailer.createTransport({
      name: 'recording',
      version: '1',
      send(mail, callback) {
        sent.push({ to: mail.data.to, subject: mail.data.subject, from: mail.data.from });
        callback(null, { envelope: { from: 'x', to: ['y'] }, messageId: 'm1' });
      },
    });
    const { lines, logger } = recordingLogger();
    const before = await lastOutbox();
    const mailer = new Mailer(ctx.database.db, logger, { from: 'Tawazun <no-reply@tawazun.test>', transport });
    await mailer.send(message);
    await mailer.idle();
    expect(sent).toEqual([{ to: message.to, subject: 'Reset', from: 'Tawazun <no-reply@tawazun.test>' }]);
    expect((await lastOutbox())?.id).toBe(before?.id);
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN-123');
  });

  it('keeps mail the SMTP server refused in the outbox', async () => {
    const transport = nodemailer.createTransport({
      name: 'refusing',
      version: '1',
      send(_mail, callback) {
        callback(new Error('550 mailbox unavailable'), undefined);
      },
    });
    const { lines, logger } = recordingLogger();
    const mailer = new Mailer(ctx.database.db, logger, { from: 'x@tawazun.test', transport });
    await mailer.send(message);
    await mailer.idle();
    expect(await lastOutbox()).toMatchObject({ recipient: message.to, body: message.text });
    expect(lines.join('\n')).toContain('550 mailbox unavailable');
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN-123');
  });

  it('blanks reset tokens and signatures in logged request addresses', () => {
    expect(redactUrl('/resetforgetpassword/abcDEF123-_x?lang=ar')).toBe('/resetforgetpassword/[redacted]?lang=ar');
    expect(redactUrl('/api/AuthenticationAPI/ProfileImage/3/1?expires=9&signature=abc')).toBe(
      '/api/AuthenticationAPI/ProfileImage/3/1?expires=9&signature=[redacted]',
    );
  });
});
