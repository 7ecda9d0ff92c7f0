import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { ADMIN, OWNER, createDatabase, databaseUrl, dropDatabase, newTemplateName, postgresReachable } from './testDb';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string;
    databaseKind: string;
    /** The PostgreSQL template database of this run. */
    templateName: string;
  }
}

async function prepare(database: Database) {
  await migrate(database);
  await seed(database.db, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    seedDemo: true,
    demoPassword: OWNER.password,
    announce: () => undefined,
  });
}

/** Migrates and seeds once per run; every test file then starts from that state. */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    if (!(await postgresReachable())) {
      console.warn('[api-pg] No PostgreSQL answers at TEST_DATABASE_URL; the PostgreSQL API suite is skipped.');
      project.provide('databaseKind', 'none');
      project.provide('snapshotPath', '');
      project.provide('templateName', '');
      return;
    }
    const template = newTemplateName();
    await createDatabase(template);
    const database = await openPostgres(databaseUrl(template));
    await prepare(database);
    await database.close();
    project.provide('databaseKind', 'postgres');
    project.provide('snapshotPath', '');
    project.provide('templateName', template);
    return () => dropDatabase(template);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-snapshot-'));
  const database = await openPglite({});
  await prepare(database);
  const dump = await database.snapshot!();
  const snapshotPath = path.join(dir, 'snapshot.tar');
  await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseKind', 'pglite');
  project.provide('snapshotPath', snapshotPath);
  project.provide('templateName', '');
  return async () => rm(dir, { recursive: true, force: true });
}
