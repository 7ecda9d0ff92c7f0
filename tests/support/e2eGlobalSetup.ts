import { spawnSync } from 'node:child_process';

/** Builds the web app once for the browser suite, so every server it starts serves the same build. */
export default function setup() {
  // Vitest sets NODE_ENV=test, which would give a development build of React: the tests use what users get.
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('vite build failed');
}
