import type { Page } from 'playwright-core';

/** How the bench and the browser tests (publicLook) group what a page fetched. */
export const KINDS = ['script', 'stylesheet', 'document', 'font', 'image', 'fetch/xhr', 'other'] as const;
export type Kind = (typeof KINDS)[number];

const KIND_OF: Record<string, Kind> = {
  Script: 'script',
  Stylesheet: 'stylesheet',
  Document: 'document',
  Font: 'font',
  Image: 'image',
  Fetch: 'fetch/xhr',
  XHR: 'fetch/xhr',
};

export interface Transfer {
  url: string;
  kind: Kind;
  status?: number;
  encoding?: string;
  /** Bytes received from the network, headers included: 0 when the browser's cache answered. */
  wireBytes: number;
  fromCache: boolean;
}

export interface Wire {
  transfers(): Transfer[];
  /**
   * Bytes and requests per kind, and their sums; the addresses in `background` (what the page
   * fetched for later, once idle) are left out of them and summed apart.
   */
  summary(background?: ReadonlySet<string>): {
    bytes: Record<Kind, number>;
    requests: Record<Kind, number>;
    totalBytes: number;
    totalRequests: number;
    backgroundBytes: number;
  };
  detach(): Promise<void>;
}

interface CdpResponse {
  status: number;
  headers: Record<string, string>;
  fromDiskCache?: boolean;
  fromPrefetchCache?: boolean;
}

/**
 * What a page receives from the network, read from Chromium's DevTools protocol (the figures of
 * its Network panel): each request's kind, and its bytes on the wire as they arrived, compressed.
 */
export async function recordWire(page: Page): Promise<Wire> {
  const cdp = await page.context().newCDPSession(page);
  const seen = new Map<string, Transfer>();
  const transfer = (id: string): Transfer => {
    const found = seen.get(id) ?? { url: '', kind: 'other', wireBytes: 0, fromCache: false };
    seen.set(id, found);
    return found;
  };
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string }; type?: string }) => {
    Object.assign(transfer(e.requestId), { url: e.request.url, kind: KIND_OF[e.type ?? ''] ?? 'other' });
  });
  cdp.on('Network.requestServedFromCache', (e: { requestId: string }) => {
    transfer(e.requestId).fromCache = true;
  });
  cdp.on('Network.responseReceived', (e: { requestId: string; response: CdpResponse }) => {
    const t = transfer(e.requestId);
    t.status = e.response.status;
    t.encoding = Object.entries(e.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) t.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    transfer(e.requestId).wireBytes = e.encodedDataLength;
  });
  await cdp.send('Network.enable');

  const transfers = () => [...seen.values()].filter((t) => t.url.startsWith('http'));
  return {
    transfers,
    summary(background = new Set<string>()) {
      const bytes = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
      const requests = { ...bytes };
      let backgroundBytes = 0;
      for (const t of transfers()) {
        if (background.has(t.url)) {
          backgroundBytes += t.fromCache ? 0 : t.wireBytes;
          continue;
        }
        bytes[t.kind] += t.fromCache ? 0 : t.wireBytes;
        if (!t.fromCache) requests[t.kind] += 1;
      }
      const sum = (r: Record<Kind, number>) => Object.values(r).reduce((a, b) => a + b, 0);
      return { bytes, requests, totalBytes: sum(bytes), totalRequests: sum(requests), backgroundBytes };
    },
    detach: () => cdp.detach(),
  };
}

/** The mark a light page sets when it starts fetching, once idle, what the next screen needs. */
export const BACKGROUND_MARK = 'tawazun:background';

/** What the page fetched from its background mark on (see BACKGROUND_MARK), by address. */
export function backgroundFetches(page: Page): Promise<Set<string>> {
  return page
    .evaluate((mark) => {
      const start = performance.getEntriesByName(mark)[0]?.startTime;
      if (start === undefined) return [];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= start)
        .map((entry) => entry.name);
    }, BACKGROUND_MARK)
    .then((urls) => new Set(urls));
}

/** First and largest contentful paint of the page so far, in milliseconds from navigation. */
export function paints(page: Page): Promise<{ fcpMs?: number; lcpMs?: number }> {
  return page.evaluate(
    () =>
      new Promise<{ fcpMs?: number; lcpMs?: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        // Largest contentful paint is only given to an observer; `buffered` replays the entries so far.
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcpMs: fcp, lcpMs: entries[entries.length - 1]?.startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcpMs: fcp }), 1000);
      }),
  );
}
