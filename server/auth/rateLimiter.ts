import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/db';
import { rateLimits } from '../db/schema';
import { ApiError } from '../http/errors';

export interface Limit {
  /** Attempts allowed within one window. */
  max: number;
  windowSeconds: number;
}

/** The guarded actions, each counted per address and per account (email). */
export interface RateLimitPolicy {
  loginAddress: Limit;
  /** Failed sign-ins of one account from one address: that pair is locked past `max`. */
  loginPair: Limit;
  /** Failed sign-ins of one account from every address: past `max`, attempts wait increasing delays. */
  loginAccount: Limit;
  registerAddress: Limit;
  registerAccount: Limit;
  forgotAddress: Limit;
  forgotAccount: Limit;
  /** "An account with this email already exists" answers of AddEmployee and UpdateEmployee, per acting account. */
  takenEmailAccount: Limit;
}

/**
 * Sign-in counts failed attempts (a success gives its attempt back), so an office behind one
 * address is not locked out by its own staff; sign-up and forgotten-password count every attempt.
 * An account is locked from one address after ten failures there; only a hundred failures from
 * many addresses slow it down everywhere (signInLimits.ts), so nobody can lock someone else out.
 */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  loginAddress: { max: 30, windowSeconds: 15 * 60 },
  loginPair: { max: 10, windowSeconds: 15 * 60 },
  loginAccount: { max: 100, windowSeconds: 60 * 60 },
  registerAddress: { max: 10, windowSeconds: 60 * 60 },
  registerAccount: { max: 5, windowSeconds: 60 * 60 },
  forgotAddress: { max: 10, windowSeconds: 15 * 60 },
  forgotAccount: { max: 5, windowSeconds: 60 * 60 },
  takenEmailAccount: { max: 10, windowSeconds: 60 * 60 },
};

export type Bucket = 'register' | 'forgot';

export interface Counter {
  key: string;
  limit: Limit;
}

/** Refusal of a limited action: 429 with how long to wait, in minutes and in `Retry-After`. */
export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, 'errors.rateLimitedFor', { count: minutes });
  }
}

// Emails are counted by digest so the table holds no addresses of people.
export const digest = (value: string): string =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);

export async function withRetryAfter(reply: FastifyReply, attempt: Promise<void>): Promise<void> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * Fixed-window counters in the `rate_limits` table, so every server process behind a load
 * balancer shares them. Each attempt is one atomic upsert: concurrent attempts cannot slip past
 * the limit, on PGlite or PostgreSQL.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    readonly policy: RateLimitPolicy,
  ) {}

  counters(bucket: Bucket, address: string, account?: string): Counter[] {
    const counters: Counter[] = [{ key: `${bucket}:addr:${address}`, limit: this.policy[`${bucket}Address`] }];
    if (account?.trim())
      counters.push({ key: `${bucket}:acct:${digest(account)}`, limit: this.policy[`${bucket}Account`] });
    return counters;
  }

  /** The counter of one signed-in account (by id) for an action only accounts can take. */
  accountCounter(action: 'takenEmail', accountId: number): Counter {
    return { key: `${action}:acct:${accountId}`, limit: this.policy[`${action}Account`] };
  }

  /**
   * Throws RateLimitedError when a counter has used up its window, without counting an attempt:
   * for limits on an answer (a taken email) that must hold before the answer is known.
   */
  async check(counters: Counter[]): Promise<void> {
    let wait = 0;
    for (const { key, limit } of counters) {
      const [row] = await this.db
        .select({
          hits: rateLimits.hits,
          seconds: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int`,
        })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
      if (row && row.hits >= limit.max) wait = Math.max(wait, Number(row.seconds));
    }
    if (wait > 0) throw new RateLimitedError(wait);
  }

  /** Counts one attempt on a counter: its hits in the window so far and the seconds the window has left. */
  async hit({ key, limit }: Counter): Promise<{ hits: number; seconds: number }> {
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${limit.windowSeconds})` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        seconds: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int`,
      });
    return { hits: row.hits, seconds: Number(row.seconds) };
  }

  /** Counts one attempt on every counter; throws RateLimitedError when any is over its limit. */
  async take(counters: Counter[]): Promise<void> {
    let wait = 0;
    for (const counter of counters) {
      const { hits, seconds } = await this.hit(counter);
      if (hits > counter.limit.max) wait = Math.max(wait, seconds);
    }
    if (Math.random() < 0.02) await this.sweep();
    if (wait > 0) throw new RateLimitedError(wait);
  }

  /** `take`, with the wait also told in a `Retry-After` header. */
  takeFor(reply: FastifyReply, counters: Counter[]): Promise<void> {
    return withRetryAfter(reply, this.take(counters));
  }

  /** `check`, with the wait also told in a `Retry-After` header. */
  checkFor(reply: FastifyReply, counters: Counter[]): Promise<void> {
    return withRetryAfter(reply, this.check(counters));
  }

  /** Gives an attempt back (a successful sign-in is not held against the address or account). */
  async giveBack(counters: Counter[]): Promise<void> {
    for (const { key } of counters) {
      await this.db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0)));
    }
  }

  /** Forgets windows that ended a day ago; called now and then by `take`. */
  async sweep(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
  }
}
