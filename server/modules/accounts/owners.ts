import { and, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { OwnerAccount, OwnerStatus } from '@domain/account';
import type { Db } from '../../db/db';
import { organizations, users } from '../../db/schema';
import { idsCondition, orderBy, pageOf, searchCondition, type ListParams } from '../../db/lists';
import { notFound } from '../../http/errors';
import { isoDate } from '../resources/elements';

/** What the owners' list is narrowed by: may sign in or not, and which of the three states. */
export interface OwnerFilter {
  active?: boolean;
  status?: OwnerStatus;
}

/** `pending`: never approved yet; `deactivated`: turned off after approval. */
function statusCondition(status: OwnerStatus | undefined): SQL | undefined {
  if (status === 'pending') return and(eq(users.isActive, false), isNull(users.deactivatedAt));
  if (status === 'deactivated') return and(eq(users.isActive, false), isNotNull(users.deactivatedAt));
  if (status === 'active') return eq(users.isActive, true);
  return undefined;
}

const present = ({ user, companyName }: { user: typeof users.$inferSelect; companyName: string | null }) => ({
  id: user.id,
  userName: user.email,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  address: user.address,
  country: user.country,
  city: user.city,
  phoneNumber: user.phoneNumber,
  companyName,
  active: user.isActive,
  status: user.isActive ? ('active' as const) : user.deactivatedAt ? ('deactivated' as const) : ('pending' as const),
  createdDate: isoDate(user.createdDate),
});

const SORTABLE = {
  id: users.id,
  email: users.email,
  userName: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  country: users.country,
  companyName: organizations.name,
  createdDate: users.createdDate,
};

/**
 * The organisations' owners, the platform's accounts the Super Admin approves and deactivates
 * (GetAllActiveUsers, GetAllInactiveUsers and /api/v1/accounts read them here).
 */
export class OwnerAccounts {
  constructor(private readonly db: Db) {}

  private joined(where: SQL | undefined) {
    return this.db
      .select({ user: users, companyName: organizations.name })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(and(eq(users.isOwner, true), where));
  }

  async page(query: ListParams & OwnerFilter): Promise<{ records: OwnerAccount[]; total: number }> {
    const where = and(
      query.active === undefined ? undefined : eq(users.isActive, query.active),
      statusCondition(query.status),
      idsCondition(query.id, users.id),
      searchCondition(query.q, [users.email, users.firstName, users.lastName, organizations.name]),
    );
    const base = this.joined(where).orderBy(...orderBy(query, SORTABLE, users.id));
    const { records, total } = await pageOf(
      query,
      (w) => (w ? base.limit(w.limit).offset(w.offset) : base),
      () =>
        this.db
          .select({ n: count() })
          .from(users)
          .leftJoin(organizations, eq(organizations.id, users.organizationId))
          .where(and(eq(users.isOwner, true), where)),
    );
    return { records: records.map(present), total };
  }

  async get(id: number): Promise<OwnerAccount> {
    const [row] = await this.joined(eq(users.id, id));
    if (!row) throw notFound();
    return present(row);
  }
}
