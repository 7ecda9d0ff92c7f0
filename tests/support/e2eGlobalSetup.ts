import { spawnSync } from 'node:child_process';
import { buildServer } from '../../scripts/serverBuild.mjs';

/** Builds the web app and the server once for the browser suite, so every server it starts runs the same builds. */
export default function setup() {
  buildServer();
  // Vitest sets NODE_ENV=test, which would give a development build of React: the tests use what users get.
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
