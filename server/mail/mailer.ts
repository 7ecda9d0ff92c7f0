import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The account the mail is for or about: erasure and the deletion of an organisation find it by this. */
  userId?: number;
  /** The contact message a staff copy carries. */
  contactMessageId?: number;
}

export interface MailOptions {
  /** `smtp://user:pass@host:587` or `smtps://...`; without it mail waits in the outbox table. */
  smtpUrl?: string;
  from: string;
  /** A ready transport (tests); wins over `smtpUrl`. */
  transport?: Transporter;
}

/**
 * Outgoing mail for every module (password reset, account approval, the contact form, ...).
 * With SMTP it is delivered in the background, so a caller's answer never waits on (or reveals
 * anything through the timing of) a mail server; undelivered mail is kept in the outbox table.
 * Without SMTP every message goes to the outbox, where an administrator can read it. The log
 * only says that a message was queued: its text may hold a single-use link.
 */
export class Mailer {
  private transport: Promise<Transporter> | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailOptions,
  ) {}

  get delivers(): boolean {
    return this.options.transport !== undefined || this.options.smtpUrl !== undefined;
  }

  /** `log`: the request's logger, so the lines about its mail carry its request id. */
  async send(message: MailMessage, log: FastifyBaseLogger = this.log): Promise<void> {
    if (!this.delivers) {
      await this.keep(message, 'mail queued in the outbox (SMTP_URL is not set)', log);
      return;
    }
    const delivery = this.deliver(message, log).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves when background deliveries have finished (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** The SMTP transport, made for the first message: a server that sends no mail never loads nodemailer. */
  private connection(): Promise<Transporter> {
    this.transport ??= this.options.transport
      ? Promise.resolve(this.options.transport)
      : import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(this.options.smtpUrl));
    return this.transport;
  }

  private async deliver(message: MailMessage, log: FastifyBaseLogger): Promise<void> {
    try {
      const transport = await this.connection();
      await transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      log.info({ subject: message.subject }, 'mail sent');
    } catch (error) {
      log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'mail delivery failed');
      await this.keep(message, 'undelivered mail kept in the outbox', log).catch(() => undefined);
    }
  }

  private async keep(message: MailMessage, note: string, log: FastifyBaseLogger): Promise<void> {
    const [row] = await this.db
      .insert(outbox)
      .values({
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        userId: message.userId ?? null,
        contactMessageId: message.contactMessageId ?? null,
      })
      .returning({ id: outbox.id });
    log.info({ outboxId: row.id, subject: message.subject }, note);
  }
}
