import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { updateVersioned } from '../../db/versions';
import type { ResourceSpec } from '@domain/registry';
import type { Db } from '../../db/db';
import { organizations, outbox, passwordResets, resourceTables, users } from '../../db/schema';
import { opaqueToken } from '../../auth/tokens';
import type { MailMessage } from '../../mail/mailer';
import { linkBase } from '../../mail/links';
import type { EmployeeValues } from './employeeRows';
import { insertRecordset } from './recordset';
import type { ElementValues } from './structureRows';

/** A mailed link to set a first password stays usable this long (a reset link: an hour). */
export const SET_PASSWORD_DAYS = 7;
/**
 * The password hash of an imported account until its person sets one: no argon2 hash has this
 * form, so no password matches it.
 */
const NO_PASSWORD_YET = '!set-password-by-mailed-link';

export async function insertElements(
  tx: Db,
  organizationId: number,
  spec: ResourceSpec,
  values: ElementValues[],
): Promise<number[]> {
  const created = await insertRecordset(
    tx,
    resourceTables[spec.name],
    values.map((value) => ({ ...value, organizationId })),
    ['id'] as const,
  );
  return created.map((row) => Number(row.id));
}

/** The welcome mail's words in the caller's language, translated once and filled in per person. */
function welcomeMail(request: FastifyRequest, company: string) {
  const slot = (name: string) => `\u0000${name}\u0000`;
  const subject = request.t('mail.welcome.subject', { company });
  const body = request.t('mail.welcome.body', {
    company,
    days: SET_PASSWORD_DAYS,
    name: slot('name'),
    link: slot('link'),
  });
  return (to: string, name: string, link: string): MailMessage => ({
    to,
    subject,
    text: body.replace(slot('name'), () => name).replace(slot('link'), () => link),
  });
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
): Promise<{ ids: number[]; later: MailMessage[] }> {
  const created = await insertRecordset(
    tx,
    users,
    values.map((value) => ({
      ...value,
      organizationId,
      passwordHash: NO_PASSWORD_YET,
      isActive: true,
      isOwner: false,
      createdBy,
    })),
    ['id', 'email', 'firstName'] as const,
  );
  const [organization] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const mail = welcomeMail(request, organization?.name ?? '');
  const expiresAt = new Date(Date.now() + SET_PASSWORD_DAYS * 86_400_000).toISOString();
  const base = linkBase(app);
  const messages: MailMessage[] = [];
  const resets = created.map((person) => {
    const { token, hash } = opaqueToken();
    messages.push({
      ...mail(String(person.email), String(person.firstName), `${base}/resetforgetpassword/${token}`),
      userId: Number(person.id),
    });
    return { userId: Number(person.id), tokenHash: hash, expiresAt };
  });
  await insertRecordset(tx, passwordResets, resets);
  const ids = created.map((person) => Number(person.id));
  if (app.mailer.delivers) return { ids, later: messages };
  await insertRecordset(
    tx,
    outbox,
    messages.map((m) => ({ recipient: m.to, subject: m.subject, body: m.text, userId: m.userId })),
  );
  return { ids, later: [] };
}

/** Writes a file's rows over the elements they name, each within the organisation, each save counted. */
export async function updateElements(
  tx: Db,
  organizationId: number,
  spec: ResourceSpec,
  updates: Array<{ id: number; values: ElementValues }>,
): Promise<void> {
  const table = resourceTables[spec.name];
  for (const { id, values } of updates)
    await updateVersioned(
      tx,
      table,
      and(eq(table.id, id), eq(table.organizationId, organizationId)) as SQL,
      // A typed name replaces a demo element's Arabic one, as a save from its screen does.
      { name: values.name, description: values.description, nameAr: null, descriptionAr: null },
      undefined,
    );
}

/**
 * Writes a file's rows over the employees of the organisation they name by email: the form's
 * fields only; password, activity and ownership stay as they are. The organisation is part of
 * every statement's condition, so no row of another organisation can be written.
 */
export async function updateEmployees(
  tx: Db,
  organizationId: number,
  updates: Array<{ id: number; values: EmployeeValues }>,
): Promise<void> {
  for (const { id, values } of updates)
    await updateVersioned(
      tx,
      users,
      and(eq(users.id, id), eq(users.organizationId, organizationId), isNull(users.erasedAt)) as SQL,
      values,
      undefined,
    );
}
