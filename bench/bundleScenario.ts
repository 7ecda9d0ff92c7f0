import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../tools/harness/serverProcess';

const DIST = path.join(ROOT, 'dist');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds the web app when the build is missing or older than its sources or its build settings (as `npm start` does). */
export function ensureBuild(): void {
  const index = path.join(DIST, 'index.html');
  const sources = Math.max(
    newest(path.join(ROOT, 'src')),
    newest(path.join(ROOT, 'domain')),
    newest(path.join(ROOT, 'public')),
    statSync(path.join(ROOT, 'index.html')).mtimeMs,
    statSync(path.join(ROOT, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('vite build failed');
}
