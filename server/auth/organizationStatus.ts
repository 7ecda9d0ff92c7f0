import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * Whether the organisation of the `users` row in scope is open, as SQL. The owner's account is
 * the organisation's account, approved by the Super Admin (DESIGN §4): while it awaits approval
 * or is deactivated, nobody of the organisation may sign in, renew a session or use one. Owners
 * and the Super Admin answer for their own account only (their `isActive`), so they are always
 * "open" here. The session check of every request reads it too. Use it as a condition only
 * (see organizationOpen).
 */
export const organizationOpenSql = sql<boolean>`(${users.isOwner} or ${users.isSuperAdmin} or ${users.organizationId} is null
  or exists (select 1 from ${users} as owner where owner.organization_id = ${users.organizationId} and owner.is_owner and owner.is_active))`;

/** Whether the account's organisation is open (see organizationOpenSql), for sign-in and refresh. */
export async function organizationOpen(db: Db, user: UserRow): Promise<boolean> {
  // In the condition, where Drizzle names each column with its table (a selected field is named
  // alone, and inside the subquery would then mean the owner's row).
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, user.id), organizationOpenSql));
  return row !== undefined;
}
