import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/** The public site's frame and pages: the modules Root.tsx loads lazily from src/marketing. */
const PUBLIC_SITE = /[\\/]src[\\/]marketing[\\/]/;

/** What the public site's lazily loaded frame and pages import, known once the module graph is. */
const publicSiteImports = new Set<string>();

const collectPublicSiteImports: Plugin = {
  name: 'tawazun:public-site-imports',
  apply: 'build',
  buildEnd() {
    publicSiteImports.clear();
    const pages = [...this.getModuleIds()].filter((id) => PUBLIC_SITE.test(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
    for (const page of pages) {
      for (const id of this.getModuleInfo(page)?.importedIds ?? []) if (!pages.includes(id)) publicSiteImports.add(id);
    }
  },
};

/**
 * `npm run dev` proxies /api to the server; `npm run dev:mock` (mode "mock") answers from the MSW
 * handlers in the browser instead, so the app runs with no server at all.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), collectPublicSiteImports],
  define: { 'import.meta.env.TAWAZUN_MOCK': JSON.stringify(mode === 'mock') },
  server: {
    port: 5173,
    proxy: mode === 'mock' ? undefined : { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // bench/bundle.ts reads which chunks each page loads from the manifest.
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
         * admin shell: App.tsx and its imports (`admin`). Lazily loaded screens keep Rolldown's
         * own splitting.
         */
        codeSplitting: {
          groups: [
            { name: 'root', test: /[\\/]src[\\/]main\.tsx$/, includeDependenciesRecursively: true, priority: 3 },
            { name: 'site', test: (id: string) => publicSiteImports.has(id), entriesAware: true, includeDependenciesRecursively: true, priority: 2 },
            { name: 'admin', test: /[\\/]src[\\/]App\.tsx$/, includeDependenciesRecursively: true, priority: 1 },
          ],
        },
      },
    },
  },
}));
