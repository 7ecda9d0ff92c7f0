import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tools/harness/browser';
import { startMockApp, type MockApp } from '../../tools/harness/mockApp';
import { signIn } from '../support/e2eAccounts';
import { sidebarEntries } from '../../src/shell/sidebar/entries';
import { SUPER_ADMIN_SCREENS } from '@domain/access';

/** Every signed-in screen of the demo owner: the sidebar's, and the records they open. */
const SCREENS = [
  ...new Set([
    ...sidebarEntries()
      .filter((entry) => !entry.access.resources.some((resource) => SUPER_ADMIN_SCREENS.has(resource)))
      .map((entry) => entry.path),
    '/AddEmployee',
    '/departments/1',
    '/departments/1/show',
    '/UserDetail?userId=1',
    '/editEmployee?userId=1',
    '/editrole?roleId=1',
  ]),
];

/** What went wrong on a screen: the mock's unhandled calls, its 404s, failed calls and errors shown. */
function watch(page: Page, problems: string[], screen: () => string) {
  page.on('console', (message) => {
    if (message.type() === 'error' && /\[MSW\]/.test(message.text())) problems.push(`${screen()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() === 404)
      problems.push(`${screen()}: 404 from ${url.pathname}`);
  });
  page.on('pageerror', (error) => problems.push(`${screen()}: ${error.message}`));
}

/** Moves within the app as its links do, then waits for the screen's data. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[role="progressbar"], .MuiSkeleton-root'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

/** Errors the screen shows: an error alert, an error notification, react-admin's error page. */
const errorsShown = (page: Page) =>
  page.locator('.MuiAlert-colorError, .RaNotification-error, .RaError-root, [data-testid="error"]').allInnerTexts();

describe('npm run dev:mock: every signed-in screen, English and Arabic, answered by the mock', () => {
  let mock: MockApp;
  let browser: Browser;

  beforeAll(async () => {
    mock = await startMockApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    mock?.stop();
  });

  for (const language of ['en', 'ar'] as const)
    it(`meets no unhandled request, no 404 and no error on screen (${language})`, { timeout: 600_000 }, async () => {
      const context = await browser.newContext();
      await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      const page = await context.newPage();
      const problems: string[] = [];
      let screen = '/signin';
      watch(page, problems, () => screen);
      await signIn(page, mock.url, { email: 'owner@demo.test', password: 'demo123' });
      for (const path of SCREENS) {
        screen = path;
        await visit(page, path);
        for (const text of await errorsShown(page)) problems.push(`${path}: shows "${text}"`);
      }
      await context.close();
      expect(problems).toEqual([]);
    });
});
