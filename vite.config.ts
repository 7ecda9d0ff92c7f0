import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './scripts/prerender';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server sends: scripts, styles, pages, translations, icons. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // .vite/ holds the build's manifest, read by the bench and never served.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes `name.br` and `name.gz` beside a file when they are smaller than it. */
async function compressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < bytes.length && writeFile(`${file}.br`, br),
    gz.length < bytes.length && writeFile(`${file}.gz`, gz),
  ]);
}

/**
 * Brotli and gzip copies of every text file of the build, made once at the highest levels: the
 * server (@fastify/static's preCompressed) picks the one a browser accepts, and spends no CPU on it.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tawazun:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file is written, the copied public/ folder (the translations) included.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map(compressFile));
      },
    },
  };
}

/**
 * public/boot.js, the classic script that runs before the first paint, under a content-hashed name
 * in the build (Vite leaves classic scripts alone): like every other script, kept for good by the
 * browser instead of revalidated on each visit. The dev server serves public/boot.js itself.
 */
function hashedBootScript(): Plugin {
  const source = readFileSync(new URL('./public/boot.js', import.meta.url));
  const fileName = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  return {
    name: 'tawazun:hashed-boot-script',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: (html) => html.replace('src="/boot.js"', `src="/${fileName}"`),
  };
}

/**
 * ra-core's router adapter falls back to a hash router of its own when react-admin is rendered
 * outside a router, and that fallback brings react-router's data router (loaders, actions,
 * fetchers, revalidation: some 20 kB compressed) into the admin shell. The admin area always runs
 * inside its own router (src/AdminEntry.tsx), so the build leaves the fallback out; a
 * react-admin upgrade that reshapes the adapter fails the build here rather than silently keeping it.
 */
const withoutFallbackRouter: Plugin = {
  name: 'tawazun:without-fallback-router',
  apply: 'build',
  transform: {
    filter: { id: /ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/ },
    handler(code) {
      const fallback = /\nconst InternalRouter = \([^)]*\) => \{\n[\s\S]*?\n\};\n/;
      if (!fallback.test(code))
        this.error('ra-core changed its router adapter: review the tawazun:without-fallback-router plugin');
      return code.replace(
        fallback,
        "\nconst InternalRouter = () => {\n    throw new Error('Tawazun renders react-admin inside its own router');\n};\n",
      );
    },
  },
};

/**
 * react-router 7 points every import at its development build, whose warnings keep most of the
 * library alive in a bundle (ENABLE_DEV_WARNINGS, remix-run/react-router#12532, #14102); a build
 * takes its production twin, the same code with the warnings off.
 */
const ROUTER_DIST = path.resolve('node_modules/react-router/dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(ROUTER_DIST, 'dom-export.mjs') },
];

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/** The light pages' frames and pages: the modules Root.tsx loads lazily from src/marketing and src/account. */
const PUBLIC_SITE = /[\\/]src[\\/](?:marketing|account)[\\/]/;

/** What the public site's lazily loaded frame and pages import, known once the module graph is. */
const publicSiteImports = new Set<string>();
/** What of it the admin area's entry imports too (the API client, the session, the theme mode). */
const sharedWithAdmin = new Set<string>();

const APP_SOURCE = /[\\/]src[\\/]/;

/** Form validation: zod and the schemas and hooks made of it, shared by the account and contact forms and the admin. */
const FORM_RULES =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/](?:domain[\\/](?:registry[\\/]schema|personFields)\.ts|app[\\/](?:useSchemaForm|schemaErrors)\.ts)$/;

/** What index.html runs. */
const ROOT_ENTRY = /[\\/]src[\\/]main\.tsx$/;

/** The admin area's entry and its shell. */
const ADMIN_ENTRY = /[\\/]src[\\/](?:App|AdminEntry)\.tsx$/;

/**
 * The screen a signed-in user lands on (/dashboard), though App.tsx loads it lazily like every
 * screen, with its headline of the workforce plan and the plan's calls it makes (which the data
 * provider and the dashboard load lazily, the headline for those who may read the plan alone).
 */
const LANDING_SCREEN =
  /[\\/]src[\\/](?:fte[\\/]FteDashboard\.tsx|workforcePlan[\\/]dashboard[\\/]PlanAtAGlance\.tsx|dataProvider[\\/]workforcePlan\.ts)$/;

const collectPublicSiteImports: Plugin = {
  name: 'tawazun:public-site-imports',
  apply: 'build',
  buildEnd() {
    publicSiteImports.clear();
    sharedWithAdmin.clear();
    const ids = [...this.getModuleIds()];
    const pages = ids.filter(
      (id) => PUBLIC_SITE.test(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
    );
    for (const page of pages) {
      for (const id of this.getModuleInfo(page)?.importedIds ?? []) if (!pages.includes(id)) publicSiteImports.add(id);
    }
    const closure = (seeds: string[]) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      seeds.forEach(visit);
      return seen;
    };
    const admin = closure(ids.filter((id) => ADMIN_ENTRY.test(id)));
    for (const id of closure([...publicSiteImports])) if (admin.has(id) && APP_SOURCE.test(id)) sharedWithAdmin.add(id);
  },
};

/**
 * Libraries the admin shell's first screen imports but never runs load when first used instead
 * (src/app/deferred): Popper.js, which places tooltips (fetched at the first pointer movement, touch
 * or key), and jsonexport, which writes exported CSV files; `diacritic` is the platform's own
 * decomposition. Only in a build: development and the unit tests run the libraries themselves.
 */
const deferredLibraries = [
  { find: /^@popperjs\/core$/, replacement: path.resolve('src/app/deferred/popper.ts') },
  { find: /^jsonexport\/dist\/index\.js$/, replacement: path.resolve('src/app/deferred/csv.ts') },
  { find: /^diacritic$/, replacement: path.resolve('src/app/deferred/diacritic.ts') },
];

/**
 * `npm run dev` proxies /api to the server; `npm run dev:mock` (mode "mock") answers from the MSW
 * handlers in the browser instead, so the app runs with no server at all.
 */
export default defineConfig(({ mode, command }) => ({
  plugins: [react(), withoutFallbackRouter, collectPublicSiteImports, hashedBootScript(), prerender(), precompress()],
  define: { 'import.meta.env.TAWAZUN_MOCK': JSON.stringify(mode === 'mock') },
  resolve: {
    alias: command === 'build' ? [...productionRouter, ...deferredLibraries] : [],
    // `@domain/...` (the shared core) as tsconfig.json maps it, for the app, the server and the scripts alike.
    tsconfigPaths: true,
    // hoist-non-react-statics (under emotion) brings react-is 16 beside React's own 19; it reads
    // only ForwardRef, Memo and isMemo, the same in both.
    dedupe: ['react-is'],
  },
  server: {
    port: 5173,
    proxy: mode === 'mock' ? undefined : { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports preloads modules itself; the polyfill was a script of its own.
    modulePreload: { polyfill: false },
    // `node --import tsx bench/bundle.ts` reads which chunks each page loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        /**
         * Rolldown groups modules by the entries that reach them, and it does not always see that a
         * screen the admin area loads lazily finds the area's own modules loaded already (Rolldown
         * 1.2: a module that two lazy screens reach, one of them through another module of the
         * shell, stays out of the shell's chunk). The admin shell came out as some thirty chunks:
         * 15 kB gzip more than one chunk, and as many requests. Hence three groups, each with
         * everything its seed imports, first come first served: what index.html runs (`root`), what
         * the public site's pages import, split by page as Rolldown would (`site`: a module shared
         * with the admin area, the theme mode, never makes `/` load the admin shell), then the
         * admin shell: App.tsx and its imports with the screen a signed-in user lands on, the FTE
         * dashboard, and what it imports (`admin`: the list's table, filters and paging, which most
         * other screens share and then find cached). Other lazily loaded screens keep Rolldown's
         * own splitting.
         */
        codeSplitting: {
          groups: [
            {
              // With what both the public site's pages and the admin area import (the API client, the
              // session, the theme mode): every page loads it, so it comes with the entry rather than
              // as a request of its own.
              name: 'root',
              test: (id: string) => ROOT_ENTRY.test(id) || sharedWithAdmin.has(id),
              includeDependenciesRecursively: true,
              priority: 5,
            },
            {
              // The forms' rules (zod and the schemas built on it), which the home page never needs.
              name: 'forms',
              test: FORM_RULES,
              includeDependenciesRecursively: true,
              priority: 4,
            },
            {
              name: 'site',
              test: (id: string) => publicSiteImports.has(id),
              entriesAware: true,
              includeDependenciesRecursively: true,
              priority: 3,
            },
            {
              // The admin shell with the screen a signed-in user lands on, the FTE dashboard, and what
              // it imports (the list's table, filters and paging, which most other screens share; the
              // plan's headline): in one file they compress as one (the same MUI and react-admin code
              // paths), 7 kB less on the wire than the shell, the dashboard and the headline apart,
              // and two requests fewer.
              name: 'admin',
              test: (id: string) => ADMIN_ENTRY.test(id) || LANDING_SCREEN.test(id),
              includeDependenciesRecursively: true,
              priority: 2,
            },
          ],
        },
      },
    },
  },
}));
