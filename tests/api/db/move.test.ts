import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { openPglite, openPostgres, type Database } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { copyDatabase } from '../../../server/db/move/copy';
import { seed } from '../../../server/seed';
import { employeeTypes, organizations, users } from '../../../server/db/schema';
import { databaseKind } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { OWNER, TEST_DATABASE_URL, databaseUrl } from '../../support/testDb';

/** The move from the embedded database to a PostgreSQL server (README "Moving to a PostgreSQL server"). */
describeApi('moving PGlite data into PostgreSQL', () => {
  const name = `tawazun_move_${randomBytes(5).toString('hex')}`;
  let source: Database;
  let target: Database;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    if (databaseKind() !== 'postgres') return;
    source = await openPglite({});
    await migrate(source);
    await seed(source.db, {
      adminEmail: 'admin@move.test',
      adminPassword: 'Admin#12345',
      seedDemo: true,
      demoPassword: OWNER.password,
      announce: () => undefined,
    });
    await admin(`CREATE DATABASE ${name}`);
    target = await openPostgres(databaseUrl(name));
    await migrate(target);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    if (databaseKind() === 'postgres') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it.skipIf(databaseKind() !== 'postgres')(
    'copies every row, keeps sign-in working and continues the ids',
    async () => {
      const counts = await copyDatabase(source.db, target.db);
      expect(counts.users).toBe((await source.db.select().from(users)).length);
      expect(counts.organizations).toBe(1);
      expect(await target.db.select().from(employeeTypes)).toHaveLength(
        (await source.db.select().from(employeeTypes)).length,
      );

      const app = await buildApp({
        database: target,
        auth: { jwtSecret: 'x'.repeat(40), accessTokenTtl: 60, refreshTokenTtl: 600 },
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/AuthenticationAPI/login',
        payload: { username: OWNER.email, password: OWNER.password },
      });
      expect(login.statusCode).toBe(200);
      const [org] = await target.db.insert(organizations).values({ name: 'After the move' }).returning();
      expect(org.id).toBe(2);
      await app.close();
    },
  );

  it.skipIf(databaseKind() !== 'postgres')('refuses a target that already holds data', async () => {
    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(/already holds data/);
  });
});
