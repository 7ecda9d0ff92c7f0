import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/serverBuild.mjs';
import { buildWeb } from '../../scripts/webBuild.mjs';
import { startServer } from './server';

/**
 * Builds the web app and the server for the browser suite when their builds are missing or older
 * than their sources (the check `npm start` makes), so every server it starts runs the same builds
 * and an unchanged tree is not built again; then starts one on an empty folder, which migrates and seeds it, and stops it: each
 * test server starts from a copy of that folder.
 */
export default async function setup(project: TestProject) {
  buildServer();
  // A production build whatever NODE_ENV Vitest set: the tests use what users get.
  buildWeb();
  const seeded = await mkdtemp(path.join(os.tmpdir(), 'tawazun-e2e-seeded-'));
  await (await startServer({}, seeded)).stop();
  project.provide('seededDataDir', seeded);
  return () => rm(seeded, { recursive: true, force: true });
}
