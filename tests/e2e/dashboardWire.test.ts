import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER } from '../support/e2eAccounts';
import { asShown } from '../support/locales';
import { backgroundFetches, recordWire } from '../../tools/harness/wire';
import enAdmin from '../../public/locales/en/admin.json';
import arAdmin from '../../public/locales/ar/admin.json';
import enWorkforce from '../../public/locales/en/workforce.json';
import arWorkforce from '../../public/locales/ar/workforce.json';

/** The signed-in dashboard's budget of JavaScript on the wire, compressed (bench/wireScenario JS_BUDGET_KB). */
const DASHBOARD_BUDGET_KB = 250;

const WORDS = {
  en: { admin: enAdmin, workforce: enWorkforce },
  ar: { admin: arAdmin, workforce: arWorkforce },
};
type Language = keyof typeof WORDS;

// Issue 44: the page a signed-in owner lands on, with nothing cached yet, in both languages (Arabic
// adds the styles' RTL plugin), shown whole: its title, the plan's headline and the profiles' list.
describe("the signed-in dashboard's script on the wire", () => {
  const suite = browserSuite({ fullBrowser: true });
  let session: BrowserContextOptions['storageState'];

  for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
    it(`stays within ${DASHBOARD_BUDGET_KB} kB on a first visit, everything shown (${language})`, async () => {
      if (!session) {
        const signedIn = await suite.signedInPage(OWNER, '/dashboard');
        session = await signedIn.context().storageState();
        await signedIn.context().close();
      }
      // A new context: the sign-in page's scripts (and what it fetched once idle) are not in its cache.
      const context = await suite.browser.newContext({ viewport: { width: 1366, height: 768 }, storageState: session });
      try {
        await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
        const page = await context.newPage();
        page.setDefaultTimeout(60_000);
        const wire = await recordWire(page);
        await page.goto(`${suite.server.url}/dashboard`, { waitUntil: 'networkidle' });
        const words = { admin: asShown(WORDS[language].admin, language), workforce: WORDS[language].workforce };
        // The app bar says the title too (react-admin's <Title>); the page's own heading comes after it.
        await page.getByRole('heading', { name: words.admin.menu.fteCalculation, level: 1 }).last().waitFor();
        await page.getByText(words.workforce.glance.title, { exact: true }).waitFor();
        await page.getByRole('tabpanel').getByRole('table').waitFor();
        const { bytes } = wire.summary(await backgroundFetches(page));
        console.log(`JavaScript of /dashboard (${language}) on the wire: ${(bytes.script / 1024).toFixed(1)} kB`);
        expect(bytes.script / 1024).toBeLessThanOrEqual(DASHBOARD_BUDGET_KB);
      } finally {
        await context.close();
      }
    });
  }
});
