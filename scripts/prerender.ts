import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Manifest, type Plugin } from 'vite';
import type { Resource } from 'i18next';
import { FIGURES_ID, WORDS_ID } from '../src/prerender/words';

/** Where the pre-rendered pages go in the build, and the map of their addresses the server reads. */
export const PRERENDERED = 'prerendered';
export const PRERENDERED_MAP = 'pages.json';
const LANGUAGES = ['en', 'ar'] as const;
/** The frames' modules, whose styles and scripts a pre-rendered page links at once. */
const FRAMES = { public: 'src/marketing/SiteLayout.tsx', account: 'src/account/AccountLayout.tsx' } as const;
/** A mark after the page's markup, which the first paint waits for (see headOf). */
const PAGE_END = 'tw-page-end';

interface RenderModule {
  renderPage(
    pathname: string,
    lng: 'en' | 'ar',
    resources: Resource,
    known: string[],
  ): Promise<{ html: string; namespaces: string[]; figures: Record<string, string> }>;
  lightPages(): Array<{ path: string; frame: keyof typeof FRAMES; namespaces: string[] }>;
}

async function allWords(root: string): Promise<Resource> {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    const dir = path.join(root, 'public', 'locales', lng);
    const files = (await readdir(dir)).filter((file) => file.endsWith('.json'));
    resources[lng] = Object.fromEntries(
      await Promise.all(
        files.map(async (file) => [file.slice(0, -5), JSON.parse(await readFile(path.join(dir, file), 'utf8'))]),
      ),
    );
  }
  return resources;
}

/** A chunk of the build with what it imports, as the manifest names them (each once). */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((child) => chunksOf(manifest, child, seen))];
}

/**
 * What a page of `frame` adds to its head: the frame's styles inline (no request before the first
 * paint), their files named in links that apply to no medium (so the app's loader, finding them,
 * does not add them again) and its scripts preloaded. The first paint waits for the page's markup
 * to be parsed whole: a busy phone otherwise paints the part the parser has reached, and what
 * follows pushes the hero about (the FTE figure grew under the reader's eyes). Chromium lifts the
 * wait when the expected element opens, so the mark is an empty one after the markup.
 */
async function headOf(manifest: Manifest, frame: string, outDir: string): Promise<string> {
  const chunks = chunksOf(manifest, frame).map((key) => manifest[key]);
  const files = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const css = await Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')));
  const styles = [
    `<style>${css.join('\n')}</style>`,
    ...files.map((file) => `<link rel="stylesheet" href="/${file}" media="not all">`),
  ];
  const scripts = chunks.map((chunk) => `<link rel="modulepreload" href="/${chunk.file}">`);
  const wholeContent = `<link rel="expect" href="#${PAGE_END}" blocking="render">`;
  return [wholeContent, ...styles, ...scripts].join('');
}

/** The boot script inline (it runs before the first paint; one request fewer), and its CSP source. */
async function inlineBoot(template: string, root: string): Promise<{ template: string; hash: string }> {
  const boot = await readFile(path.join(root, 'public', 'boot.js'), 'utf8');
  const inlined = template.replace(/<script src="\/assets\/boot-[\w-]+\.js"><\/script>/, `<script>${boot}</script>`);
  if (inlined === template) throw new Error('index.html no longer loads the boot script the pre-rendering inlines');
  return { template: inlined, hash: `'sha256-${createHash('sha256').update(boot).digest('base64')}'` };
}

// JSON inside <script>: a `<` could close the element.
const scriptSafe = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const fileNameOf = (pagePath: string): string => `${pagePath.toLowerCase().replace(/^\/+|\/+$/g, '') || 'index'}.html`;

/**
 * Pre-renders the light pages (the public site and the account screens) in English and Arabic into
 * the build: first paint needs no script, then the app hydrates what is there (src/main.tsx). Runs
 * the app's own components through Vite's SSR loader after the client build is written.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'tawazun:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          resolve: { tsconfigPaths: true },
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const render = (await server.ssrLoadModule('/src/prerender/render.tsx')) as RenderModule;
          const words = await allWords(root);
          const { template, hash } = await inlineBoot(await readFile(path.join(outDir, 'index.html'), 'utf8'), root);
          const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
          const pages: Record<string, string> = {};
          for (const lng of LANGUAGES) await mkdir(path.join(outDir, PRERENDERED, lng), { recursive: true });
          for (const page of render.lightPages()) {
            const file = fileNameOf(page.path);
            pages[page.path.toLowerCase()] = file;
            for (const lng of LANGUAGES) {
              const { html, namespaces, figures } = await render.renderPage(page.path, lng, words, page.namespaces);
              const used = Object.fromEntries(namespaces.map((ns) => [ns, words[lng][ns]]));
              const document = template
                .replace(
                  /<html lang="en" dir="ltr">/,
                  `<html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}" data-prerendered="${lng}">`,
                )
                .replace(
                  '</head>',
                  `${await headOf(manifest, FRAMES[page.frame], outDir)}<script id="${WORDS_ID}" type="application/json">${scriptSafe({ [lng]: used })}</script><script id="${FIGURES_ID}" type="application/json">${scriptSafe(figures)}</script></head>`,
                )
                .replace('<div id="root"></div>', `<div id="root">${html}</div><i id="${PAGE_END}" hidden></i>`);
              if (document === template) throw new Error('index.html no longer has the marks the pre-rendering fills');
              await writeFile(path.join(outDir, PRERENDERED, lng, file), document);
            }
          }
          await writeFile(
            path.join(outDir, PRERENDERED, PRERENDERED_MAP),
            JSON.stringify({ pages, scriptHashes: [hash] }, null, 2),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
