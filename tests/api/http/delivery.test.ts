import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb } from '../../../scripts/webBuild.mjs';
import { databaseKind, startApp, type TestContext } from '../../support/api';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The bytes as they came, still compressed. */
  body: Buffer;
}

const decoded = (a: Answer) =>
  a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.body)
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.body)
      : a.body;

/**
 * The production build (dist/, built when older than its sources, as `npm start` does) served by
 * the app: compression and caching are the server's answers to plain requests, no browser needed.
 * The database plays no part: it runs on PGlite only. What a browser then fetches is in
 * tests/e2e/publicLook.test.ts.
 */
describe.skipIf(databaseKind() !== 'pglite')('delivery: compression and caching of the production build', () => {
  let ctx: TestContext;
  /** The hashed script and stylesheet index.html names. */
  let assets: string[];

  /** A GET with exactly these headers (no encoding asked unless given), the body as it came. */
  const get = async (url: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };

  beforeAll(async () => {
    // Nothing to do after the browser suite's set-up or `npm start`; a build otherwise.
    buildWeb();
    ctx = await startApp({ webRoot: path.resolve('dist') });
    const html = (await get('/')).body.toString();
    assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('sends brotli when asked, gzip when only gzip is accepted, and the plain file otherwise', async () => {
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    for (const path of [...assets, '/', '/signin', '/locales/en/common.json', '/locales/ar/marketing.json']) {
      const plain = await get(path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      const brotli = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers.vary, path).toMatch(/accept-encoding/i);
      expect(brotli.body.length, path).toBeLessThan(plain.body.length);
      expect(decoded(brotli).equals(plain.body), path).toBe(true);
      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(decoded(gzip).equals(plain.body), path).toBe(true);
    }
  });

  it("serves the build's files and pages, but neither its own notes nor a compressed copy on its own", async () => {
    for (const path of ['/.vite/manifest.json', '/favicon.svg.br', `${assets[0]}.gz`, '/no-such-file.js'])
      expect((await get(path, { 'accept-encoding': 'br' })).status, path).toBe(404);
    for (const path of ['/assets', '/assets/', '/dashboard']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
    }
    expect((await get('/favicon.svg')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('keeps hashed assets for a year and revalidates pages and translations by their ETag', async () => {
    for (const path of assets) {
      const asset = await get(path, { 'accept-encoding': 'br' });
      expect(asset.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      // A script or a style sheet is never a document: it keeps no-sniffing and its resource policy,
      // without the page-only headers or validators nobody uses.
      expect(asset.headers['x-content-type-options'], path).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'etag'])
        expect(asset.headers[name], `${path} ${name}`).toBeUndefined();
    }
    for (const path of ['/', '/dashboard', '/signin', '/locales/en/admin.json', '/locales/ar/common.json']) {
      const first = await get(path, { 'accept-encoding': 'br' });
      expect(first.headers['cache-control'], path).toBe('no-cache');
      if (!path.startsWith('/locales/'))
        expect(String(first.headers['content-security-policy']), path).toContain("frame-ancestors 'none'");
      const etag = first.headers.etag;
      expect(etag, path).toBeTruthy();
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
    }
  });

  it('compresses API answers over 1 kB and leaves small ones as they are', async () => {
    const openapi = await get('/api/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(openapi).toString())).toMatchObject({ openapi: '3.1.0' });
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
  });
});
