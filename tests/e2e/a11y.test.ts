import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, SUPER_ADMIN, signIn } from '../support/e2eAccounts';
import { axeViolations as seriousViolations } from '../support/axe';

/** Pages of the public site and of the signed-in area, and what shows they are ready. */
const PUBLIC = [
  { path: '/', ready: 'main h1' },
  { path: '/contact', ready: 'form' },
  { path: '/checkout', ready: 'form' },
  { path: '/signin', ready: 'input[name="username"]' },
];
const SIGNED_IN = [
  { path: '/dashboard', ready: 'main' },
  { path: '/AddEmployee', ready: 'form' },
];

// Its walks side by side: each reads only, and waits on screens settling most of its time.
describe.concurrent('accessibility (axe-core): no serious or critical violation', () => {
  const suite = browserSuite();

  // The server's content security policy forbids injected scripts; axe is injected by the test.
  const context = (language: 'en' | 'ar'): Promise<BrowserContext> =>
    suite.browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
      locale: language === 'ar' ? 'ar-SA' : 'en-GB',
    });

  const check = async (page: Page, pagePath: string, ready: string, language: string) => {
    await page.goto(`${suite.server.url}${pagePath}`);
    await page.locator(ready).first().waitFor();
    // Let lazy parts and translations settle before the audit.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await seriousViolations(page), `${pagePath} (${language})`).toEqual([]);
  };

  for (const language of ['en', 'ar'] as const) {
    it(`public pages and sign-in (${language})`, async () => {
      const ctx = await context(language);
      const page = await ctx.newPage();
      for (const { path: pagePath, ready } of PUBLIC) await check(page, pagePath, ready, language);
      // The side menu, open.
      await page.goto(`${suite.server.url}/`);
      await page.locator('button[aria-controls="tw-side-menu"]').click();
      await page.waitForFunction(() => document.querySelector('#tw-side-menu')?.getAttribute('data-open') === 'true');
      expect(await seriousViolations(page), `side menu (${language})`).toEqual([]);
      await ctx.close();
    });

    it(`signed-in screens as the demo owner (${language})`, async () => {
      const ctx = await context(language);
      const page = await ctx.newPage();
      await signIn(page, suite.server.url, OWNER, '/dashboard');
      for (const { path: pagePath, ready } of SIGNED_IN) await check(page, pagePath, ready, language);
      await ctx.close();
    });

    it(`the Super Admin's contact messages (${language})`, async () => {
      await fetch(`${suite.server.url}/api/ContactAPI/SendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Omar Farouk',
          email: `omar.${language}@example.test`,
          message: 'Please call me about the Growth plan.',
        }),
      });
      const ctx = await context(language);
      const page = await ctx.newPage();
      await signIn(page, suite.server.url, SUPER_ADMIN, '/contactMessages', '/SuperAdminDashboard');
      await check(page, '/contactMessages', 'tbody tr', language);
      await ctx.close();
    });
  }
});
