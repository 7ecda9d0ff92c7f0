import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, signIn } from '../support/e2eAccounts';
import { asShown } from '../support/locales';
import { axeViolations } from '../support/axe';
import enWords from '../../public/locales/en/workforce.json';
import arWords from '../../public/locales/ar/workforce.json';
import enServer from '../../public/locales/en/server.json';
import arServer from '../../public/locales/ar/server.json';
import { demoText } from '@domain/demo';

type Words = typeof enWords;
const LANGUAGES: Array<['en' | 'ar', Words]> = [
  ['en', enWords],
  ['ar', arWords as Words],
];
/** Human Resources' original workbook: the demo's plan of record there is its lean copy. */
const ORIGINAL = 'HR department plan 2026.xlsx';

/** Text as read, without direction marks and isolates and with single spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/g, ' ').trim();

/** A scenario made on the scenarios page and compared with another and the plan of record, in English and Arabic. */
describe('organisation-wide scenarios in the browser', () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    // axe is injected by the test: the page's context bypasses the content security policy.
    const context = await suite.browser.newContext({ viewport: { width: 1400, height: 1000 }, bypassCSP: true });
    page = await context.newPage();
    await signIn(page, suite.server.url, OWNER, '/workforce/scenarios');
  });

  /** Makes a scenario named `name`, picking Human Resources' original where `hr` is given. */
  const create = async (words: Words, name: string, hr?: string) => {
    await page.getByTestId('scenario-new').click();
    const dialog = page.getByRole('dialog', { name: words.scenarios.newTitle });
    await dialog.waitFor();
    await page.getByTestId('scenario-name').fill(name);
    if (hr) {
      const select = dialog.locator(`select[data-element="${hr}"]`);
      const value = await select.locator('option', { hasText: ORIGINAL }).getAttribute('value');
      await select.selectOption(value!);
    }
    await page.getByTestId('scenario-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator(`[data-testid="scenario-item"][data-name="${name}"]`).waitFor();
  };

  for (const [language, words] of LANGUAGES) {
    it(`creates a scenario and compares it with another and the plan of record (${language})`, async () => {
      const shown = asShown(words, language);
      const HR = demoText('Human Resources', language);
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.goto(`${suite.server.url}/workforce/scenarios`);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.locator('#main-content').getByRole('heading', { name: shown.scenarios.title, level: 1 }).waitFor();

      const [lean, base] = [`HR original ${language}`, `Base ${language}`];
      await create(words, lean, HR);
      await create(words, base);
      const item = page.locator(`[data-testid="scenario-item"][data-name="${lean}"]`);
      expect(plain(await item.textContent())).toContain(ORIGINAL);

      for (const name of [lean, base])
        await page.locator(`[data-testid="scenario-item"][data-name="${name}"]`).getByRole('checkbox').check();
      await page.getByTestId('scenario-compare').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('compare')?.split(',').length).toBe(2);
      const table = page.getByRole('table', {
        name: plain(shown.scenarios.tableOf.replace('{{measure}}', shown.scenarios.measures.resources)),
      });
      await table.waitFor();
      const headers = plain(await table.locator('thead').textContent());
      expect(headers).toContain((language === 'ar' ? arServer : enServer).workforcePlan.scenarios.planOfRecord);
      expect(headers).toContain(lean);

      // Human Resources reads its original in the first scenario: some of its job titles move; the base scenario changes nothing.
      const zero = language === 'ar' ? '٠٫٠٠' : '0.00';
      const hrRows = table.locator(`tr[data-department="${HR}"]`);
      await expect.poll(() => hrRows.count()).toBeGreaterThan(1);
      const firstDeltas = await hrRows.evaluateAll((rows) =>
        rows.map((row) => row.querySelectorAll('[data-testid="scenario-delta"]')[0]?.textContent ?? ''),
      );
      expect(firstDeltas.map(plain).some((text) => text !== zero)).toBe(true);
      const hrTotal = table.locator(`tr[data-department="${HR}"][data-title="${shown.scenarios.total}"]`);
      expect(plain(await hrTotal.getByTestId('scenario-delta').nth(1).textContent())).toBe(zero);

      // Each measure has its own table; people to hire are whole numbers.
      await page.getByTestId('scenario-measure-toHire').click();
      const toHire = page.getByRole('table', {
        name: plain(shown.scenarios.tableOf.replace('{{measure}}', shown.scenarios.measures.toHire)),
      });
      await toHire.waitFor();
      expect(await axeViolations(page, { all: true })).toEqual([]);

      // On a phone (a page opened at its size) the comparison's rows are cards: nothing scrolls sideways, axe finds nothing.
      const phone = await page.context().newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(page.url());
      await phone.getByTestId('scenario-comparison').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(
        await phone
          .getByTestId('scenario-comparison')
          .evaluate((t) => t.querySelector('thead')!.getBoundingClientRect().height),
      ).toBe(1);
      expect(await axeViolations(phone, { all: true })).toEqual([]);
      await phone.close();

      // The plan pack's print view carries the comparison under its own heading.
      await page.goto(`${suite.server.url}/workforce/pack`);
      const section = page.getByRole('table', { name: shown.pack.scenarios.title });
      await section.waitFor();
      expect(plain(await section.textContent())).toContain(lean);
      await page.getByRole('heading', { name: shown.pack.scenarios.title, level: 2 }).waitFor();
    });
  }
});
