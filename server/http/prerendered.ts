import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { pickLanguage, type Language } from './i18n';

/** What the web build pre-rendered (scripts/prerender.ts): lowercase address -> file, per language. */
const DIR = 'prerendered';
const RESET = '/resetforgetpassword';

/** The reader's language: the app's cookie when it set one, else the browser's first choice. */
function languageOf(request: FastifyRequest): Language {
  const cookie = /(?:^|;\s*)i18next=([a-zA-Z-]+)/.exec(request.headers.cookie ?? '')?.[1];
  return pickLanguage(cookie ?? request.headers['accept-language']);
}

interface PrerenderedMap {
  pages: Record<string, string>;
  /** CSP sources of the inline scripts the pages carry (the boot script, inlined to save a request). */
  scriptHashes: string[];
}

/**
 * The build's pre-rendered pages: `choose` answers the file of a light page's address in the
 * reader's language, so its first paint needs no script. An address with a query goes to the app
 * itself (the page depends on it).
 */
export function prerenderedPages(webRoot: string | undefined): {
  choose: (request: FastifyRequest) => string | undefined;
  scriptHashes: string[];
} {
  const map = webRoot ? path.join(webRoot, DIR, 'pages.json') : '';
  const { pages, scriptHashes }: PrerenderedMap =
    map && existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')) : { pages: {}, scriptHashes: [] };
  const choose = (request: FastifyRequest) => {
    const [rawPath, query] = request.url.split('?');
    if (query !== undefined) return undefined;
    const address = rawPath.toLowerCase().replace(/\/+$/, '') || '/';
    const file = pages[address.startsWith(`${RESET}/`) ? RESET : address];
    return file ? path.join(DIR, languageOf(request), file) : undefined;
  };
  return { choose, scriptHashes };
}
