import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../tests/reliability/support/serverProcess';
import { initialJavaScript as manifestWeights } from './bundle';

const DIST = path.join(ROOT, 'dist');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds the web app when the build is missing or older than its sources (as `npm start` does). */
export function ensureBuild(): void {
  const index = path.join(DIST, 'index.html');
  const sources = Math.max(newest(path.join(ROOT, 'src')), newest(path.join(ROOT, 'public')), statSync(path.join(ROOT, 'index.html')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('vite build failed');
}

export interface JsSize {
  files: string[];
  rawKb: number;
  gzipKb: number;
}

/**
 * The JavaScript a browser must fetch before the first screen, read from the build's manifest
 * (bench/bundle.ts): for `/` the entry, the public site's frame and its home page; for the admin
 * shell the entry and the admin area (react-admin, MUI, the layout); each with its static imports.
 */
export function initialJavaScript(): { home: JsSize; adminShell: JsSize } {
  return manifestWeights(DIST);
}
