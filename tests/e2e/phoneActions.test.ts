import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, SUPER_ADMIN, call, signIn, tokenOf, uploadSample } from '../support/e2eAccounts';
import { chooseRiyadhProfile } from '../support/estimationSelection';
import { costingPath, reportPath } from '../../src/estimation/paths';
import { comparePath, treePath } from '../../src/workforcePlan/paths';
import type { PlanElementDetail, PlanTree } from '@domain/workforcePlan/types';

const SAMPLE = 'hr-manpower-model.xlsx';
const PHONE = { width: 390, height: 844 };

/** Moves within the app as its links do. */
const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

interface RowLook {
  /** Buttons, links and boxes of the row that lie outside the screen (or are hidden). */
  outOfReach: string[];
  /** The labelled values shown above the row's money, which should lead. */
  aboveMoney: string[];
  /** Whether the row has money to lead with. */
  money: boolean;
}

/** How a row (or card) looks on the phone: its controls within reach, its money first. */
const lookOf = (row: Locator): Promise<RowLook> =>
  row.evaluate((element) => {
    const width = window.innerWidth;
    const outOfReach = [...element.querySelectorAll('button, a[href], input[type="checkbox"]')]
      .filter((control) => {
        // A checkbox's input is the size of its visible box (MUI lays it over the icon).
        const box = control.getBoundingClientRect();
        return box.width === 0 || box.left < -0.5 || box.right > width + 0.5;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
    const leads = [...element.querySelectorAll('[data-lead]')];
    const moneyTop = Math.min(...leads.map((cell) => cell.getBoundingClientRect().top));
    const aboveMoney =
      leads.length === 0
        ? []
        : [...element.querySelectorAll('[data-label]:not([data-lead])')]
            .filter((cell) => cell.getBoundingClientRect().top < moneyTop)
            .map((cell) => cell.getAttribute('data-label') ?? '');
    return { outOfReach, aboveMoney, money: leads.length > 0 };
  });

/** The page itself never scrolls sideways, nor does the table holding the rows. */
const sideways = (rows: Locator) =>
  rows.first().evaluate((row) => {
    const scroller = row.closest('.MuiTableContainer-root');
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      table: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
    };
  });

describe('on a phone, row actions stay in reach and money comes first', () => {
  const suite = browserSuite();
  let compare: string;
  let tree: string;
  let role: number;

  beforeAll(async () => {
    await uploadSample(suite.server.url, SAMPLE);
    const token = await tokenOf(suite.server.url, OWNER);
    await call(suite.server.url, '/api/Costing/AddCosting', {
      token,
      body: { fileName: SAMPLE, designationName: 'CHRO', cost: 900_000 },
    });
    const planTree = (await call(suite.server.url, '/api/WorkforcePlan/tree', { token })).body as unknown as PlanTree;
    const hr = planTree.root.children[0];
    const detail = (await call(suite.server.url, `/api/WorkforcePlan/elements/${hr.kind}/${hr.id}`, { token }))
      .body as unknown as PlanElementDetail;
    const [left, right] = detail.workbooks.filter((book) => book.fteProfileId === detail.workbooks[0].fteProfileId);
    compare = `${comparePath(left.fileId, right.fileId)}&node=${encodeURIComponent(`${hr.kind}:${hr.id}`)}`;
    tree = treePath(`${hr.kind}:${hr.id}`);
    const roles = (await call(suite.server.url, '/api/ManageApplicationUserRoles/GetAllEmployeeRoles', { token })).body;
    const rows = (Array.isArray(roles) ? roles : (roles as { data: Array<Record<string, unknown>> }).data) ?? [];
    role = Number(rows[0]?.employeeRoleId ?? rows[0]?.id);
  });

  for (const language of ['en', 'ar'] as const)
    it(`the owner's and the Super Admin's tables at 390 px (${language})`, { timeout: 300_000 }, async () => {
      const context = await suite.browser.newContext({
        viewport: PHONE,
        locale: language === 'ar' ? 'ar-SA' : 'en-GB',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const problems: string[] = [];
      /** Every row of `rows` on the screen at `path`: checked once there are some. */
      const check = async (path: string, rows: Locator, moneyFirst: boolean) => {
        await visit(page, path);
        await rows.first().waitFor();
        await page.waitForLoadState('networkidle');
        const scroll = await sideways(rows);
        if (scroll.page > 0 || scroll.table > 0) problems.push(`${path}: scrolls sideways ${JSON.stringify(scroll)}`);
        for (const row of await rows.all()) {
          const look = await lookOf(row);
          if (look.outOfReach.length) problems.push(`${path}: out of reach ${look.outOfReach.join(', ')}`);
          if (moneyFirst && !look.money) problems.push(`${path}: a row without its money`);
          if (look.aboveMoney.length) problems.push(`${path}: ${look.aboveMoney.join(', ')} above the money`);
        }
        const name = path.replace(/\W+/g, '-').slice(1, 40);
        await page.screenshot({ path: `test-results/phone-${language}-${name}.png`, fullPage: true });
      };

      await signIn(page, suite.server.url, OWNER, '/dashboard');
      await chooseRiyadhProfile(page, suite.server.url);
      // The estimation files: view, customise, report, download and delete.
      await check('/estimation', page.getByTestId('files-O').locator('tbody tr'), false);
      expect(await page.getByTestId('files-O').locator('tbody tr').first().locator('a, button').count()).toBe(5);
      await check(costingPath(SAMPLE), page.getByTestId('cost-table').locator('tbody tr'), true);
      await check(reportPath(SAMPLE, 'O'), page.getByTestId('report-designations').locator('tbody tr'), true);
      await check(compare, page.getByTestId('comparison-lines').locator('tbody tr'), true);
      await check(tree, page.getByTestId('job-title-figures').locator('tbody tr'), true);
      // The role's permission grid: View, Add, Edit and Delete of every permission in reach.
      await check(`/editrole?roleId=${role}`, page.locator('form table tbody tr'), false);
      // Texts a phone cut: the bar's title (wrapped, not "Designation map…") and the employee search's placeholder.
      await visit(page, '/workforce/designations');
      await page.waitForFunction(() => (document.querySelector('#react-admin-title')?.textContent ?? '') !== '');
      const title = await page.locator('#react-admin-title').evaluate((h) => ({
        text: h.textContent,
        cut: h.scrollWidth > h.clientWidth + 1 || h.scrollHeight > h.clientHeight + 1,
      }));
      if (title.cut) problems.push(`the app bar's title is cut: ${title.text}`);
      await visit(page, '/employeesdetail');
      const search = page.locator('input[name="q"]');
      await search.waitFor();
      const placeholder = await search.evaluate((input: HTMLInputElement) => {
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: input.placeholder, needs: context.measureText(input.placeholder).width, room };
      });
      if (placeholder.needs > placeholder.room)
        problems.push(`the search placeholder is cut: ${JSON.stringify(placeholder)}`);
      await context.close();

      // The Super Admin's organisations, as cards with their delete.
      const adminContext = await suite.browser.newContext({
        viewport: PHONE,
        locale: language === 'ar' ? 'ar-SA' : 'en-GB',
        reducedMotion: 'reduce',
      });
      const admin = await adminContext.newPage();
      await signIn(admin, suite.server.url, SUPER_ADMIN, '/SuperAdminDashboard');
      await visit(admin, '/SuperAdminDashboard?tab=organizations');
      const cards = admin.locator('[data-record-card]');
      await cards.first().waitFor();
      expect(await admin.locator('main table').count()).toBe(0);
      for (const card of await cards.all()) {
        const look = await lookOf(card);
        if (look.outOfReach.length || (await card.getByRole('button').count()) !== 1)
          problems.push(`organisation card: ${JSON.stringify(look)}`);
      }
      await admin.screenshot({ path: `test-results/phone-${language}-organisations.png` });
      await adminContext.close();
      expect(problems).toEqual([]);
    });
});
