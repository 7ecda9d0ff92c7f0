import { writePermissionCatalogue } from './catalogue';
import type { Database } from './client';
import type { Db } from './db';
import { paths } from '../paths';

/** The advisory lock instances hold in turn while they migrate a PostgreSQL database. */
const MIGRATION_LOCK = 724221;

/**
 * Applies the drizzle-kit migrations, then writes the permission catalogue (which follows the
 * registry); on PostgreSQL under an advisory lock so instances can start together. The migrator
 * opens its own transaction: inside one of ours it began a second (PostgreSQL warned) and its
 * commit ended ours, lock included, before the catalogue was written.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, { migrationsFolder: paths.migrations });
    await writePermissionCatalogue(database.db);
    await database.learnWrites?.();
    return;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  if (!database.exclusively) throw new Error('A PostgreSQL database is migrated on a connection of its own');
  await database.exclusively(MIGRATION_LOCK, async (db) => {
    await migratePg(db as never, { migrationsFolder: paths.migrations });
    await db.transaction((tx) => writePermissionCatalogue(tx as unknown as Db));
  });
  await database.learnWrites?.();
}
