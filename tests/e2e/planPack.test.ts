import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlanPack } from '@domain/workforcePlan';
import { browserSuite } from '../support/browserSuite';
import { OWNER, call, signIn, tokenOf } from '../support/e2eAccounts';
import { asShown } from '../support/locales';
import { pdfLines } from '../support/pdfText';
import enWorkforce from '../../public/locales/en/workforce.json';
import arWorkforce from '../../public/locales/ar/workforce.json';

type Words = typeof enWorkforce;
const LANGUAGES: Array<['en' | 'ar', Words]> = [
  ['en', enWorkforce],
  ['ar', arWorkforce as Words],
];

/**
 * The plan pack printed by Chromium (page.pdf, A4) and read back from the PDF with pdf.js: its
 * headings, the organisation's name and the plan year, in reading order (Arabic in logical order,
 * as tests/support/pdfText puts it back from Chromium's visual order).
 */
describe('plan pack printed to PDF in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let pack: PlanPack;

  beforeAll(async () => {
    const token = await tokenOf(suite.server.url, OWNER);
    pack = (await call(suite.server.url, '/api/WorkforcePlan/pack/figures', { token })).body as unknown as PlanPack;
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, suite.server.url, OWNER, '/workforce');
  });

  for (const [language, words] of LANGUAGES) {
    it(`prints the summary, the tree and the gaps by job title on A4, headings in order (${language})`, async () => {
      const shown = asShown(words, language);
      const year = asShown({ year: String(pack.planYear) }, language).year;
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.goto(`${suite.server.url}/workforce/pack`);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.getByTestId('plan-pack').getByRole('heading', { name: shown.pack.jobTitles }).waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.MuiAppBar-root').first().isVisible()).toBe(false);
      expect(await page.getByTestId('plan-pack-print').isVisible()).toBe(false);

      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      const lines = await pdfLines(pdf, language === 'ar' ? 'rtl' : 'ltr');
      const headings = [shown.pack.title, shown.pack.summary, shown.pack.tree, shown.pack.jobTitles];
      const at = headings.map((heading) => lines.indexOf(heading));
      expect(
        at.filter((i) => i < 0),
        lines.slice(0, 12).join('\n'),
      ).toEqual([]);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // Under the title: the organisation, then its plan year, on one line as the page reads it.
      const planYear = shown.pack.planYear.replace('{{year}}', year);
      const byline = lines.findIndex((line) => line.includes(pack.organisation) && line.includes(planYear));
      expect(byline, lines.slice(0, 4).join('\n')).toBeGreaterThan(at[0]);
      expect(byline).toBeLessThan(at[1]);
      expect(lines[byline].indexOf(pack.organisation)).toBeLessThan(lines[byline].indexOf(planYear));
      expect(lines.some((line) => line.includes(shown.pack.columns.toHire))).toBe(true);
    });
  }
});
