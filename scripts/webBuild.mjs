// The web app as `npm start` serves it: dist/, built by Vite when it is missing or older than its
// sources. `npm start` and the browser tests' global set-up share this check, so a run after an
// unchanged tree builds nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/**
 * Missing, or older than a file of src/, domain/, public/, index.html, the Vite configuration, the
 * prerendering it runs, the installed packages' lock or this script.
 */
export function webBuildStale() {
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newest(path.join(root, 'src')),
    newest(path.join(root, 'domain')),
    newest(path.join(root, 'public')),
    statSync(path.join(root, 'index.html')).mtimeMs,
    statSync(path.join(root, 'vite.config.ts')).mtimeMs,
    statSync(path.join(root, 'scripts', 'prerender.ts')).mtimeMs,
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
  );
  return statSync(built).mtimeMs < sources;
}

/** Builds dist/ when it is stale; answers whether it built. Throws when Vite fails. */
export function buildWeb() {
  if (!webBuildStale()) return false;
  console.log('[tawazun] building the web app...');
  // Always the production build, whatever NODE_ENV the caller has (test runners set 'test').
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error(`vite build failed (${build.status ?? build.signal})`);
  return true;
}
