import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OWNER } from '../support/e2eAccounts';
import { browserSuite } from '../support/browserSuite';
import enWords from '../../public/locales/en/import.json';
import arWords from '../../public/locales/ar/import.json';

type Words = typeof enWords;
const plain = (text: string | null) => (text ?? '').replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/g, ' ').trim();
const stamp = Date.now().toString(36);

/** Per language: the file's headers, the server's words for a missing name, the screen's words, its digits. */
const RUNS = [
  {
    language: 'en',
    words: enWords,
    header: 'Name,Description',
    missingName: 'Name is required',
    done: '2 records were imported.',
    row: '3',
    column: 'Name',
  },
  {
    language: 'ar',
    words: arWords as unknown as Words,
    header: 'الاسم,الوصف',
    missingName: 'حقل الاسم مطلوب',
    done: 'استُورد سجلان.',
    row: '٣',
    column: 'الاسم',
  },
] as const;

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

describe('bulk import in the browser, in English and Arabic', () => {
  let page: Page;

  const suite = browserSuite();

  beforeAll(async () => {
    page = await suite.signedInPage(OWNER, '/import?kind=departments', { viewport: { width: 1300, height: 900 } });
  });

  for (const run of RUNS) {
    it(`${run.language}: lists a file's problems by row and column, then imports the fixed file`, async () => {
      const { words } = run;
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), run.language);
      await page.goto(`${suite.server.url}/import?kind=departments`);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(run.language === 'ar' ? 'rtl' : 'ltr');
      await page.locator('#main-content').getByRole('heading', { name: words.title, level: 1 }).waitFor();

      const first = `Imported ${run.language} ${stamp} A`;
      const second = `Imported ${run.language} ${stamp} B`;
      const file = page.getByTestId('import-file');
      await file.setInputFiles(csv('departments.csv', `${run.header}\n${first},ok\n,no name\n`));
      await page.getByRole('button', { name: words.check, exact: true }).click();
      const problem = page.getByTestId('import-problem');
      await expect.poll(() => problem.count()).toBe(1);
      const cells = (await problem.first().locator('td').allTextContents()).map(plain);
      expect(cells).toEqual([run.row, run.column, '—', run.missingName]);
      // A file with problems cannot be imported: only checked again once fixed.
      expect(await page.getByTestId('import-run').count()).toBe(0);

      await file.setInputFiles(csv('departments-fixed.csv', `${run.header}\n${first},ok\n${second},fixed\n`));
      await page.getByRole('button', { name: words.check, exact: true }).click();
      await page.getByTestId('import-run').click();
      const summary = page.getByTestId('import-summary');
      await summary.waitFor();
      expect(plain(await summary.textContent())).toContain(run.done);

      await summary.getByRole('link', { name: words.openList }).click();
      await page.waitForURL('**/departmentlist');
    }, 60_000);
  }
});
