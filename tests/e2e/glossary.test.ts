import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { PERMISSIONS } from '@domain/permissions';
import { browserSuite } from '../support/browserSuite';
import { OWNER } from '../support/e2eAccounts';
import { GLOSSARY } from '../support/glossary';
import enImport from '../../public/locales/en/import.json';
import arImport from '../../public/locales/ar/import.json';

const plain = (text: string | null) => (text ?? '').replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/g, ' ').trim();
const termOf = (term: string) => GLOSSARY.find((entry) => entry.term === term)!;
const DEPARTMENT = termOf('Department');
const SUB_DEPARTMENT = termOf('Sub-department');

/** Whether a text names `term` in `language` by the glossary's word, and not the other level's. */
function namesOnly(text: string, language: 'en' | 'ar', term: typeof DEPARTMENT, other: typeof DEPARTMENT) {
  const [is, isNot] = language === 'ar' ? [term.arabic, other.arabic] : [term.english, other.english];
  return { text, names: is.test(text), namesOther: isNot.test(text) };
}
const expected = (text: string) => ({ text, names: true, namesOther: false });
const textOf = async (locator: Locator) => plain(await locator.first().textContent());

/**
 * Department and Sub-department read as the glossary words on the screens where Arabic once used
 * القسم for both: the sidebar, the role grid and the import (its screen and the server's messages).
 */
describe('the glossary words on the sidebar, the role grid and the import, in English and Arabic', () => {
  const suite = browserSuite();

  for (const language of ['en', 'ar'] as const) {
    const words = language === 'ar' ? arImport : enImport;

    it(`names the two levels apart on the sidebar and the role grid (${language})`, async () => {
      const page = await suite.signedInPage(OWNER, '/dashboard', { viewport: { width: 1440, height: 1000 } });
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.goto(`${suite.server.url}/departmentlist`);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
      const group = (key: string) => textOf(page.locator(`[aria-controls="sidebar-group-${key}"]`));
      await expect.poll(() => group('department')).not.toBe('');
      const department = await group('department');
      expect(namesOnly(department, language, DEPARTMENT, SUB_DEPARTMENT)).toEqual(expected(department));
      expect(namesOnly(await group('subDepartment'), language, SUB_DEPARTMENT, DEPARTMENT)).toEqual(
        expected(await group('subDepartment')),
      );

      await page.goto(`${suite.server.url}/addrole`);
      const rowOf = (permission: (typeof PERMISSIONS)[number]) =>
        page.locator('tbody tr').nth(PERMISSIONS.indexOf(permission)).locator('th');
      await expect.poll(() => page.locator('tbody tr').count()).toBe(PERMISSIONS.length);
      const departmentRow = await textOf(rowOf('Department'));
      const subDepartmentRow = await textOf(rowOf('Sub-Department'));
      expect(namesOnly(departmentRow, language, DEPARTMENT, SUB_DEPARTMENT)).toEqual(expected(departmentRow));
      expect(namesOnly(subDepartmentRow, language, SUB_DEPARTMENT, DEPARTMENT)).toEqual(expected(subDepartmentRow));
      if (language === 'ar') expect([departmentRow, subDepartmentRow]).toEqual([DEPARTMENT.word, SUB_DEPARTMENT.word]);
      await page.context().close();
    }, 180_000);

    it(`names the sub-department a project file refers to by its glossary word in the import (${language})`, async () => {
      const page = await suite.signedInPage(OWNER, '/dashboard', { viewport: { width: 1440, height: 1000 } });
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.goto(`${suite.server.url}/import?kind=projects`);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
      const header = language === 'ar' ? 'الاسم,الوصف,القسم' : 'Name,Description,Sub-department';
      await page.getByTestId('import-file').setInputFiles({
        name: 'projects.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${header}\nGlossary check,,Marketing\n`),
      });
      await page.getByRole('button', { name: words.check, exact: true }).click();
      const problem = page.getByTestId('import-problem');
      await expect.poll(() => problem.count()).toBe(1);
      const text = await textOf(problem);
      expect(text).toContain('Marketing');
      expect(namesOnly(text, language, SUB_DEPARTMENT, DEPARTMENT)).toEqual(expected(text));
      await page.context().close();
    }, 180_000);
  }
});
