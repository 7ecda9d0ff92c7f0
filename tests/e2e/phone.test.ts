import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { OWNER, signIn, uploadSample } from '../support/e2eAccounts';
import { axeViolations } from '../support/axe';
import { sidebarEntries } from '../../src/layout/sidebar/entries';
import { reportPath, viewerPath } from '../../src/estimation/paths';

const SAMPLE = 'hr-manpower-model.xlsx';
const SHOTS = 'test-results/phone';

/** Every sidebar path, then the screens a phone user reaches from them. */
const PATHS = [
  ...new Set([
    ...sidebarEntries().map((entry) => entry.path),
    '/AddEmployee',
    viewerPath(SAMPLE, 'O'),
    reportPath(SAMPLE, 'O'),
  ]),
];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

/**
 * What a user does first on the screen: save a form, add to a list, upload a workbook, pick a
 * report. The first of these the screen has.
 */
const PRIMARY_ACTION = [
  'form button[type="submit"]',
  '#main-content [data-primary-action]',
  '#main-content .RaTopToolbar a',
  '#main-content .RaTopToolbar button',
  '#main-content button.MuiButton-contained',
  '#main-content [role="tab"]',
  '#main-content [role="combobox"]',
].join(', ');

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  scrollX: number;
  appBar: boolean;
  menuButton: boolean;
}

/** What the page shows of itself: its width against the window's, and the bar and menu button in view. */
const measure = (page: Page): Promise<Fit> =>
  page.evaluate(() => {
    const inView = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return Boolean(box && box.width > 0 && box.left >= 0 && box.right <= window.innerWidth && box.top >= 0);
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      scrollX: window.scrollX,
      appBar: inView('header.MuiAppBar-root'),
      // The sidebar's toggle; the employee form pages have a back arrow in its place.
      menuButton: inView('header .RaSidebarToggleButton-root, header button:first-of-type'),
    };
  });

/** Waits until the screen has its data: the network quiet and no progress indicator left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('#main-content [role="progressbar"]'), null, { timeout: 15_000 })
    .catch(() => undefined); // a screen that keeps a progress bar is measured as it is
}

/** Moves within the app as its links do (no reload: the bundle stays parsed, the run stays short). */
const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[?&=.]+/g, '-')
    .slice(0, 60) || 'home';

describe('phones and tablets: every screen fits, in English and Arabic', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    await uploadSample(server.url, SAMPLE);
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['en', 'ar'] as const)
    for (const viewport of VIEWPORTS)
      it(`sign-in and every signed-in screen at ${viewport.width} px (${language})`, { timeout: 300_000 }, async () => {
        const context = await browser.newContext({
          bypassCSP: true, // axe is injected by the test
          viewport,
          locale: language === 'ar' ? 'ar-SA' : 'en-GB',
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const problems: string[] = [];
        const check = async (path: string, signedIn = true) => {
          const where = `${path} at ${viewport.width} px (${language})`;
          const fit = await measure(page);
          if (fit.scrollWidth > fit.innerWidth) problems.push(`${where}: page ${fit.scrollWidth} px wide`);
          if (fit.scrollX !== 0) problems.push(`${where}: opens scrolled sideways by ${fit.scrollX} px`);
          if (signedIn && !fit.appBar) problems.push(`${where}: app bar out of view`);
          if (signedIn && !fit.menuButton) problems.push(`${where}: menu button out of view`);
          const primary = page.locator(PRIMARY_ACTION).first();
          if (!(await primary.count())) problems.push(`${where}: no primary action`);
          else {
            await primary.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
            const box = await primary.boundingBox();
            if (!box || !(await primary.isVisible()) || box.x < 0 || box.x + box.width > viewport.width)
              problems.push(`${where}: primary action out of reach (${JSON.stringify(box)})`);
            await page.evaluate(() => window.scrollTo(0, 0));
          }
          await page.screenshot({ path: `${SHOTS}/${language}-${viewport.width}-${slug(path)}.png` });
          if (viewport.name === 'phone')
            problems.push(...(await axeViolations(page, { all: true })).map((found) => `${where}: axe ${found}`));
        };

        await page.goto(`${server.url}/signin`);
        await page.locator('input[name="username"]').waitFor();
        await settle(page);
        await check('/signin', false);
        await signIn(page, server.url, OWNER, '/dashboard');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        for (const path of PATHS) {
          await visit(page, path);
          await page.locator('main').first().waitFor();
          await settle(page);
          await check(path);
          if (process.env.PHONE_LOG) console.log(new Date().toISOString(), path);
        }
        await context.close();
        expect(problems).toEqual([]);
      });
});
