// The JavaScript a browser fetches before it shows a page, from the Vite manifest of the build:
// `/` (the entry, the public site's frame and its home page) and the admin shell (the entry and
// the admin area: react-admin, MUI, the layout). Budgets: `/` 120 kB gzip, the admin shell
// 250 kB gzip (README, Performance).
// `node --import tsx bench/bundle.ts [distDir]`; builds first when the build has no manifest.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  files: string[];
  rawKb: number;
  gzipKb: number;
  cssGzipKb: number;
}

/** The public site's frame and home page, and the admin area, as the manifest names them. */
export const PAGES = {
  home: ['src/marketing/SiteLayout.tsx', 'src/marketing/pages/Home.tsx'],
  adminShell: ['src/AdminEntry.tsx'],
};
export const HOME_BUDGET_GZIP_KB = 120;
export const ADMIN_SHELL_BUDGET_GZIP_KB = 250;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--outDir', dist],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically (what loads before it runs). */
function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The initial JavaScript of a page: index.html's entry with its static imports, plus the lazily loaded chunks the page needs. */
export function pageWeight(dist: string, lazyChunks: string[]): PageWeight {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const chunks = staticClosure(manifest, [entry, ...lazyChunks]);
  const files = [...chunks].map((key) => manifest[key].file);
  // boot.js runs before the first paint too.
  const scripts = [...files.map((f) => path.join(dist, f)), path.join(dist, 'boot.js')];
  let raw = 0;
  let gzip = 0;
  for (const file of scripts) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const css = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
  const cssGzip = css.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files, rawKb: kb(raw), gzipKb: kb(gzip), cssGzipKb: kb(cssGzip) };
}

export function initialJavaScript(dist = path.join(ROOT, 'dist')): { home: PageWeight; adminShell: PageWeight } {
  return { home: pageWeight(dist, PAGES.home), adminShell: pageWeight(dist, PAGES.adminShell) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));
  const { home, adminShell } = initialJavaScript(dist);
  const line = (name: string, w: PageWeight) =>
    `${name.padEnd(12)} ${String(w.rawKb).padStart(8)} kB raw ${String(w.gzipKb).padStart(8)} kB gzip   (+ ${w.cssGzipKb} kB CSS gzip, ${w.files.length} files)`;
  console.log('Initial JavaScript (before the first screen):');
  console.log(line('/', home));
  console.log(line('admin shell', adminShell));
  console.log(`Budget of /: ${HOME_BUDGET_GZIP_KB} kB gzip: ${home.gzipKb <= HOME_BUDGET_GZIP_KB ? 'PASS' : 'MISS'}`);
  console.log(
    `Budget of the admin shell: ${ADMIN_SHELL_BUDGET_GZIP_KB} kB gzip: ${adminShell.gzipKb <= ADMIN_SHELL_BUDGET_GZIP_KB ? 'PASS' : 'MISS'}`,
  );
}
