import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { CHROMIUM, launchBrowser } from '../../tools/harness/browser';
import { signIn } from './e2eAccounts';
import { startServer, type RunningServer } from './server';

type Account = { email: string; password: string };

export interface BrowserSuite {
  /** This file's server (a copy of the run's seeded folder), once the suite's beforeAll ran. */
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * A page of a new context signed in as `account`, opened at `next`: the first time for an account
   * through /signin as a user would, afterwards from the storage state that sign-in left.
   */
  signedInPage(account: Account, next: string, options?: BrowserContextOptions & { arrive?: string }): Promise<Page>;
}

/**
 * One browser per worker, kept from file to file (the browser project does not isolate its files):
 * a launch for every file cost about a second of a core. Each file still gets contexts of its own,
 * and closes every one it left open when it ends.
 */
let workerBrowser: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  const launched = (workerBrowser ??= launchBrowser());
  return launched.then((browser) => {
    if (browser.isConnected()) return browser;
    workerBrowser = undefined;
    return sharedBrowser();
  });
}

/** Where a failed test's open pages are photographed (E2E_SHOTS to choose another folder). */
const FAILURES = process.env.E2E_SHOTS ?? 'test-results/e2e-failures';

/**
 * The set-up every browser file shares, registered as its hooks: a server started from the run's
 * seeded folder (with `env` when given), the worker's browser, sign-in per account kept as storage
 * state, a screenshot of every open page when a test fails, and the server and contexts closed at
 * the end. `fullBrowser` gives the file Debian's full Chromium of its own: what a user's browser
 * fetches is measured there (the headless shell moves the pointer as a page opens, which fetches
 * what the app loads at the first pointer movement).
 */
export function browserSuite(
  options: { env?: Record<string, string>; dataDir?: () => string; fullBrowser?: boolean } = {},
): BrowserSuite {
  const states = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
  const state: { server?: RunningServer; browser?: Browser } = {};
  const suite: BrowserSuite = {
    get server() {
      if (!state.server) throw new Error('the browser suite has not started');
      return state.server;
    },
    get browser() {
      if (!state.browser) throw new Error('the browser suite has not started');
      return state.browser;
    },
    async signedInPage(account, next, { arrive, ...contextOptions } = {}) {
      const saved = states.get(account.email);
      const context = await suite.browser.newContext({ ...contextOptions, storageState: saved });
      const page = await context.newPage();
      if (saved) {
        page.setDefaultNavigationTimeout(90_000);
        page.setDefaultTimeout(60_000);
        await page.goto(`${suite.server.url}${next}`);
        await page.waitForURL(`**${arrive ?? next}`);
      } else {
        await signIn(page, suite.server.url, account, next, arrive);
        states.set(account.email, await context.storageState());
      }
      return page;
    },
  };

  beforeAll(async () => {
    state.server = await startServer(options.env, options.dataDir?.());
    state.browser = await (options.fullBrowser ? launchBrowser(CHROMIUM) : sharedBrowser());
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !state.browser) return;
    const file = path.basename(expect.getState().testPath ?? 'e2e', '.test.ts');
    const name = `${file}-${context.task.name}`.replace(/[^\w-]+/g, '_').slice(0, 80);
    mkdirSync(FAILURES, { recursive: true });
    const pages = state.browser.contexts().flatMap((c) => c.pages());
    for (const [i, page] of pages.entries())
      await page.screenshot({ path: `${FAILURES}/${name}-${i}.png`, fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    if (options.fullBrowser) await state.browser?.close();
    else await Promise.all((state.browser?.contexts() ?? []).map((context) => context.close()));
    await state.server?.stop();
  });
  return suite;
}
