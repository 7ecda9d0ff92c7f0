import path from 'node:path';
import { loadConfig } from '../../config';
import { lockDataDir } from '../lock';
import { openPglite, openPostgres } from '../client';
import { migrate } from '../migrate';
import { copyDatabase } from './copy';

/**
 * `npm run db:move-to-postgres`: copies the embedded database under DATA_DIR into the PostgreSQL
 * server of DATABASE_URL (migrated first; it must hold no data yet). Stop the server before.
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL server to move into.');
  const dataDir = path.resolve(config.DATA_DIR);
  const release = lockDataDir(dataDir);
  const source = await openPglite({ dataDir: path.join(dataDir, 'pgdata') });
  const target = await openPostgres(config.DATABASE_URL);
  try {
    await migrate(source);
    await migrate(target);
    const counts = await copyDatabase(source.db, target.db, (line) => console.log(`[tawazun] ${line}`));
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`[tawazun] moved ${total} rows into PostgreSQL. Start with DATABASE_URL set from now on.`);
  } finally {
    await source.close();
    await target.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(`[tawazun] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
