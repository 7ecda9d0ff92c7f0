import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tools/harness/browser';
import { startServer, type RunningServer } from '../support/server';
import { recordWire } from '../../tools/harness/wire';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came, still compressed. */
  body: Buffer;
}

/** A GET with exactly these headers, read raw (fetch would ask for its own encodings and decode them). */
const get = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const decoded = (a: Answer) =>
  a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.body)
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.body)
      : a.body;

describe('delivery: compression and caching on a production start', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The hashed script and stylesheet index.html names. */
  let assets: string[];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const html = (await get(`${server.url}/`)).body.toString();
    assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends brotli when asked, gzip when only gzip is accepted, and the plain file otherwise', async () => {
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    for (const path of [...assets, '/', '/signin', '/locales/en/common.json', '/locales/ar/marketing.json']) {
      const plain = await get(`${server.url}${path}`);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      const brotli = await get(`${server.url}${path}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers.vary, path).toMatch(/accept-encoding/i);
      expect(brotli.body.length, path).toBeLessThan(plain.body.length);
      expect(decoded(brotli).equals(plain.body), path).toBe(true);
      const gzip = await get(`${server.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(decoded(gzip).equals(plain.body), path).toBe(true);
    }
  });

  it("serves the build's files and pages, but neither its own notes nor a compressed copy on its own", async () => {
    for (const path of ['/.vite/manifest.json', '/favicon.svg.br', `${assets[0]}.gz`, '/no-such-file.js'])
      expect((await get(`${server.url}${path}`, { 'accept-encoding': 'br' })).status, path).toBe(404);
    for (const path of ['/assets', '/assets/', '/dashboard']) {
      const page = await get(`${server.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
    }
    expect((await get(`${server.url}/favicon.svg`)).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('keeps hashed assets for a year and revalidates pages and translations by their ETag', async () => {
    for (const path of assets) {
      const asset = await get(`${server.url}${path}`, { 'accept-encoding': 'br' });
      expect(asset.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      // A script or a style sheet is never a document: it keeps no-sniffing and its resource policy,
      // without the page-only headers or validators nobody uses.
      expect(asset.headers['x-content-type-options'], path).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'etag'])
        expect(asset.headers[name], `${path} ${name}`).toBeUndefined();
    }
    for (const path of ['/', '/dashboard', '/signin', '/locales/en/admin.json', '/locales/ar/common.json']) {
      const first = await get(`${server.url}${path}`, { 'accept-encoding': 'br' });
      expect(first.headers['cache-control'], path).toBe('no-cache');
      if (!path.startsWith('/locales/'))
        expect(String(first.headers['content-security-policy']), path).toContain("frame-ancestors 'none'");
      const etag = first.headers.etag;
      expect(etag, path).toBeTruthy();
      const again = await get(`${server.url}${path}`, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
    }
  });

  it('compresses API answers over 1 kB and leaves small ones as they are', async () => {
    const openapi = await get(`${server.url}/api/openapi.json`, { 'accept-encoding': 'br, gzip' });
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(openapi).toString())).toMatchObject({ openapi: '3.1.0' });
    const health = await get(`${server.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('fetches compressed scripts on a first visit and no script at all on the next', async () => {
    const context = await browser.newContext();
    try {
      const first = await context.newPage();
      const firstWire = await recordWire(first);
      await first.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      const scripts = firstWire.transfers().filter((t) => t.kind === 'script');
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.encoding, script.url).toBe('br');
      expect(firstWire.summary().bytes.script).toBeGreaterThan(0);
      await first.close();

      const repeat = await context.newPage();
      const repeatWire = await recordWire(repeat);
      await repeat.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      expect(repeatWire.transfers().filter((t) => t.kind === 'script').length).toBeGreaterThan(0);
      expect(repeatWire.summary().bytes.script).toBe(0);
    } finally {
      await context.close();
    }
  });
});
