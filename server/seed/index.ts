import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { appSettings, organizations, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { newSecret } from '../auth/tokens';
import { demoSeeders } from './demo';
import { DEMO_COMPANY, DEMO_OWNER } from '@domain/demo';

export { DEMO_COMPANY } from '@domain/demo';
export const DEMO_OWNER_EMAIL = DEMO_OWNER.email;

export interface SeedOptions {
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
  demoPassword?: string;
  /** Where generated passwords are told to the operator (once). */
  announce: (message: string) => void;
}

const generatePassword = () => randomBytes(12).toString('base64url');

/** The JWT signing secret: the configured one, or one generated on first start and kept in the database. */
export async function jwtSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.insert(appSettings).values({ key: 'jwt_secret', value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return row.value;
}

/**
 * First-start data: the platform Super Admin and, unless disabled, the demo organisation. Under a
 * transaction-scoped advisory lock, so that instances started together on one empty PostgreSQL
 * database seed it once (without it both found no Super Admin, both inserted one, and the loser
 * stopped on the unique email).
 */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724222)`);
    await seedOnce(tx as Db, options);
  });
}

async function seedOnce(db: Db, options: SeedOptions): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.isSuperAdmin, true)).limit(1);
  if (!admin) {
    const password = options.adminPassword ?? generatePassword();
    await db.insert(users).values({
      email: options.adminEmail,
      passwordHash: await hashPassword(password),
      firstName: 'Super',
      lastName: 'Admin',
      isActive: true,
      isSuperAdmin: true,
    });
    if (!options.adminPassword)
      options.announce(`Super Admin created: ${options.adminEmail} / password ${password} (shown once)`);
  }
  if (!options.seedDemo) return;
  const [demo] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, DEMO_COMPANY))
    .limit(1);
  if (demo) return;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_OWNER_EMAIL}`);
  if (taken) return;
  const password = options.demoPassword ?? generatePassword();
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: DEMO_COMPANY }).returning();
    const [owner] = await tx
      .insert(users)
      .values({
        organizationId: org.id,
        passwordHash: await hashPassword(password),
        ...DEMO_OWNER,
        isActive: true,
        isOwner: true,
      })
      .returning();
    for (const seeder of demoSeeders) await seeder(tx as Db, { organizationId: org.id, ownerId: owner.id });
  });
  if (!options.demoPassword)
    options.announce(`Demo organisation created: sign in as ${DEMO_OWNER_EMAIL} / password ${password}`);
}
