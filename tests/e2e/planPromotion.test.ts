import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, signIn } from '../support/e2eAccounts';
import enWords from '../../public/locales/en/workforce.json';
import arWords from '../../public/locales/ar/workforce.json';
import { demoText } from '@domain/demo';

type Words = typeof enWords;
const LANGUAGES: Array<['en' | 'ar', Words]> = [
  ['en', enWords],
  ['ar', arWords as Words],
];
const ORIGINAL = 'HR department plan 2026.xlsx';
const COPY = 'HR department plan 2026 - lean operations.xlsx';

/** Text as read, without direction marks and isolates and with single spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/g, ' ').trim();
/** A translation's fixed words before its first placeholder. */
const lead = (text: string) => text.split('{{')[0].trim();

const nodeLabel = (page: Page, name: string) =>
  page
    .locator('[data-testid^="plan-node-"]')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

/** The tree's statuses and the promotion of a draft to the plan of record, in English and Arabic. */
describe('the plan of record and the tree statuses in the browser', () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, suite.server.url, OWNER, '/workforce/tree');
  });

  for (const [language, words] of LANGUAGES) {
    describe(language, () => {
      const HR = demoText('Human Resources', language);
      const FINANCE = demoText('Finance', language);
      const COMPANY = demoText('Demo Company', language);

      it('reads a gap only where there is a requirement: a department short, another covered by the organisation', async () => {
        await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
        await page.goto(`${suite.server.url}/workforce/tree`);
        await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await page.getByRole('tree', { name: words.tree.title }).waitFor();
        const state = (name: string) =>
          nodeLabel(page, name).getByTestId('plan-node-gap').locator('[data-gap-state]').getAttribute('data-gap-state');
        await expect.poll(() => state(HR)).toBe('shortage');
        expect(plain(await nodeLabel(page, HR).getByTestId('to-hire').textContent())).toContain(
          lead(words.figures.toHireValue),
        );
        expect(await state(FINANCE)).toBe('covered');
        const finance = plain(await nodeLabel(page, FINANCE).getByTestId('plan-node-gap').textContent());
        expect(finance).toContain(lead(words.tree.covered));
        expect(finance).toContain(COMPANY);
        expect(finance).not.toContain(lead(words.gap.surplus));
      });

      it('promotes a draft for a plan year with a note, lists it in the history and restores the plan before', async () => {
        await nodeLabel(page, HR).click();
        await expect.poll(() => page.getByRole('heading', { name: HR, level: 2 }).count()).toBe(1);
        const current = () => page.getByTestId('plan-current').textContent().then(plain);
        // The original promoted over the demo's promoted copy, which is then restored (in each language).
        const [from, to] = [COPY, ORIGINAL];
        await expect.poll(current).toContain(from);
        await page.getByTestId('plan-of-record').click();
        await page.locator(`[role="option"][data-file-name="${to}"]`).click();
        const dialog = page.getByRole('dialog', { name: words.plan.promoteTitle });
        await dialog.waitFor();
        await page.getByTestId('promote-year').fill('2027');
        await page.getByTestId('promote-note').fill(`Approved ${language}`);
        await page.getByTestId('promote-confirm').click();
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(current).toContain(to);
        expect(await current()).toContain(`Approved ${language}`);
        const history = page.getByTestId('plan-history');
        await expect.poll(() => history.locator('li').first().getAttribute('data-file-name')).toBe(to);
        expect(plain(await history.locator('li').first().textContent())).toContain(lead(words.plan.current));
        // The plan it replaced stays in the history and comes back.
        await history
          .locator(`li[data-file-name="${from}"]`)
          .first()
          .getByRole('button', { name: words.plan.restore, exact: false })
          .click();
        await expect.poll(current).toContain(from);
        await expect.poll(() => history.locator('li').first().getAttribute('data-file-name')).toBe(from);
      });
    });
  }
});
