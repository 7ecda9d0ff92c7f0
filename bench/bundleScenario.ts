import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../tests/reliability/support/serverProcess';

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

/** Chunks a chunk loads before it runs: its static imports (dynamic `import()` calls are not followed). */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(path.join(DIST, 'assets', file), 'utf8')));
  }
  return seen;
}

function size(files: Set<string>, extra: string[] = []): JsSize {
  let raw = 0;
  let gzip = 0;
  for (const file of [...[...files].map((f) => path.join(DIST, 'assets', f)), ...extra]) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files], rawKb: Math.round(raw / 102.4) / 10, gzipKb: Math.round(gzip / 102.4) / 10 };
}

/**
 * The JavaScript a browser must fetch before the first screen: index.html's scripts and what they
 * import statically, plus, for `/`, the lazily loaded home page chunk and, for the admin shell, the
 * lazily loaded App chunk (react-admin, the layout), each with its static imports.
 */
export function initialJavaScript(): { home: JsSize; adminShell: JsSize } {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
  const classic = [...html.matchAll(/<script src="\/([\w.-]+\.js)"/g)].map((m) => path.join(DIST, m[1]));
  const entry = closure(entries);
  const chunk = (name: string) => readdirSync(path.join(DIST, 'assets')).filter((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));
  const home = new Set([...entry, ...closure(chunk('Home'))]);
  const shell = new Set([...entry, ...closure(chunk('App'))]);
  return { home: size(home, classic), adminShell: size(shell, classic) };
}
