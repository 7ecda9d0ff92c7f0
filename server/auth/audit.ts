import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { sql } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import type { AccountEvent } from '@domain/auditEvents';

/** The event keys, listed in domain/auditEvents (the audit screen has a sentence for each). */
export type AuditEvent = AccountEvent;

/** What an account event is about, beside who acted: a person exported or erased, what was imported. */
export interface AuditSubject {
  resource: string;
  recordId?: number | null;
}

/** Who an event names: the account that acted (or was tried), an address as typed, the organisation. */
export interface AuditWho {
  /** The account; by default the signed-in caller. */
  userId?: number | null;
  /** An email typed by the caller (sign-in, reset, sign-up): kept only when it is an account's. */
  actor?: string | null;
  /** By default the caller's organisation, else the account's. */
  organizationId?: number | null;
}

/**
 * The account an email typed in a public form stands for, or nothing: a typed name is never kept
 * as typed (it may be a password entered in the wrong field, or control characters).
 */
async function typedAccount(db: Db, typed: string): Promise<{ id: number; email: string } | undefined> {
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${typed.trim()})`)
    .limit(1);
  return account;
}

/**
 * Writes one sign-in or account event (changes of data go through audit/recorder.ts): the time (UTC,
 * by the database clock), the account that acted or was tried (by id, and its email), the caller's
 * address, and the organisation the entry belongs to (the caller's, else the account's), so that an
 * entry is found by organisation and id, never by an email that another organisation may reuse.
 * A name typed for no account is recorded as `detail.account = "unknown"`, never verbatim. Never a
 * password, hash or token.
 */
export async function audit(
  db: Db,
  request: FastifyRequest,
  event: AuditEvent,
  who: AuditWho,
  detail?: Record<string, unknown>,
  about?: AuditSubject,
): Promise<void> {
  const principal = request.principal;
  let userId = who.userId === undefined ? (principal?.userId ?? null) : who.userId;
  let actor = who.actor === undefined ? (principal?.email ?? null) : who.actor;
  let details = detail ?? null;
  if (who.userId === undefined && who.actor) {
    const account = await typedAccount(db, who.actor);
    userId = account?.id ?? null;
    actor = account?.email ?? null;
    if (!account) details = { ...details, account: 'unknown' };
  }
  const organizationId =
    who.organizationId !== undefined
      ? who.organizationId
      : (principal?.organizationId ??
        (userId === null ? null : sql`(select ${users.organizationId} from ${users} where ${users.id} = ${userId})`));
  await db.insert(auditLog).values({
    event,
    userId,
    actor,
    address: request.ip,
    detail: details,
    organizationId,
    resource: about?.resource ?? null,
    recordId: about?.recordId ?? null,
  });
}
