import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../../../server/db/client';
import { databaseKind, databaseUrlOf, startApp, type TestContext } from '../../support/api';
import { startPooler, type Pooler } from '../../support/pooler';

type Row = Record<string, unknown>;

/**
 * Many PostgreSQL servers are reached through a pooler (PgBouncer), which refuses a connection
 * whose startup message names a setting it does not track. Tawazun's planner settings must reach
 * every connection without refusing the server.
 */
describe.skipIf(databaseKind() !== 'postgres')('PostgreSQL behind a pooler [postgres]', () => {
  let ctx: TestContext;
  let pooler: Pooler;
  let database: Database | undefined;

  beforeAll(async () => {
    ctx = await startApp();
    const direct = new URL(await databaseUrlOf(ctx));
    pooler = await startPooler({ host: direct.hostname, port: Number(direct.port || 5432) });
  });
  afterAll(async () => {
    await database?.close();
    await pooler?.close();
    await ctx?.close();
  });

  it('opens through a pooler that refuses startup options, every connection with the planner settings', async () => {
    const url = new URL(await databaseUrlOf(ctx));
    url.hostname = '127.0.0.1';
    url.port = String(pooler.port);
    database = await openPostgres(url.toString());
    const settings = async () =>
      (
        (await database?.db.execute(sql`select current_setting('cpu_operator_cost') as cpu,
        current_setting('random_page_cost') as page, pg_backend_pid() as pid, pg_sleep(0.05)::text`)) as unknown as {
          rows: Row[];
        }
      ).rows[0];
    // Asked together, so that the pool opens several connections.
    const answers = await Promise.all(Array.from({ length: 5 }, settings));
    expect(new Set(answers.map((a) => a.pid)).size).toBeGreaterThan(1);
    for (const answer of answers) expect(answer).toMatchObject({ cpu: '0.01', page: '1.1' });
  });
});
