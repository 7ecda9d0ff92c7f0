import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OWNER, signIn } from '../support/e2eAccounts';
import { browserSuite } from '../support/browserSuite';
import enImport from '../../public/locales/en/import.json';
import arImport from '../../public/locales/ar/import.json';
import enAdmin from '../../public/locales/en/admin.json';
import arAdmin from '../../public/locales/ar/admin.json';

const plain = (text: string | null) => (text ?? '').replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/g, ' ').trim();
const stamp = Date.now().toString(36);
const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

const RUNS = [
  { language: 'en', words: enImport, ra: enAdmin.ra, header: 'Name,Description', problems: 'Problems' },
  {
    language: 'ar',
    words: arImport as unknown as typeof enImport,
    ra: arAdmin.ra as unknown as typeof enAdmin.ra,
    header: 'الاسم,الوصف',
    problems: 'المشكلات',
  },
] as const;

describe('list conventions and the import round trip, in English and Arabic', () => {
  const suite = browserSuite();
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    await signIn(page, suite.server.url, OWNER, '/departmentlist', '/departmentlist');
  });

  const open = async (language: string, path: string) => {
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.goto(`${suite.server.url}${path}`);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
  };
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });

  for (const run of RUNS) {
    const kept = `Kept ${run.language} ${stamp}`;

    it(`${run.language}: updates by name in a second import, its failing rows downloaded, fixed and uploaded again`, async () => {
      const { words } = run;
      await open(run.language, '/import?kind=departments');
      const file = page.getByTestId('import-file');
      await file.setInputFiles(csv('first.csv', `${run.header}\n${kept},first\n`));
      await page.getByRole('button', { name: words.check, exact: true }).click();
      await page.getByTestId('import-run').click();
      await page.getByTestId('import-summary').waitFor();

      // The same name again, with a row to fix: refused as taken until updating is chosen.
      await file.setInputFiles(csv('second.csv', `${run.header}\n${kept},second\n,no name\n`));
      await page.getByRole('checkbox', { name: words.updateExisting.structure }).check();
      await page.getByRole('button', { name: words.check, exact: true }).click();
      await expect.poll(() => page.getByTestId('import-problem').count()).toBe(1);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('import-failing-rows').click(),
      ]);
      const failing = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(failing[0]).toBe(`${run.header},${run.problems}`);
      expect(failing).toHaveLength(2);

      // Fixed: the name filled in, the whole file with the updated row checked again.
      const fixedName = `Fixed ${run.language} ${stamp}`;
      await file.setInputFiles(csv('fixed.csv', `${run.header}\n${kept},second\n${fixedName},fixed\n`));
      await page.getByRole('button', { name: words.check, exact: true }).click();
      await expect
        .poll(async () => plain(await page.getByTestId('import-plan').textContent()))
        .toBe(
          plain(
            words.plan
              .replace('{{create}}', run.language === 'ar' ? '١' : '1')
              .replace('{{update}}', run.language === 'ar' ? '١' : '1'),
          ),
        );
      await page.getByTestId('import-run').click();
      await page.getByTestId('import-summary').waitFor();

      await open(run.language, `/departmentlist`);
      await page.getByRole('textbox').first().fill(stamp);
      await expect.poll(() => rowOf(kept).textContent().then(plain)).toContain('second');
      expect(await rowOf(fixedName).count()).toBe(1);
    }, 180_000);

    it(`${run.language}: a deleted department comes back on Undo, and a saved query stays after a reload`, async () => {
      await open(run.language, '/departmentlist');
      await page.getByRole('textbox').first().fill(kept);
      await expect.poll(() => rowOf(kept).count()).toBe(1);
      await rowOf(kept).getByRole('button', { name: run.ra.action.delete }).click();
      await expect.poll(() => rowOf(kept).count()).toBe(0);
      await page.getByRole('button', { name: run.ra.action.undo }).click();
      await expect.poll(() => rowOf(kept).count()).toBe(1);
      await page.reload();
      await expect.poll(() => rowOf(kept).count(), { timeout: 30_000 }).toBe(1);

      const query = `Mine ${run.language} ${stamp}`;
      await page.getByRole('button', { name: run.ra.saved_queries.new_label }).click();
      await page.getByRole('dialog').getByRole('textbox').fill(query);
      await page.getByRole('dialog').getByRole('button', { name: run.ra.action.save }).click();
      await page.reload();
      await page.getByText(query, { exact: true }).waitFor();
    }, 180_000);
  }
});
