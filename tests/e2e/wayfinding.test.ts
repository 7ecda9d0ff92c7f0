import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, uploadSample } from '../support/e2eAccounts';
import { asShown } from '../support/locales';
import { demoText } from '@domain/demo';
import { reportPath } from '../../src/estimation/paths';
import { WORKFORCE_PATHS } from '../../src/workforcePlan/paths';
import enAdmin from '../../public/locales/en/admin.json';
import arAdmin from '../../public/locales/ar/admin.json';
import enServer from '../../public/locales/en/server.json';
import arServer from '../../public/locales/ar/server.json';

const SAMPLE = 'hr-manpower-model.xlsx';
const plain = (text: string | null) => (text ?? '').replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/g, ' ').trim();
/** A list opened with no filter (react-admin otherwise restores the filters last used). */
const unfiltered = (path: string, filter: Record<string, string> = {}) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Whether a text shows whole in its box: nothing scrolled out of it and its glyphs inside it at both
 * ends (an ellipsis or a cut at either end fails); for a text box, its placeholder beside its buttons.
 */
const shownWhole = (box: Locator) =>
  box.evaluate((element) => {
    const style = getComputedStyle(element);
    if (element instanceof HTMLInputElement) {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: element.placeholder, whole: context.measureText(element.placeholder).width <= room + 0.5 };
    }
    const frame = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const glyphs = range.getBoundingClientRect();
    return {
      text: element.textContent ?? '',
      whole:
        element.scrollWidth <= element.clientWidth + 1 &&
        glyphs.left >= frame.left - 0.5 &&
        glyphs.right <= frame.right + 0.5,
    };
  });

const RUNS = [
  { language: 'en', admin: enAdmin, server: enServer },
  {
    language: 'ar',
    admin: asShown(arAdmin, 'ar') as unknown as typeof enAdmin,
    server: asShown(arServer, 'ar') as unknown as typeof enServer,
  },
] as const;

describe('finding people and places, and labels shown whole, in English and Arabic', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    await uploadSample(suite.server.url, SAMPLE);
  });

  const pageIn = async (language: string, path: string, width = 1440) => {
    const page = await suite.signedInPage(OWNER, '/dashboard', { viewport: { width, height: 1000 } });
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.goto(`${suite.server.url}${path}`);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    return page;
  };
  const rowsOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email }).count();

  for (const { language, admin, server } of RUNS) {
    const named = (name: string) => demoText(name, language);

    it(`filters employees by sub-department and by job title (${language})`, async () => {
      const page = await pageIn(language, unfiltered('/employeesdetail'));
      await expect.poll(() => rowsOf(page, 'hr.manager@demo.local')).toBe(1);
      const filterBy = async (source: string, label: string, option: string) => {
        await page.locator('button.add-filter').click();
        await page.locator(`li.new-filter-item[data-key="${source}"]`).click();
        await page.getByRole('combobox', { name: label, exact: true }).fill(option.slice(0, 4));
        await page.getByRole('option', { name: option, exact: true }).click();
      };

      await filterBy('subDepartmentId', server.fields.subDepartmentId, named('HR Operations'));
      await expect.poll(() => rowsOf(page, 'hr.manager@demo.local')).toBe(0);
      await expect.poll(() => rowsOf(page, 'hr.executive@demo.local')).toBe(1);

      await page.goto(`${suite.server.url}${unfiltered('/employeesdetail')}`);
      await expect.poll(() => rowsOf(page, 'finance@demo.local')).toBe(1);
      await filterBy('designationId', server.fields.designationId, named('Accountant'));
      await expect.poll(() => rowsOf(page, 'finance@demo.local')).toBe(0);
      await expect.poll(() => rowsOf(page, 'accountant@demo.local')).toBe(1);
      await page.context().close();
    }, 180_000);

    it(`shows each team under its department, sub-department and project (${language})`, async () => {
      const team = named('Accounts Payable');
      const page = await pageIn(language, unfiltered('/teamlist', { q: team }));
      const row = page.getByRole('row').filter({ hasText: team });
      const path = [named('Finance'), named('Accounts'), named('Month-End Close')].join(
        admin.resourceScreens.pathSeparator,
      );
      await expect.poll(async () => plain(await row.first().textContent())).toContain(plain(path));
      await page.context().close();
    }, 120_000);

    it(`keeps Job Title inside Hr Admin on the sidebar (${language})`, async () => {
      const page = await pageIn(language, '/jobtitlelist');
      const menu = page.getByRole('navigation', { name: admin.menu.label });
      const hrAdmin = menu.locator('#sidebar-group-hrAdmin');
      await expect.poll(() => hrAdmin.getByRole('button', { name: admin.menu.jobTitle, exact: true }).count()).toBe(1);
      expect(await hrAdmin.getByRole('link', { name: admin.menu.jobTitleList, exact: true }).count()).toBe(1);
      // Nowhere else: the entry is not left at the bottom of the sidebar as well.
      expect(await menu.getByRole('link', { name: admin.menu.jobTitleList, exact: true }).count()).toBe(1);
      await page.context().close();
    }, 120_000);

    for (const width of [1440, 390])
      it(`shows the designation mapping's placeholders and the report's bar labels whole at ${width} px (${language})`, async () => {
        const page = await pageIn(language, WORKFORCE_PATHS.designations, width);
        const boxes = page.getByTestId('designation-row').locator('input');
        await expect.poll(() => boxes.count()).toBeGreaterThan(0);
        const placeholders = await Promise.all((await boxes.all()).map(shownWhole));
        expect(placeholders.filter((p) => !p.whole)).toEqual([]);
        expect(placeholders[0].text.length).toBeGreaterThan(0);
        const names = await Promise.all(
          (await page.getByTestId('designation-row').locator('label').all()).map(shownWhole),
        );
        expect(names.filter((name) => !name.whole)).toEqual([]);

        await page.goto(`${suite.server.url}${reportPath(SAMPLE, 'O')}`);
        const labels = page.locator('figure li > p:first-child');
        await expect.poll(() => labels.count()).toBeGreaterThan(0);
        const shown = await Promise.all((await labels.all()).map(shownWhole));
        expect(shown.filter((label) => !label.whole)).toEqual([]);
        expect(shown.map((label) => label.text)).toContain('HR Executive');
        await page.context().close();
      }, 180_000);
  }
});
