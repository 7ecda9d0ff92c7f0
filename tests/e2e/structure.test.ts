import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, signIn } from '../support/e2eAccounts';
import { resourceScreenPaths, sidebarEntries } from '../../src/shell/sidebar/entries';
import enAdmin from '../../public/locales/en/admin.json';
import arAdmin from '../../public/locales/ar/admin.json';

/** Types into a server-searched picker and takes the option it offers. */
async function pick(page: Page, scope: Page | Locator, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Each step waits on the page, so a slow machine needs time, not different steps. */
const SLOW = 300_000;
const eventually = <T>(read: () => Promise<T>, message?: string) => expect.poll(read, { timeout: 60_000, message });

/** A list with no record yet shows its invitation to add the first one (the registry views' empty page), not a table. */
const EMPTY_LIST = new RegExp(`^${enAdmin.resourceScreens.empty.title.replace('{{name}}', '.+')}$`);

const toast = (page: Page, text: string) =>
  eventually(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

describe('structure and FTE Calculation in the browser', () => {
  let page: Page;

  const suite = browserSuite();

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, suite.server.url, OWNER, '/dashboard');
    // A busy machine (other suites building and serving) slows pages down, never the logic.
    page.setDefaultTimeout(90_000);
  });

  /** The browser's questions (window.confirm) as they come, each answered by the answerNext before it. */
  const questions = () => {
    const asked: string[] = [];
    const answerNext = (leave: boolean) =>
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void (leave ? dialog.accept() : dialog.dismiss());
      });
    return { asked, answerNext };
  };

  const addElement = async (path: string, name: string, parent?: { label: string; name: string }) => {
    await page.goto(`${suite.server.url}${path}`);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    if (parent) await pick(page, page, parent.label, parent.name);
    await page.getByRole('button', { name: 'Save' }).click();
  };

  it(
    'builds Department -> Sub-department -> Project -> Team through the UI',
    async () => {
      await addElement('/department', 'Customer Care');
      await toast(page, 'Department added successfully.');
      await addElement('/subdepartment', 'Complaints', { label: 'Department', name: 'Customer Care' });
      await toast(page, 'Sub-department added successfully.');
      await addElement('/project', 'Escalations desk', { label: 'Sub-department', name: 'Complaints' });
      await toast(page, 'Project added successfully.');
      await addElement('/team', 'Tier 2', { label: 'Project', name: 'Escalations desk' });
      await toast(page, 'Team added successfully.');

      await page.goto(`${suite.server.url}/teamlist`);
      const row = page.getByRole('row').filter({ hasText: 'Tier 2' });
      await eventually(() => row.getByText('Escalations desk').count()).toBe(1);

      // The CSV names the parent, with the headers the user reads on screen.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      const csv = await readFile((await download.path()) as string, 'utf8');
      // UTF-8 marked, one line per row (the export every list shares).
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv.slice(1).split('\r\n')[0]).toBe('Name,Description,Project,Created');
      // The created date as the reader reads it (25 Nov 2026), as in the list.
      expect(csv).toMatch(/\r\nTier 2,,Escalations desk,\d{1,2} \p{L}+ \d{4}\r\n/u);
    },
    SLOW,
  );

  it(
    'adds a team FTE profile and shows the breakdown change as the user types',
    async () => {
      await page.goto(`${suite.server.url}/dashboard?tab=team`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await eventually(() => crumbs.textContent()).toBe('Home/FTE Calculation/Team FTE');
      await page.getByRole('button', { name: 'Add Team FTE' }).click();
      const dialog = page.getByRole('dialog');
      const available = dialog.getByTestId('fte-available-days');
      const net = dialog.getByTestId('fte-net-daily-hours');
      const annual = dialog.getByTestId('fte-annual-hours');
      // A new profile starts from 8 h a day, 5 days a week and a 1 h break: 260 days x 7 h.
      await eventually(() => annual.textContent()).toBe('1,820.00');

      await dialog.getByRole('textbox', { name: 'FTE name' }).fill('Tier 2 rota');
      await pick(page, dialog, 'Team', 'Tier 2');
      await dialog.getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: 'Saudi Arabia (SAR)' }).click();

      const working = dialog.locator('[data-section="workingTime"]');
      await working.getByRole('button', { name: 'Add break' }).click();
      await working.getByRole('textbox', { name: 'Name', exact: true }).fill('Prayer');
      await working.getByRole('textbox', { name: 'Time (HH:mm)' }).fill('00:30');
      await eventually(() => net.textContent()).toBe('6.50');
      await eventually(() => annual.textContent()).toBe('1,690.00');

      const away = dialog.locator('[data-section="daysAway"]');
      const days: Array<[string, string, string]> = [
        ['Gazetted holidays', '10', '250.00'],
        ['Annual leave', '21', '229.00'],
        ['Sick leave', '5', '224.00'],
        ['Casual leave', '3', '221.00'],
        ['Total away days', '2', '219.00'],
      ];
      for (const [label, value, left] of days) {
        await away.getByRole('textbox', { name: label }).fill(value);
        await eventually(() => available.textContent()).toBe(left);
      }
      await away.getByRole('button', { name: 'Add days away' }).click();
      await away.getByRole('textbox', { name: 'Name', exact: true }).fill('Training');
      await away.getByRole('textbox', { name: 'Days', exact: true }).fill('1');
      await eventually(() => available.textContent()).toBe('218.00');
      expect(await net.textContent()).toBe('6.50');
      expect(await annual.textContent()).toBe('1,417.00');

      // Removing the custom break gives the half hour back at once.
      await working.getByRole('button', { name: 'Remove' }).click();
      await eventually(() => annual.textContent()).toBe('1,526.00');
      await working.getByRole('button', { name: 'Add break' }).click();
      await working.getByRole('textbox', { name: 'Name', exact: true }).fill('Prayer');
      await working.getByRole('textbox', { name: 'Time (HH:mm)' }).fill('00:30');
      await eventually(() => annual.textContent()).toBe('1,417.00');

      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Team FTE profile added successfully.');
      await eventually(() => page.getByRole('dialog').count()).toBe(0);
      const row = page.getByRole('row').filter({ hasText: 'Tier 2 rota' });
      await eventually(() => row.getByText('1,417.00', { exact: true }).count()).toBe(1);
      await eventually(() => row.getByText('Saudi Arabia (SAR)').count()).toBe(1);
    },
    SLOW,
  );

  it(
    'refuses to delete the department and says why',
    async () => {
      await page.goto(`${suite.server.url}/departmentlist`);
      const row = page.getByRole('row').filter({ hasText: 'Customer Care' });
      await row.getByRole('button', { name: 'Delete' }).click();
      await toast(page, '1 sub-department still belongs to this department: Complaints');
      await page.reload();
      await eventually(() => page.getByRole('row').filter({ hasText: 'Customer Care' }).count()).toBe(1);
    },
    SLOW,
  );

  it(
    'opens a real screen at every sidebar path of this issue, with the entry highlighted',
    async () => {
      const screens = resourceScreenPaths();
      const inSidebar = new Map(sidebarEntries().map((entry) => [entry.path, entry.id]));
      for (const { path, view, layout } of [...screens, { path: '/dashboard', view: 'dashboard', layout: 'main' }]) {
        await page.goto(`${suite.server.url}${path}`);
        const ready =
          view === 'create'
            ? page.getByRole('button', { name: 'Save' })
            : view === 'list'
              ? page.getByRole('columnheader', { name: 'Name' }).or(page.getByText(EMPTY_LIST))
              : page.getByRole('tab', { name: 'Team FTE' });
        await eventually(() => ready.count(), path).toBeGreaterThan(0);
        expect(await page.getByText('Page not found').count(), path).toBe(0);
        const id = inSidebar.get(path);
        if (id !== undefined)
          expect(await page.locator(`[data-sidebar-id="${id}"]`).getAttribute('aria-current'), path).toBe('page');
        const footer = page.locator('footer');
        if (layout === 'secondary') {
          expect(await footer.innerText(), path).toContain('© 2025');
          for (const link of ['Portfolio', 'Licenses', 'Support', 'FAQs'])
            expect(await footer.getByRole('link', { name: link }).count(), `${path} ${link}`).toBe(1);
        }
      }
      await page.goto(`${suite.server.url}/no-such-screen`);
      await eventually(() => page.getByText('Page not found').count()).toBe(1);
    },
    SLOW,
  );

  it(
    'folds the sidebar with its close button and remembers folded groups',
    async () => {
      await page.goto(`${suite.server.url}/departmentlist`);
      const group = page.getByRole('button', { name: 'Hr Admin' });
      await eventually(() => group.getAttribute('aria-expanded')).toBe('true');
      await group.click();
      await eventually(() => page.getByRole('link', { name: 'Department-List' }).count()).toBe(0);
      await page.goto(`${suite.server.url}/dashboard`);
      await eventually(() => page.getByRole('button', { name: 'Hr Admin' }).getAttribute('aria-expanded')).toBe(
        'false',
      );

      const sidebar = page.getByRole('navigation', { name: 'Main menu' });
      await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
      await eventually(() => sidebar.getByRole('button', { name: 'Hr Admin' }).count()).toBe(0);
      await sidebar.getByRole('button', { name: 'Open sidebar' }).click();
      await eventually(() => sidebar.getByRole('button', { name: 'Hr Admin' }).count()).toBe(1);
    },
    SLOW,
  );
  it(
    'asks before leaving a form whose changes are not saved, keeping them on no, in English and Arabic',
    async () => {
      const { asked, answerNext } = questions();
      const trail = page.locator('nav a[href="/audittrail"]');
      for (const [language, words] of [
        ['en', enAdmin],
        ['ar', arAdmin],
      ] as const) {
        asked.length = 0;
        await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
        await page.goto(`${suite.server.url}/department`);
        await eventually(() => page.locator('html').getAttribute('lang')).toBe(language);
        const name = page.locator('input[name="name"]');
        await name.fill(`Unsaved Care ${language}`);

        answerNext(false);
        await trail.click();
        await eventually(async () => asked.length).toBe(1);
        expect(asked[0]).toBe(words.ra.message.unsaved_changes);
        expect(new URL(page.url()).pathname).toBe('/department');
        expect(await name.inputValue()).toBe(`Unsaved Care ${language}`);

        answerNext(true);
        await trail.click();
        await page.waitForURL('**/audittrail');
        expect(asked.length).toBe(2);
      }
      // A saved form leaves without a question.
      page.removeAllListeners('dialog');
      await page.goto(`${suite.server.url}/department`);
      await page.locator('input[name="name"]').fill('Saved Care');
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname !== '/department');
      expect(asked.length).toBe(2);
      // The question that did not come must not answer the next test's.
      page.removeAllListeners('dialog');
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    },
    SLOW,
  );
  it(
    "asks before the browser's back or forward button leaves a form whose changes are not saved",
    async () => {
      const { asked, answerNext } = questions();
      await page.goto(`${suite.server.url}/department`);
      await page.locator('nav a[href="/audittrail"]').click();
      await page.waitForURL('**/audittrail');
      // Back to an untouched form: nothing to ask.
      await page.goBack();
      await page.waitForURL('**/department');
      const name = page.locator('input[name="name"]');
      await name.fill('Unsaved Steps');

      answerNext(false);
      await page.goForward();
      await eventually(async () => asked.length).toBe(1);
      expect(asked[0]).toBe(enAdmin.ra.message.unsaved_changes);
      await eventually(async () => new URL(page.url()).pathname).toBe('/department');
      expect(await name.inputValue()).toBe('Unsaved Steps');

      // The address moves before the question (the browser has stepped): the answer comes first.
      answerNext(true);
      await page.goForward();
      await eventually(async () => asked.length).toBe(2);
      await page.waitForURL('**/audittrail');
      // The form is gone (the trail has a name filter of its own, so the form's description field tells).
      await eventually(() => page.locator('#main-content [name="description"]').count()).toBe(0);
      page.removeAllListeners('dialog');
    },
    SLOW,
  );
  it(
    'asks before closing an FTE profile dialog that holds changes not saved, and not when nothing changed',
    async () => {
      const { asked, answerNext } = questions();
      await page.goto(`${suite.server.url}/dashboard?tab=team`);
      const open = page.getByRole('button', { name: 'Add Team FTE' });
      const dialog = page.getByRole('dialog');
      await open.click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await eventually(() => dialog.count()).toBe(0);
      expect(asked).toEqual([]);

      await open.click();
      const name = dialog.getByRole('textbox', { name: 'FTE name' });
      await name.fill('Unsaved rota');
      answerNext(false);
      await page.keyboard.press('Escape');
      await eventually(async () => asked.length).toBe(1);
      expect(asked[0]).toBe(enAdmin.ra.message.unsaved_changes);
      expect(await dialog.count()).toBe(1);
      expect(await name.inputValue()).toBe('Unsaved rota');
      answerNext(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await eventually(() => dialog.count()).toBe(0);
      expect(asked.length).toBe(2);
      page.removeAllListeners('dialog');
    },
    SLOW,
  );
});
