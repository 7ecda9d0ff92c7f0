import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchServer } from '../tools/harness/serverProcess';
import { buildWeb } from '../scripts/webBuild.mjs';
import { CATEGORIES, lighthouse, type LighthouseFigures } from './lighthouse';
import type { Row } from './report';
import { measureWire, type PageLoad, type ViewportFigures } from './wire';

/** The budgets of JavaScript on the wire (compressed), kB. */
export const JS_BUDGET_KB = { home: 120, signin: 120, adminShell: 250 };
/** Largest contentful paint of / and /signin on loopback, without throttling. */
export const LCP_BUDGET_S = 0.8;
export const LIGHTHOUSE_MIN = 95;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const seconds = (ms: number | undefined) => (ms === undefined ? Number.NaN : Math.round(ms / 10) / 100);

/** "JS 99.1 kB, CSS 0 kB, ... = 120 kB in 14 requests; FCP 0.21 s, LCP 0.35 s" */
function describeLoad(load: PageLoad): string {
  const parts = Object.entries(load.bytes)
    .filter(([kind, bytes]) => bytes > 0 || kind === 'script')
    .map(([kind, bytes]) => `${kind} ${kb(bytes)} kB/${load.requests[kind as keyof PageLoad['requests']]}`);
  const later =
    load.backgroundBytes > 0 ? `; then ${kb(load.backgroundBytes)} kB fetched in the background once idle` : '';
  return `${parts.join(', ')}; all ${kb(load.totalBytes)} kB in ${load.totalRequests} req${later}; FCP ${seconds(load.fcpMs)} s, LCP ${seconds(load.lcpMs)} s`;
}

function viewportRows(name: string, f: ViewportFigures): Row[] {
  const js = (label: string, load: PageLoad, limit: number, target: string): Row => ({
    scenario: `${label}, first visit, empty cache (${name})`,
    ours: describeLoad(load),
    target: { name: target, value: kb(load.bytes.script), limit, kind: 'max', unit: ' kB JS' },
  });
  const lcp = (label: string, load: PageLoad): Row => ({
    scenario: `${label}, largest contentful paint on loopback (${name})`,
    ours: `FCP ${seconds(load.fcpMs)} s, LCP ${seconds(load.lcpMs)} s`,
    target: { name: `LCP of ${label}`, value: seconds(load.lcpMs), limit: LCP_BUDGET_S, kind: 'max', unit: ' s' },
  });
  const again = (label: string, load: PageLoad): Row => ({
    scenario: `${label}, repeat visit (${name})`,
    ours: `script ${load.bytes.script} B from the network; all ${kb(load.totalBytes)} kB in ${load.totalRequests} req`,
    target: {
      name: `repeat visit script bytes of ${label}`,
      value: load.bytes.script,
      limit: 0,
      kind: 'max',
      unit: ' B',
    },
  });
  return [
    js('/', f.home, JS_BUDGET_KB.home, 'JS on the wire of /'),
    lcp('/', f.home),
    again('/', f.homeAgain),
    js('/signin', f.signin, JS_BUDGET_KB.signin, 'JS on the wire of /signin'),
    lcp('/signin', f.signin),
    again('/signin', f.signinAgain),
    js('/dashboard signed in (admin shell)', f.dashboard, JS_BUDGET_KB.adminShell, 'JS on the wire of the admin shell'),
  ];
}

function lighthouseRow(page: string, language: string, f: LighthouseFigures): Row {
  return {
    scenario: `Lighthouse 12 mobile: ${page} (${language})`,
    ours: `${CATEGORIES.map((c) => `${c} ${f.scores[c]}`).join(', ')}; FCP ${seconds(f.fcpMs)} s, LCP ${seconds(f.lcpMs)} s, TBT ${f.totalBlockingTimeMs} ms, CLS ${f.cumulativeLayoutShift}`,
    target: {
      name: `Lighthouse lowest category of ${page} (${language})`,
      value: Math.min(...Object.values(f.scores)),
      limit: LIGHTHOUSE_MIN,
      kind: 'min',
      unit: ' (lowest of the four)',
    },
  };
}

/**
 * The wire scenario: a production start (`NODE_ENV=production`, the built app) on a fresh PGlite
 * folder with the demo organisation, measured by Chromium, then by Lighthouse.
 */
export async function wireScenario(): Promise<{ rows: Row[]; figures: Record<string, unknown> }> {
  buildWeb();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-wire-'));
  // PUBLIC_URL is required in production; no mail is sent here, so any address does.
  const server = await launchServer({
    dataDir,
    env: { NODE_ENV: 'production', SEED_DEMO: '1', PUBLIC_URL: 'http://127.0.0.1' },
  });
  try {
    console.log('[bench] wire: Chromium, empty cache, desktop and phone viewports');
    const wire = await measureWire(server.url);
    const rows = Object.entries(wire).flatMap(([name, f]) => viewportRows(name, f));
    const scores: Record<string, LighthouseFigures> = {};
    // BENCH_LIGHTHOUSE=0: the wire figures alone, a minute instead of several, to iterate on the bundles.
    const pages = process.env.BENCH_LIGHTHOUSE === '0' ? [] : ['/', '/signin'];
    for (const page of pages) {
      for (const language of ['en', 'ar'] as const) {
        console.log(`[bench] Lighthouse 12: ${page} (${language})`);
        const figures = await lighthouse(`${server.url}${page}`, language);
        scores[`${page} ${language}`] = figures;
        rows.push(lighthouseRow(page, language, figures));
      }
    }
    return { rows, figures: { wire, lighthouse: scores } };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
