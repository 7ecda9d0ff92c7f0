import { describe, expect, it } from 'vitest';
import enCommon from '../../public/locales/en/common.json';
import arCommon from '../../public/locales/ar/common.json';
import enServer from '../../public/locales/en/server.json';
import arServer from '../../public/locales/ar/server.json';
import { browserSuite } from '../support/browserSuite';
import { OWNER, signIn } from '../support/e2eAccounts';

const words = { en: { common: enCommon, server: enServer }, ar: { common: arCommon, server: arServer } };
const FONT = { en: 'Inter', ar: 'Noto Kufi Arabic' };

// The account pages say each outcome once, in the app's own font.
describe('messages of the account pages', () => {
  const suite = browserSuite();

  for (const language of ['en', 'ar'] as const) {
    const { common, server: said } = words[language];
    const open = async () => {
      const context = await suite.browser.newContext({
        viewport: language === 'ar' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
        locale: language === 'ar' ? 'ar-SA' : 'en-GB',
      });
      await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      return context;
    };

    it(`says a forgotten-password outcome once, in the card (${language})`, async () => {
      const context = await open();
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/forgetpassword`);
      await page.locator('input[name="email"]').fill('nobody@example.test');
      await page.locator('form button[type="submit"]').click();
      const outcome = page.getByText(said.success.resetMailSent, { exact: true });
      await outcome.waitFor();
      expect(await outcome.count()).toBe(1);
      expect(await page.locator('.tw-toast').count()).toBe(0);
      await context.close();
    }, 90_000);

    it(`shows an expired session's notice in the app's font (${language})`, async () => {
      const context = await open();
      const page = await context.newPage();
      await signIn(page, suite.server.url, OWNER, '/dashboard');
      // The session ends behind the app's back; its next request finds out and sends it to sign in.
      await page.evaluate(() => {
        localStorage.setItem('accessToken', 'ended');
        localStorage.setItem('refreshToken', 'ended');
        history.pushState({}, '', '/departmentlist');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL('**/signin');
      const toast = page.locator('.tw-toast');
      await toast.waitFor();
      expect(await toast.textContent()).toBe(common.auth.sessionExpired);
      expect(await page.getByText(common.auth.sessionExpired, { exact: true }).count()).toBe(1);
      const fontOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).fontFamily);
      const font = await fontOf('.tw-toast');
      expect(font).toContain(FONT[language]);
      expect(font).toBe(await fontOf('.tw-account-card'));
      await context.close();
    }, 120_000);
  }
});
