import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlanNode, PlanSummary, PlanTree } from '@domain/workforcePlan';
import { browserSuite } from '../support/browserSuite';
import { OWNER, call, signIn, tokenOf } from '../support/e2eAccounts';
import { asShown } from '../support/locales';
import enPeople from '../../public/locales/en/people.json';
import arPeople from '../../public/locales/ar/people.json';

type Words = typeof enPeople;
const LANGUAGES: Array<['en' | 'ar', Words]> = [
  ['en', enPeople],
  ['ar', arPeople as Words],
];

/** A dashboard figure opens the people behind it: the headcount card, the active employees listed. */
describe('drill-down from the workforce dashboard in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let headcount: number;
  let hr: PlanNode;

  beforeAll(async () => {
    const token = await tokenOf(suite.server.url, OWNER);
    headcount = ((await call(suite.server.url, '/api/WorkforcePlan/summary', { token })).body as unknown as PlanSummary)
      .headcount;
    const { root } = (await call(suite.server.url, '/api/WorkforcePlan/tree', { token })).body as unknown as PlanTree;
    hr = root.children.find((c) => c.name === 'Human Resources')!;
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, suite.server.url, OWNER, '/workforce');
  });

  for (const [language, words] of LANGUAGES) {
    it(`opens the headcount's active employees from its card (${language})`, async () => {
      const shown = asShown(words, language);
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.goto(`${suite.server.url}/workforce`);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.getByTestId('figure-headcount').click();
      await page.waitForURL('**/employeesdetail?**');
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ status: 'active' });
      // As many rows as the card counts, each an active employee.
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(headcount);
      const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
      expect(statuses.filter((text) => text.includes(shown.status.active))).toHaveLength(headcount);
      expect(statuses.filter((text) => text.includes(shown.status.inactive))).toEqual([]);
    });

    it(`opens a department's people from its panel (${language})`, async () => {
      await page.goto(`${suite.server.url}/workforce/tree?node=${encodeURIComponent(hr.key)}`);
      await page.getByTestId('plan-element-people-list').click();
      await page.waitForURL('**/employeesdetail?**');
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({
        status: 'active',
        departmentId: hr.id,
      });
      await expect.poll(() => page.locator('tbody tr').count()).toBe(hr.actual);
    });
  }
});
