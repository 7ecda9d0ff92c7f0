import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceSpec } from '../../../src/domain/registry';
import type { Db } from '../../db/client';
import { organizations, outbox, passwordResets, resourceTables, users } from '../../db/schema';
import { opaqueToken } from '../../auth/tokens';
import type { MailMessage } from '../../mail/mailer';
import { linkBase } from '../../mail/links';
import { eq } from 'drizzle-orm';
import type { EmployeeValues } from './employeeRows';
import type { ElementValues } from './structureRows';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters, and few round trips. */
const BATCH = 1000;
/** A mailed link to set a first password stays usable this long (a reset link: an hour). */
export const SET_PASSWORD_DAYS = 7;
/**
 * The password hash of an imported account until its person sets one: no argon2 hash has this
 * form, so no password matches it.
 */
const NO_PASSWORD_YET = '!set-password-by-mailed-link';

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < items.length; at += size) await write(items.slice(at, at + size));
}

export async function insertElements(
  tx: Db,
  organizationId: number,
  spec: ResourceSpec,
  values: ElementValues[],
): Promise<void> {
  const table = resourceTables[spec.name];
  await inBatches(values, BATCH, (batch) =>
    tx.insert(table).values(batch.map((value) => ({ ...value, organizationId }))),
  );
}

/**
 * Inserts the employees, each active with a single-use link to choose a password, mailed in the
 * caller's language. Without SMTP the mails are written to the outbox in the same transaction;
 * with SMTP they are answered to be sent once it has committed.
 */
export async function insertEmployees(
  app: FastifyInstance,
  request: FastifyRequest,
  tx: Db,
  organizationId: number,
  createdBy: number,
  values: EmployeeValues[],
): Promise<MailMessage[]> {
  const created: Array<{ id: number; email: string; firstName: string }> = [];
  await inBatches(values, BATCH / 2, async (batch) => {
    const rows = await tx
      .insert(users)
      .values(
        batch.map((value) => ({
          ...value,
          organizationId,
          passwordHash: NO_PASSWORD_YET,
          isActive: true,
          isOwner: false,
          createdBy,
        })),
      )
      .returning({ id: users.id, email: users.email, firstName: users.firstName });
    created.push(...rows);
  });
  const [organization] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const expiresAt = new Date(Date.now() + SET_PASSWORD_DAYS * 86_400_000).toISOString();
  const base = linkBase(app);
  const messages: MailMessage[] = [];
  const resets = created.map((person) => {
    const { token, hash } = opaqueToken();
    messages.push({
      to: person.email,
      subject: request.t('mail.welcome.subject', { company: organization?.name }),
      text: request.t('mail.welcome.body', {
        name: person.firstName,
        company: organization?.name,
        link: `${base}/resetforgetpassword/${token}`,
        days: SET_PASSWORD_DAYS,
      }),
    });
    return { userId: person.id, tokenHash: hash, expiresAt };
  });
  await inBatches(resets, BATCH, (batch) => tx.insert(passwordResets).values(batch));
  if (app.mailer.delivers) return messages;
  await inBatches(messages, BATCH, (batch) =>
    tx.insert(outbox).values(batch.map((m) => ({ recipient: m.to, subject: m.subject, body: m.text }))),
  );
  return [];
}
