import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ACCOUNTS, EMPLOYEES } from '@domain/audit';
import type { Db } from '../../db/db';
import { auditLog, contactMessages, outbox, passwordResets, refreshTokens, userImages, users } from '../../db/schema';
import { ERASED_FIRST_NAME } from '@domain/pseudonym';

type UserRow = typeof users.$inferSelect;

/** What stands for an erased person from now on. */
export interface Pseudonym {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
}

/** How many rows of each table an erasure rewrote and deleted (recorded in its audit entry). */
export type ErasureCounts = {
  rewritten: Record<string, number>;
  deleted: Record<string, number>;
};

/** No password hashes to this: the account cannot be signed into, by any address. */
const NO_PASSWORD = '!erased';

/**
 * Rows that exist only for the account and go with its data: its picture, sessions, password links
 * and the mail addressed to it. Every other row pointing at the person keeps pointing at the
 * pseudonymised account (a test holds every foreign key to `users` to one list or the other).
 */
export const ACCOUNT_ROWS: ReadonlyArray<{ name: string; table: PgTable; column: PgColumn }> = [
  { name: 'user_images', table: userImages, column: userImages.userId },
  { name: 'refresh_tokens', table: refreshTokens, column: refreshTokens.userId },
  { name: 'password_resets', table: passwordResets, column: passwordResets.userId },
  { name: 'outbox', table: outbox, column: outbox.userId },
];

/** Resources whose records are people: the entries about a person are theirs too. */
const PEOPLE = [EMPLOYEES, ACCOUNTS];

export function pseudonymFor(userId: number): Pseudonym {
  const tag = randomBytes(2).toString('hex');
  return {
    firstName: ERASED_FIRST_NAME,
    lastName: tag,
    fullName: `${ERASED_FIRST_NAME} ${tag}`,
    email: `erased-${userId}-${tag}@erased.invalid`,
  };
}

/**
 * The person's fields as the audit trail writes them (audited employee fields), each with what
 * replaces it: the pseudonym for the names and the address, nothing for the rest.
 */
const personalFields = (p: Pseudonym) => ({
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  phoneNumber: null,
  country: null,
  city: null,
  address: null,
  dateOfBirth: null,
  imagePath: null,
});

/**
 * A trail entry's `changes` with every personal field's values (before and after) replaced whole;
 * an empty value stays empty, so the entry still says what was set and what was cleared.
 */
function pseudonymisedChanges(p: Pseudonym): SQL {
  const map = JSON.stringify(personalFields(p));
  const side = (name: 'before' | 'after') =>
    sql`case when coalesce(c.value -> ${name}, 'null'::jsonb) = 'null'::jsonb then 'null'::jsonb else ${map}::jsonb -> c.key end`;
  return sql`(select jsonb_object_agg(c.key, case when ${map}::jsonb ? c.key then jsonb_build_object('before', ${side('before')}, 'after', ${side('after')}) else c.value end) from jsonb_each(${auditLog.changes}) as c)`;
}

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

/**
 * Erases a person by what is theirs, never by searching text: their account row's personal columns
 * are replaced whole by a pseudonym; the rows that exist only for the account (ACCOUNT_ROWS) are
 * deleted; the audit entries they made lose their address and name them by the pseudonym, and the
 * entries about them (their employee record, their account) have the personal fields of their values
 * before and after replaced; the contact messages sent from their address are emptied and their
 * queued copies deleted. Everything is selected by the person's id inside their organisation (the
 * contact messages, which belong to no organisation, by their exact address), so no value a person
 * can type reaches another row. Their row stays, so the structure, costs, workbooks and audit trail
 * keep pointing at it, and it can never be active again (`erased_at`, held by a check constraint).
 */
export async function erasePerson(db: Db, user: UserRow): Promise<{ pseudonym: Pseudonym; counts: ErasureCounts }> {
  const p = pseudonymFor(user.id);
  const organizationId = user.organizationId ?? -1;
  const about = and(
    eq(auditLog.organizationId, organizationId),
    inArray(auditLog.resource, PEOPLE),
    eq(auditLog.recordId, user.id),
  ) as SQL;
  const byThem = and(
    eq(auditLog.userId, user.id),
    or(eq(auditLog.organizationId, organizationId), isNull(auditLog.organizationId)),
  ) as SQL;
  const trail = await db
    .update(auditLog)
    .set({
      actor: sql`case when ${byThem} and ${auditLog.actor} is not null then ${p.email} else ${auditLog.actor} end`,
      address: sql`case when ${byThem} then null else ${auditLog.address} end`,
      changes: sql`case when ${about} and ${auditLog.changes} is not null then ${pseudonymisedChanges(p)} else ${auditLog.changes} end`,
      detail: sql`case when ${about} and ${auditLog.detail} ? 'email' then jsonb_set(${auditLog.detail}, '{email}', to_jsonb(${p.email}::text)) else ${auditLog.detail} end`,
    })
    .where(or(byThem, about))
    .returning({ id: auditLog.id });

  const messages = await db
    .update(contactMessages)
    .set({ name: p.fullName, email: p.email, phone: null, company: null, subject: null, message: '' })
    .where(sql`lower(${contactMessages.email}) = lower(${user.email})`)
    .returning({ id: contactMessages.id });
  const copies = messages.length
    ? await db
        .delete(outbox)
        .where(
          inArray(
            outbox.contactMessageId,
            messages.map((m) => m.id),
          ),
        )
        .returning({ id: outbox.id })
    : [];

  const deleted: Record<string, number> = { outbox: copies.length };
  for (const { name, table, column } of ACCOUNT_ROWS) {
    const gone = await db
      .delete(table)
      .where(eq(column, user.id))
      .returning({ one: sql<number>`1` });
    deleted[name] = (deleted[name] ?? 0) + gone.length;
  }

  const person = await db
    .update(users)
    .set({
      ...personalFields(p),
      passwordHash: NO_PASSWORD,
      isActive: false,
      deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())`,
      erasedAt: sql`now()`,
    })
    .where(and(eq(users.id, user.id), isNull(users.erasedAt)))
    .returning({ id: users.id });

  const rewritten = { users: person.length, audit_log: trail.length, contact_messages: messages.length };
  return { pseudonym: p, counts: { rewritten: nonZero(rewritten), deleted: nonZero(deleted) } };
}
