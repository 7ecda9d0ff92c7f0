import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlanNode, PlanSummary, PlanTree } from '@domain/workforcePlan';
import { DEMO_WORKBOOK } from '@domain/demo';
import { browserSuite } from '../support/browserSuite';
import { OWNER, call, createEmployee, createRole, signIn, tokenOf } from '../support/e2eAccounts';
import { asShown } from '../support/locales';
import enPeople from '../../public/locales/en/people.json';
import arPeople from '../../public/locales/ar/people.json';
import enWorkforce from '../../public/locales/en/workforce.json';
import arWorkforce from '../../public/locales/ar/workforce.json';

type Words = typeof enPeople;
type Workforce = typeof enWorkforce;
const LANGUAGES: Array<['en' | 'ar', Words, Workforce]> = [
  ['en', enPeople, enWorkforce],
  ['ar', arPeople as Words, arWorkforce as Workforce],
];

/** The employee list's filter, as the address holds it. */
const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as unknown;

/** A dashboard figure opens the people behind it: the headcount card, the active employees listed. */
describe('drill-down from the workforce dashboard in the browser', () => {
  const suite = browserSuite();
  let page: Page;
  let headcount: number;
  let hr: PlanNode;
  let summary: PlanSummary;

  beforeAll(async () => {
    const token = await tokenOf(suite.server.url, OWNER);
    // Two people placed without a job title: the plan's "No job title" line.
    const roleId = await createRole(suite.server.url, token, 'Untitled staff', {});
    for (const n of [1, 2]) {
      await createEmployee(suite.server.url, token, {
        email: `untitled-${n}@drill.test`,
        password: 'Drill#12345',
        roleId,
      });
    }
    summary = (await call(suite.server.url, '/api/WorkforcePlan/summary', { token })).body as unknown as PlanSummary;
    headcount = summary.headcount;
    const { root } = (await call(suite.server.url, '/api/WorkforcePlan/tree', { token })).body as unknown as PlanTree;
    hr = root.children.find((c) => c.name === 'Human Resources')!;
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, suite.server.url, OWNER, '/workforce');
  });

  for (const [language, words, workforce] of LANGUAGES) {
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

    it(`opens the elements without a plan from their card (${language})`, async () => {
      const shown = asShown(workforce, language);
      await page.goto(`${suite.server.url}/workforce`);
      await page.getByTestId('figure-without-plan').click();
      await page.waitForURL('**/workforce/tree?status=**');
      expect(new URL(page.url()).searchParams.get('status')).toBe('covered,noPlan');
      await expect.poll(() => page.getByTestId('tree-status-filter').textContent()).toContain(shown.pack.status.noPlan);
      // Every element the card counts is in the tree, opened; the organisation only leads to them.
      const states = page.locator(
        '[data-testid^="plan-node-"]:not([data-testid="plan-node-organisation"], [data-testid="plan-node-gap"])',
      );
      const counted = () =>
        states.evaluateAll((nodes) =>
          nodes.filter((node) =>
            ['covered', 'noPlan'].includes(
              node.querySelector('[data-testid="plan-node-gap"] [data-gap-state]')?.getAttribute('data-gap-state') ??
                '',
            ),
          ),
        );
      await expect.poll(async () => (await counted()).length).toBe(summary.elementsWithoutPlan);
      expect(summary.elementsWithoutPlan).toBeGreaterThan(0);
      await page.getByRole('button', { name: shown.drill.allElements }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBeNull();
    });

    it(`opens a job title's people from its bar (${language})`, async () => {
      // The chart draws the titles of the largest need first, as the dashboard sorts them.
      const drawn = [...summary.byJobTitle].sort((a, b) => b.required - a.required).slice(0, 15);
      const index = drawn.findIndex((row) => row.jobTitleId !== null && row.actual > 0);
      const title = drawn[index];
      await page.goto(`${suite.server.url}/workforce`);
      await page.locator('svg g[data-series="actual"] rect').nth(index).click();
      await page.waitForURL('**/employeesdetail?**');
      expect(filterOf(page)).toEqual({ status: 'active', designationId: title.jobTitleId });
      await expect.poll(() => page.locator('tbody tr').count()).toBe(title.actual);
    });

    it(`opens the people without a job title from the chart's table, by keyboard (${language})`, async () => {
      const shown = asShown(workforce, language);
      const people = asShown(words, language);
      const untitled = summary.byJobTitle.find((row) => row.unassigned)!;
      expect(untitled.actual).toBeGreaterThanOrEqual(2);
      await page.goto(`${suite.server.url}/workforce`);
      const link = page.getByRole('link', { name: shown.drill.peopleWithoutTitle });
      await link.focus();
      // The hidden table shows while the keyboard is in it, its line named.
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await link.textContent()).toBe(shown.panel.noJobTitle);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/employeesdetail?**');
      expect(filterOf(page)).toEqual({ status: 'active', designationId: 'none' });
      await expect.poll(() => page.locator('tbody tr').count()).toBe(untitled.actual);
      await expect.poll(() => page.getByText(people.list.noJobTitle, { exact: true }).count()).toBeGreaterThan(0);
    });

    it(`opens the element a workbook plans from its report's resources card (${language})`, async () => {
      const shown = asShown(workforce, language);
      const file = encodeURIComponent(DEMO_WORKBOOK.fileName);
      await page.goto(`${suite.server.url}/estimationreport?file=${file}&type=O`);
      await page.getByTestId('headline-resources-link').click();
      await page.waitForURL('**/workforce/tree?node=**');
      expect(new URL(page.url()).searchParams.get('node')).toMatch(/^(organisation|[a-zA-Z]+:\d+)$/);
      await page.locator('#main-content').getByRole('heading', { name: shown.tree.title, level: 1 }).waitFor();
    });
  }
});
