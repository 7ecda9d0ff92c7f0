// What a browser really downloads and how soon it paints: headless Chromium against a production
// start, with an empty cache, on a desktop and a phone viewport (bytes as they crossed the wire,
// compressed, by kind; requests; first and largest contentful paint), and a repeat visit.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { CHROMIUM, launchBrowser } from '../tools/harness/browser';
import { DEMO_LOGIN } from '../tools/harness/serverProcess';
import { backgroundFetches, paints, recordWire, type Kind } from '../tools/harness/wire';

export const VIEWPORTS: Record<string, BrowserContextOptions> = {
  'desktop 1366x768': { viewport: { width: 1366, height: 768 } },
  'phone 390x844': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};

export interface PageLoad {
  bytes: Record<Kind, number>;
  requests: Record<Kind, number>;
  totalBytes: number;
  totalRequests: number;
  /** Fetched once the page was idle, for the screen that comes next (the sign-in page's admin shell). */
  backgroundBytes: number;
  fcpMs?: number;
  lcpMs?: number;
}

export interface ViewportFigures {
  home: PageLoad;
  signin: PageLoad;
  /** The dashboard of a signed-in owner whose browser has nothing cached yet: the admin shell. */
  dashboard: PageLoad;
  /** The same pages again in the same browser: what comes from the network once the cache is warm. */
  homeAgain: PageLoad;
  signinAgain: PageLoad;
}

/** One navigation in a new tab of `context`, measured until the network has been quiet for 0.5 s. */
async function load(context: BrowserContext, url: string): Promise<PageLoad> {
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(120_000);
  const wire = await recordWire(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const painted = await paints(page);
  const summary = wire.summary(await backgroundFetches(page));
  await page.close();
  return { ...summary, ...painted };
}

/** Signs the demo owner in through the sign-in page and answers the browser storage it leaves (the session). */
async function signedInState(browser: Browser, url: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${url}/signin`);
    await page.locator('input[name="username"]').fill(DEMO_LOGIN.email);
    await page.locator('input[name="password"]').fill(DEMO_LOGIN.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/dashboard');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function measureViewport(
  browser: Browser,
  url: string,
  options: BrowserContextOptions,
  session: BrowserContextOptions['storageState'],
): Promise<ViewportFigures> {
  const visitor = await browser.newContext(options);
  const owner = await browser.newContext({ ...options, storageState: session });
  try {
    const home = await load(visitor, `${url}/`);
    const homeAgain = await load(visitor, `${url}/`);
    // A fresh profile for the sign-in page: nothing of / may be cached.
    const reader = await browser.newContext(options);
    const signin = await load(reader, `${url}/signin`);
    const signinAgain = await load(reader, `${url}/signin`);
    await reader.close();
    const dashboard = await load(owner, `${url}/dashboard`);
    return { home, signin, dashboard, homeAgain, signinAgain };
  } finally {
    await visitor.close();
    await owner.close();
  }
}

/** Every viewport's figures, from one browser. */
export async function measureWire(url: string): Promise<Record<string, ViewportFigures>> {
  const browser = await launchBrowser(CHROMIUM);
  try {
    const session = await signedInState(browser, url);
    const figures: Record<string, ViewportFigures> = {};
    for (const [name, options] of Object.entries(VIEWPORTS))
      figures[name] = await measureViewport(browser, url, options, session);
    return figures;
  } finally {
    await browser.close();
  }
}
