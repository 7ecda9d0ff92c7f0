import { randomUUID } from 'node:crypto';
import { and, eq, getTableName, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { refreshTokens, users } from '../db/schema';
import { organizationOpen, organizationOpenSql } from './organizationStatus';
import { hashToken, opaqueToken, type AccountKind, type Principal, type TokenService } from './tokens';

type UserRow = typeof users.$inferSelect;

export const accountKind = (user: UserRow): AccountKind =>
  user.isSuperAdmin ? 'super' : user.isOwner ? 'owner' : 'employee';

export const principalOf = (user: UserRow, sessionId: string): Principal => ({
  userId: user.id,
  organizationId: user.organizationId,
  kind: accountKind(user),
  roleId: user.roleId,
  sessionId,
});

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type RefreshOutcome =
  | { ok: true; pair: TokenPair; user: UserRow }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'inactive' | 'mismatch'; userId?: number };

const LIVE_CACHE_MS = 5000;
const LIVE_CACHE_ENTRIES = 10_000;
/** What the live session check reads. */
const LIVE_TABLES = [getTableName(users), getTableName(refreshTokens)];

/** What the guard needs of the account behind a live session. */
export interface LiveAccount {
  email: string;
  roleId: number | null;
}

/**
 * Sign-in sessions. A session is a family of refresh tokens: each refresh spends one token and
 * issues the next; presenting a spent token again means it was stolen, so the family is revoked.
 */
export class Sessions {
  private readonly liveCache = new Map<string, { account: LiveAccount | null; generation: number; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly refreshTtlSeconds: number,
    /** The database's write count by table (see Database.writeGeneration); undefined: read every time. */
    private readonly writeGeneration?: (tables: readonly string[]) => number | undefined,
  ) {}

  async start(user: UserRow): Promise<TokenPair> {
    const familyId = randomUUID();
    return this.issue(this.db, user, familyId, new Date(Date.now() + this.refreshTtlSeconds * 1000));
  }

  private async issue(db: Db, user: UserRow, familyId: string, expiresAt: Date): Promise<TokenPair> {
    const { token, hash } = opaqueToken();
    await db
      .insert(refreshTokens)
      .values({ userId: user.id, familyId, tokenHash: hash, expiresAt: expiresAt.toISOString() });
    return { accessToken: await this.tokens.sign(principalOf(user, familyId)), refreshToken: token };
  }

  /**
   * Spends a refresh token for a new pair. When the client also sends its access token (even an
   * expired one), it must belong to the same session.
   */
  async refresh(refreshToken: string, accessToken?: string): Promise<RefreshOutcome> {
    const claimed = accessToken ? await this.tokens.verify(accessToken, { ignoreExpiry: true }) : undefined;
    return this.db.transaction(async (tx) => {
      // The row lock makes two concurrent refreshes of one token see each other (one wins, one is reuse).
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
        .for('update');
      if (!row) return { ok: false, reason: 'unknown' } as const;
      const userId = row.userId;
      if (
        claimed !== undefined &&
        (claimed === null || claimed.sessionId !== row.familyId || claimed.userId !== userId)
      ) {
        return { ok: false, reason: 'mismatch', userId } as const;
      }
      if (row.usedAt || row.revokedAt) {
        await revokeFamily(tx as Db, row.familyId);
        return { ok: false, reason: row.usedAt ? 'reused' : 'expired', userId } as const;
      }
      if (new Date(row.expiresAt).getTime() <= Date.now()) return { ok: false, reason: 'expired', userId } as const;
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
      // An employee's session also ends with its organisation (owner deactivated or not approved).
      if (!user || !user.isActive || !(await organizationOpen(tx as Db, user))) {
        await revokeFamily(tx as Db, row.familyId);
        return { ok: false, reason: 'inactive', userId } as const;
      }
      await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(refreshTokens.id, row.id));
      // The family keeps its absolute lifetime: rotation never extends a session.
      const pair = await this.issue(tx as Db, user, row.familyId, new Date(row.expiresAt));
      return { ok: true, pair, user } as const;
    });
  }

  /**
   * The account behind an access token while its session is open (not signed out, revoked or
   * expired), the account active and its organisation open; null otherwise. The role is read
   * here, not from the token, so a changed role takes effect on the next request.
   */
  async live(principal: Principal): Promise<LiveAccount | null> {
    // The answer holds until the accounts or their sessions are written (a sign-out, a role
    // change, a deactivation all write them): one query less on most requests. On PostgreSQL the
    // count moves when any instance writes them, and is unknown (nothing kept) while this one
    // cannot hear of it. A session's expiry is a matter of time, not of writes, so an answer is
    // kept 5 s at most.
    const generation = this.writeGeneration?.(LIVE_TABLES);
    if (generation === undefined) return this.readLive(principal);
    const key = `${principal.userId}:${principal.sessionId}`;
    const cached = this.liveCache.get(key);
    if (cached && cached.generation === generation && Date.now() - cached.at < LIVE_CACHE_MS) return cached.account;
    const account = await this.readLive(principal);
    if (this.liveCache.size >= LIVE_CACHE_ENTRIES) this.liveCache.clear();
    this.liveCache.set(key, { account, generation, at: Date.now() });
    return account;
  }

  private liveStatement?: ReturnType<Sessions['prepareLive']>;

  /**
   * Asked on every request: built once, and on PostgreSQL a named statement, which each pooled
   * connection parses and plans once instead of every time.
   */
  private prepareLive() {
    return this.db
      .select({ active: users.isActive, email: users.email, roleId: users.roleId })
      .from(users)
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}
                and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`,
          // A sign-in or refresh that raced the owner's deactivation can leave a session its
          // revocation did not see; it is refused here.
          organizationOpenSql,
        ),
      )
      .prepare('tawazun_session_live');
  }

  private async readLive(principal: Principal): Promise<LiveAccount | null> {
    this.liveStatement ??= this.prepareLive();
    const [row] = await this.liveStatement.execute({ userId: principal.userId, sessionId: principal.sessionId });
    return row?.active === true ? { email: row.email, roleId: row.roleId } : null;
  }

  revokeFamily(familyId: string): Promise<void> {
    return revokeFamily(this.db, familyId);
  }

  revokeUser(userId: number, db: Db = this.db): Promise<void> {
    return revokeAccounts(db, [userId]);
  }

  /** Ends every session of the account but `keepFamilyId` (the one that changed the password). */
  revokeOthers(userId: number, keepFamilyId: string, db: Db = this.db): Promise<void> {
    return revokeWhere(db, and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId)));
  }
}

/** Ends the open sessions the condition names: one way to revoke, whatever the reason. */
async function revokeWhere(db: Db, condition: SQL | undefined): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(condition, isNull(refreshTokens.revokedAt)));
}

/** Ends every session of these accounts (a deactivation, a password reset). */
export async function revokeAccounts(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length) await revokeWhere(db, inArray(refreshTokens.userId, userIds));
}

/**
 * Ends every session of the organisations' accounts: what deactivating their owner means for the
 * employees (DESIGN §4), the same revocation as deactivating each of them.
 */
export async function revokeOrganizations(db: Db, organizationIds: number[]): Promise<void> {
  if (!organizationIds.length) return;
  const members = db.select({ id: users.id }).from(users).where(inArray(users.organizationId, organizationIds));
  await revokeWhere(db, inArray(refreshTokens.userId, members));
}

/**
 * Forgets sessions a day after they ended (expired, or revoked by a sign-out, a reuse, a
 * deactivation): each row of a session says when its person was last active, a quarter of an hour
 * apart, and an ended session refuses every refresh whether its rows are kept or not.
 */
export async function pruneEndedSessions(db: Db): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`;
  await db.delete(refreshTokens).where(or(lt(refreshTokens.expiresAt, dayAgo), lt(refreshTokens.revokedAt, dayAgo)));
}

function revokeFamily(db: Db, familyId: string): Promise<void> {
  return revokeWhere(db, eq(refreshTokens.familyId, familyId));
}
