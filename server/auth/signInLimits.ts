import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/db';
import { rateLimits } from '../db/schema';
import { digest, RateLimitedError, withRetryAfter, type Counter, type RateLimiter } from './rateLimiter';

/** The longest wait an account under attack imposes on the next attempt, wherever it comes from. */
export const LONGEST_DELAY_SECONDS = 60;

/** The wait after the `over`-th failure past the account's limit: 5 s, 10 s, 20 s, 40 s, then a minute. */
export const delayAfter = (over: number): number => Math.min(5 * 2 ** Math.max(0, over - 1), LONGEST_DELAY_SECONDS);

/** The counters' keys: emails by digest, addresses as the server sees them. */
export const SIGN_IN_KEYS = {
  address: (address: string) => `login:addr:${address}`,
  pair: (account: string, address: string) => `login:pair:${digest(account)}:${address}`,
  account: (account: string) => `login:acct:${digest(account)}`,
  /** When the next attempt on an account past its limit may be made (its `reset_at`). */
  turn: (account: string) => `login:turn:${digest(account)}`,
};

/**
 * The limits on guessing a password (sign-in, and the current password of ChangePassword). Failures
 * from one address lock that address for the account (and, many of them, for every account); an
 * account as a whole is only slowed down, after many failures from many addresses, by delays that
 * grow with each failure: a stranger can make their own address useless, never lock out the owner.
 */
export class SignInLimits {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Counts an attempt on `account` from `address` before its password is checked; throws
   * RateLimitedError (with `Retry-After`) when the pair or the address is locked, or when the
   * account is waiting out a delay. Give the counters back when the password was right.
   */
  async attempt(reply: FastifyReply, address: string, account: string): Promise<Counter[]> {
    const { policy } = this.limiter;
    const near: Counter[] = [{ key: SIGN_IN_KEYS.address(address), limit: policy.loginAddress }];
    if (account.trim()) near.push({ key: SIGN_IN_KEYS.pair(account, address), limit: policy.loginPair });
    await withRetryAfter(reply, this.limiter.take(near));
    if (!account.trim()) return near;
    // Counted only once the pair is not locked: one address alone never slows the account down.
    const whole: Counter = { key: SIGN_IN_KEYS.account(account), limit: policy.loginAccount };
    const { hits } = await this.limiter.hit(whole);
    if (hits > whole.limit.max) {
      const wait = await this.takeTurn(account, delayAfter(hits - whole.limit.max));
      if (wait > 0) {
        // A refused turn checked no password: it neither counts nor lengthens the next delay.
        await this.limiter.giveBack([whole]);
        await withRetryAfter(reply, Promise.reject(new RateLimitedError(wait)));
      }
    }
    return [...near, whole];
  }

  /** The counted attempts given back: a right password is not held against the address or the account. */
  giveBack(counted: Counter[]): Promise<void> {
    return this.limiter.giveBack(counted);
  }

  /**
   * Takes the account's next turn when its delay is over (one statement, so of concurrent attempts
   * only one gets it), setting the delay before the one after; else the seconds left to wait.
   */
  private async takeTurn(account: string, delaySeconds: number): Promise<number> {
    const key = SIGN_IN_KEYS.turn(account);
    const taken = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${delaySeconds})` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { hits: sql`${rateLimits.hits} + 1`, resetAt: sql`excluded.reset_at` },
        setWhere: sql`${rateLimits.resetAt} <= now()`,
      })
      .returning({ key: rateLimits.key });
    if (taken.length) return 0;
    const [row] = await this.db
      .select({ seconds: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int` })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    return Math.max(1, Number(row?.seconds ?? 1));
  }
}
