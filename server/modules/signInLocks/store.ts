import { and, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { rateLimits, users } from '../../db/schema';
import type { RateLimitPolicy } from '../../auth/rateLimiter';

/** What is locked: an account from one address, an address for every account, or an account everywhere (delays). */
export type LockKind = 'pair' | 'address' | 'account';

export interface SignInLock {
  /** The counter's key, which clears it. */
  id: string;
  kind: LockKind;
  email: string | null;
  userId: number | null;
  address: string | null;
  failures: number;
  /** When the lock ends by itself (the counter's window; for an account, its delays). */
  until: string;
}

/** A key of a sign-in counter read back: `login:pair:<digest>:<address>`, `login:addr:<address>`, `login:acct:<digest>`. */
export function parseKey(key: string): { kind: LockKind; digest: string | null; address: string | null } | undefined {
  const [prefix, kind, ...rest] = key.split(':');
  if (prefix !== 'login' || rest.length === 0) return undefined;
  // Addresses (IPv6) may hold colons themselves: everything after the digest is the address.
  if (kind === 'pair' && rest.length >= 2) return { kind: 'pair', digest: rest[0], address: rest.slice(1).join(':') };
  if (kind === 'addr') return { kind: 'address', digest: null, address: rest.join(':') };
  if (kind === 'acct' && rest.length === 1) return { kind: 'account', digest: rest[0], address: null };
  return undefined;
}

// The digest of rateLimiter.ts in SQL, to name the accounts of the locks found.
const emailDigest = sql<string>`substr(encode(sha256(convert_to(lower(trim(${users.email})), 'UTF8')), 'hex'), 1, 32)`;

/** The sign-in locks in force now, with the account each is about when it is one: most failures first. */
export async function signInLocks(db: Db, policy: RateLimitPolicy): Promise<SignInLock[]> {
  const r = rateLimits;
  const over = (prefix: string, max: number) => and(like(r.key, `${prefix}%`), sql`${r.hits} >= ${max}`);
  const rows = await db
    .select({ key: r.key, hits: r.hits, until: r.resetAt })
    .from(r)
    .where(
      and(
        gt(r.resetAt, sql`now()`),
        or(
          over('login:pair:', policy.loginPair.max),
          over('login:addr:', policy.loginAddress.max),
          // An account is slowed down only past its limit (signInLimits.ts).
          over('login:acct:', policy.loginAccount.max + 1),
        ),
      ),
    )
    .orderBy(sql`${r.hits} desc`, r.key)
    .limit(500);
  const parsed = rows.flatMap((row) => {
    const key = parseKey(row.key);
    return key ? [{ ...row, ...key }] : [];
  });
  const digests = [...new Set(parsed.flatMap((p) => (p.digest ? [p.digest] : [])))];
  const accounts = digests.length
    ? await db
        .select({ id: users.id, email: users.email, digest: emailDigest })
        .from(users)
        .where(inArray(emailDigest, digests))
    : [];
  return parsed.map(({ key, kind, digest, address, hits, until }) => {
    const account = accounts.find((a) => a.digest === digest);
    return {
      id: key,
      kind,
      email: account?.email ?? null,
      userId: account?.id ?? null,
      address,
      failures: hits,
      until: new Date(until).toISOString(),
    };
  });
}

/** Clears one lock (an account's delays with its count): true when there was one. */
export async function clearSignInLock(db: Db, key: string): Promise<boolean> {
  const parsed = parseKey(key);
  if (!parsed) return false;
  const keys = parsed.kind === 'account' ? [key, `login:turn:${parsed.digest}`] : [key];
  const removed = await db.delete(rateLimits).where(inArray(rateLimits.key, keys)).returning({ key: rateLimits.key });
  return removed.some((row) => row.key === key);
}
