import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, signIn, uploadSample } from '../support/e2eAccounts';
import { axeViolations } from '../support/axe';
import { sidebarEntries } from '../../src/shell/sidebar/entries';
import { SUPER_ADMIN_SCREENS } from '@domain/access';
import { reportPath, viewerPath } from '../../src/estimation/paths';

const SAMPLE = 'hr-manpower-model.xlsx';
const SHOTS = 'test-results/phone';

/** The owner's sidebar paths (the Super Admin's own screens refuse an owner), then the screens a phone user reaches from them. */
const PATHS = [
  ...new Set([
    ...sidebarEntries()
      .filter((entry) => !entry.access.resources.some((resource) => SUPER_ADMIN_SCREENS.has(resource)))
      .map((entry) => entry.path),
    '/AddEmployee',
    viewerPath(SAMPLE, 'O'),
    reportPath(SAMPLE, 'O'),
  ]),
];

/**
 * The screen a path opens, for axe: the registry's resources share the generated list and form
 * (audited once each, in each layout); every other path is a screen of its own.
 */
const GENERATED = new Map(
  sidebarEntries().flatMap((entry) =>
    entry.screen ? [[entry.path, `generated ${entry.screen.view} ${entry.screen.layout ?? 'main'}`] as const] : [],
  ),
);
const screenOf = (path: string) => GENERATED.get(path) ?? path;

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
  // react-admin's Create button becomes a floating button on small screens.
  '.RaCreateButton-floating',
  // A list's own toolbar (its buttons become icons on a phone).
  'main .MuiToolbar-root a',
  'main .MuiToolbar-root button',
  'main button.MuiButton-contained',
  'main [role="tab"]',
  'main [role="combobox"]',
  'main .MuiButton-root',
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
  const suite = browserSuite();

  beforeAll(async () => {
    await uploadSample(suite.server.url, SAMPLE);
    mkdirSync(SHOTS, { recursive: true });
  });

  // The four walks side by side: each spends most of its time waiting for a screen to settle.
  for (const language of ['en', 'ar'] as const)
    for (const viewport of VIEWPORTS)
      it.concurrent(
        `sign-in and every signed-in screen at ${viewport.width} px (${language})`,
        { timeout: 300_000, retry: 1 },
        async ({ expect }) => {
          const context = await suite.browser.newContext({
            bypassCSP: true, // axe is injected by the test
            viewport,
            locale: language === 'ar' ? 'ar-SA' : 'en-GB',
            reducedMotion: 'reduce',
          });
          const page = await context.newPage();
          const problems: string[] = [];
          const audited = new Set<string>();
          const check = async (path: string, signedIn = true) => {
            const where = `${path} at ${viewport.width} px (${language})`;
            let fit = await measure(page);
            // A layout just swapped in slides its bar into place: measure again once it has.
            if (!fit.appBar || !fit.menuButton) fit = await page.waitForTimeout(1_000).then(() => measure(page));
            if (fit.scrollWidth > fit.innerWidth) problems.push(`${where}: page ${fit.scrollWidth} px wide`);
            if (fit.scrollX !== 0) problems.push(`${where}: opens scrolled sideways by ${fit.scrollX} px`);
            if (signedIn && !fit.appBar) problems.push(`${where}: app bar out of view`);
            if (signedIn && !fit.menuButton) problems.push(`${where}: menu button out of view`);
            // The first one the user can see (a search form's hidden submit button does not count).
            const primary = page.locator(PRIMARY_ACTION).filter({ visible: true }).first();
            const found = await primary.waitFor({ timeout: 15_000 }).then(
              () => true,
              () => false,
            );
            if (!found) problems.push(`${where}: no primary action`);
            else {
              await primary.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
              const box = await primary.boundingBox();
              if (!box || !(await primary.isVisible()) || box.x < 0 || box.x + box.width > viewport.width)
                problems.push(`${where}: primary action out of reach (${JSON.stringify(box)})`);
              await page.evaluate(() => window.scrollTo(0, 0));
            }
            await page.screenshot({ path: `${SHOTS}/${language}-${viewport.width}-${slug(path)}.png` });
            if (viewport.name === 'phone' && !audited.has(screenOf(path))) {
              audited.add(screenOf(path));
              problems.push(...(await axeViolations(page, { all: true })).map((found) => `${where}: axe ${found}`));
            }
          };

          await page.goto(`${suite.server.url}/signin`);
          await page.locator('input[name="username"]').waitFor();
          await settle(page);
          await check('/signin', false);
          await signIn(page, suite.server.url, OWNER, '/dashboard');
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          for (const path of PATHS) {
            await visit(page, path);
            await page.locator('main').first().waitFor();
            await settle(page);
            await check(path);
          }
          await context.close();
          expect(problems).toEqual([]);
        },
      );

  // Issue 18 item 11: at 1440 px the description pushed the other shares and the row's total off screen.
  for (const language of ['en', 'ar'] as const)
    it(`the customise grid at 1440 px keeps the activity and the total in view beside every share (${language})`, async () => {
      const context = await suite.browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: language === 'ar' ? 'ar-SA' : 'en-GB',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await signIn(page, suite.server.url, OWNER, '/dashboard');
      await visit(page, viewerPath(SAMPLE, 'O', true));
      const grid = page.getByTestId('sheet-grid');
      await grid.locator('tbody tr').first().waitFor();
      const shares = grid.locator('th[data-jd]');
      expect(await shares.count()).toBeGreaterThan(1);
      for (let i = 0; i < (await shares.count()); i++) {
        const share = shares.nth(i);
        await share.evaluate((cell) => cell.scrollIntoView({ inline: 'center', block: 'nearest' }));
        const seen = await grid.evaluate((table, index) => {
          const edges = (el: Element | null | undefined) => {
            const box = el?.getBoundingClientRect();
            return box ? { left: Math.round(box.left), right: Math.round(box.right) } : null;
          };
          return {
            view: edges(table.parentElement),
            activity: edges(table.querySelector('th[data-pinned="start"]')),
            total: edges(table.querySelector('th[data-pinned="end"]')),
            share: edges(table.querySelectorAll('th[data-jd]')[index]),
            pageFits: document.documentElement.scrollWidth <= window.innerWidth,
          };
        }, i);
        const { view, activity, total, share: box } = seen;
        if (!view || !activity || !total || !box) throw new Error(`grid parts missing: ${JSON.stringify(seen)}`);
        expect(seen.pageFits).toBe(true);
        // Both pinned columns inside the grid's window, the share between them, uncovered.
        for (const pinned of [activity, total]) {
          expect(pinned.left).toBeGreaterThanOrEqual(view.left - 1);
          expect(pinned.right).toBeLessThanOrEqual(view.right + 1);
        }
        const [first, last] = language === 'ar' ? [total, activity] : [activity, total];
        expect(box.left, `share ${i} (${language})`).toBeGreaterThanOrEqual(first.right - 1);
        expect(box.right, `share ${i} (${language})`).toBeLessThanOrEqual(last.left + 1);
      }
      await page.screenshot({ path: `${SHOTS}/${language}-1440-customise.png` });
      await context.close();
    });
});
