import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlanTree } from '@domain/workforcePlan';
import { browserSuite } from '../support/browserSuite';
import { OWNER, call, signIn, tokenOf } from '../support/e2eAccounts';
import { asShown } from '../support/locales';
import enWorkforce from '../../public/locales/en/workforce.json';
import arWorkforce from '../../public/locales/ar/workforce.json';

type Words = typeof enWorkforce;
const LANGUAGES: Array<['en' | 'ar', Words]> = [
  ['en', enWorkforce],
  ['ar', arWorkforce as Words],
];

/**
 * The plan pack printed by Chromium. No PDF text reader is installed, so the text checked is the
 * view's own under print media: what page.pdf lays out on A4.
 */
describe('plan pack print view in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let organisation: string;

  beforeAll(async () => {
    const token = await tokenOf(suite.server.url, OWNER);
    organisation = ((await call(suite.server.url, '/api/WorkforcePlan/tree', { token })).body as unknown as PlanTree)
      .root.name;
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, suite.server.url, OWNER, '/workforce');
  });

  for (const [language, words] of LANGUAGES) {
    it(`prints the summary, the tree and the gaps by job title on A4, headings in order (${language})`, async () => {
      const shown = asShown(words, language);
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.goto(`${suite.server.url}/workforce/pack`);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const pack = page.getByTestId('plan-pack');
      await pack.getByRole('heading', { name: shown.pack.jobTitles }).waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('plan-pack-print').isVisible()).toBe(true);

      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.MuiAppBar-root').first().isVisible()).toBe(false);
      expect(await page.getByTestId('plan-pack-print').isVisible()).toBe(false);
      const text = await pack.innerText();
      const headings = [shown.pack.title, shown.pack.summary, shown.pack.tree, shown.pack.jobTitles];
      const at = headings.map((h) => text.indexOf(h));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(text).toContain(organisation);
      expect(text).toContain(shown.pack.columns.toHire);

      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1000);
    });
  }
});
