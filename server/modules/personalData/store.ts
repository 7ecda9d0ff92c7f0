import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { recordMissing } from '../../db/errors';
import { users } from '../../db/schema';
import { erasePerson, type ErasureCounts, type Pseudonym } from './erasure';

export { personalExport, type PersonalExport } from './export';

type UserRow = typeof users.$inferSelect;

/** Whose data a caller may ask for: organisation owners (the Super Admin), or one organisation's people. */
export type Reach = { owners: true } | { organizationId: number };

/** A person within the caller's reach, never the Super Admin (a missing record for anyone else). */
export async function personInReach(
  db: Db,
  userId: number,
  reach: Reach,
): Promise<{ id: number; organizationId: number; isOwner: boolean }> {
  const scope: SQL = 'owners' in reach ? eq(users.isOwner, true) : eq(users.organizationId, reach.organizationId);
  const [person] = await db
    .select({ id: users.id, organizationId: users.organizationId, isOwner: users.isOwner })
    .from(users)
    .where(and(eq(users.id, userId), scope, eq(users.isSuperAdmin, false)));
  if (!person?.organizationId) throw recordMissing();
  return { id: person.id, organizationId: person.organizationId, isOwner: person.isOwner };
}

/**
 * Erases a person of the organisation in one transaction, their row locked: `refuse` throws for a
 * person who may not be erased (the owner, the caller, one erased already), and `record` writes the
 * audit entry in the same transaction. A missing record for anyone outside the organisation.
 */
export async function eraseInOrganization(
  db: Db,
  organizationId: number,
  userId: number,
  refuse: (person: UserRow) => void,
  record: (tx: Db, counts: ErasureCounts) => Promise<void>,
): Promise<Pseudonym> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
      .for('update');
    if (!person || person.isSuperAdmin) throw recordMissing();
    refuse(person);
    const erased = await erasePerson(tx as Db, person);
    await record(tx as Db, erased.counts);
    return erased.pseudonym;
  });
}
