import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER } from '../support/e2eAccounts';
import { SAMPLE_HEADER, buildWorkbook, sampleRow } from '../support/estimation';
import en from '../../public/locales/en/estimation.json';
import { demoText } from '@domain/demo';
import ar from '../../public/locales/ar/estimation.json';

const fixture = (name: string) => path.resolve('tests/fixtures', name);
/** Intl puts no-break and direction marks into figures; compare them as plain text. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u200e\u200f\u061c]+/g, ' ').trim();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a select by its label (its accessible name also carries the current value) and takes an option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent().then(plain);
const cellOf = (page: Page, table: string, row: string, column: number) =>
  page
    .getByTestId(table)
    .locator('tr', { has: page.getByRole('rowheader', { name: row, exact: true }) })
    .locator('td')
    .nth(column)
    .textContent()
    .then(plain);

describe('estimation in the browser: upload, view, customise, report', () => {
  let page: Page;

  const suite = browserSuite();

  beforeAll(async () => {
    page = await suite.signedInPage(OWNER, '/estimationdetails', { viewport: { width: 1400, height: 1000 } });
  });

  it('refuses a broken workbook with its row and column, then uploads the HR sample for the organisation profile and lists it', async () => {
    await choose(page, en.select.profile, 'Riyadh head office');
    await expect.poll(() => text(page, 'fte-value')).toContain('1,417.00 hours a year per person');
    // A workbook with a word where a number belongs is refused with the row and column to fix.
    const broken = await buildWorkbook([SAMPLE_HEADER, sampleRow(1), sampleRow(2, { 9: 'ten' })]);
    await page.getByTestId('upload-input').setInputFiles({
      name: 'broken.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: broken,
    });
    const errors = page.getByTestId('upload-errors');
    await expect
      .poll(() => errors.locator('tbody tr').first().locator('td').allTextContents())
      .toEqual([
        '3',
        'Unit Time (minutes) per action',
        "Row 3, column 'Unit Time (minutes) per action': 'ten' is not a number",
      ]);
    expect(await page.getByTestId('files-O').getByText('broken.xlsx').count()).toBe(0);

    await page.getByTestId('upload-input').setInputFiles(fixture('hr-manpower-model.xlsx'));
    await expect.poll(() => text(page, 'upload-result')).toContain('hr-manpower-model.xlsx');
    // Stored all the same, with the row whose cached Annual Hours its inputs disagree with named.
    expect(await text(page, 'upload-result')).toContain(
      "Row 50: the workbook's Annual Hours (150) are used, but Activity Frequency × Unit Time × 12 ÷ 60 gives 200.",
    );
    await expect
      .poll(() => page.getByTestId('files-O').getByText('hr-manpower-model.xlsx', { exact: true }).count())
      .toBe(1);
  });

  it('shows the workbook in a grid with the JD columns marked', async () => {
    await page.getByRole('link', { name: 'View hr-manpower-model.xlsx' }).click();
    await page.waitForURL('**/estimationdetails?file=*');
    await expect.poll(() => page.locator('th[data-jd="true"]').count()).toBe(4);
    expect(await page.locator('[data-testid="sheet-grid"] tbody tr').count()).toBe(25);
    expect(await page.getByText('68 activities, 4 job title columns').count()).toBe(1);
    // Sorting by CHRO descending puts the largest CHRO share (70) first.
    const chro = page.getByRole('button', { name: /CHRO/ });
    await chro.click();
    await chro.click();
    await expect
      .poll(() => page.locator('[data-testid="sheet-grid"] tbody tr').first().locator('td').nth(6).textContent())
      .toBe('70');
  });

  it('customises one share, flags the row that no longer totals 100, and saves a C copy', async () => {
    await page.getByRole('link', { name: en.files.customise, exact: true }).click();
    await page.waitForURL('**mode=customise');
    const share = page.getByRole('textbox', { name: 'Share of CHRO in row 1', exact: true });
    await share.fill('40');
    const row = page.locator('tr[data-row="1"]');
    await expect.poll(() => row.getAttribute('data-off')).toBe('true');
    expect(plain(await row.locator('td').nth(10).textContent())).toContain('110');
    expect(await text(page, 'edit-count')).toBe('1 share changed');
    await page.getByRole('button', { name: en.customise.saveCopy }).click();
    await expect
      .poll(() => page.getByLabel(en.customise.copyName).inputValue())
      .toBe('hr-manpower-model - customised.xlsx');
    // The dialog names the row whose shares no longer total 100 before the copy is saved.
    const warning = plain(await page.getByTestId('save-copy-off-rows').textContent());
    expect(warning).toContain(en.customise.offRow.split('{{')[0].trim() + ' 1:');
    expect(warning).toContain('(110 %)');
    await page.getByRole('button', { name: en.customise.save, exact: true }).click();
    await page.waitForURL('**type=C');
    await expect.poll(() => page.getByRole('heading', { name: 'hr-manpower-model - customised.xlsx' }).count()).toBe(1);
  });

  it('reports the copy with the changed numbers while the original keeps its own', async () => {
    await page.getByRole('link', { name: en.files.report, exact: true }).click();
    await page.waitForURL('**/estimationreport?file=*');
    // 19915 + 5 hours (row 1: 50 h x 10 % more for the CHRO) over an FTE of 1417.
    await expect.poll(() => text(page, 'headline-resources')).toBe('14.06');
    expect(await cellOf(page, 'report-designations', 'CHRO', 0)).toBe('609.25');
    await page.getByRole('button', { name: en.files.original, exact: true }).click();
    await choose(page, en.select.file, 'hr-manpower-model.xlsx');
    await expect.poll(() => text(page, 'headline-resources')).toBe('14.05');
    expect(await cellOf(page, 'report-designations', 'CHRO', 0)).toBe('604.25');
    expect(await cellOf(page, 'report-designations', 'Total', 0)).toBe('19,915.00');
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      en.report.tab.fileData,
      en.report.tab.strategy,
      en.report.tab.tactical,
      en.report.tab.transactional,
    ]);
    await page.getByRole('tab', { name: en.report.tab.strategy }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: en.report.tab.strategy }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => text(page, 'headline-resources')).not.toBe('14.05');
  });

  it('does the same in Arabic: department profile, the operations sample, a customised copy and its report', async () => {
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto(`${suite.server.url}/estimationdetails`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await choose(page, ar.select.category, ar.category.department);
    // The demo organisation's names in Arabic; found by typing part of one.
    await page.getByRole('combobox', { name: ar.categoryElement.department, exact: true }).fill('الموارد');
    await page.getByRole('option', { name: demoText('Human Resources', 'ar'), exact: true }).click();
    await choose(page, ar.select.profile, demoText('HR standard week', 'ar'));
    await expect.poll(() => text(page, 'fte-value')).toContain('١٬٣٥٨٫٥٠ ساعة سنويًا للفرد');
    await page.getByTestId('upload-input').setInputFiles(fixture('ops-manpower-model.xlsx'));
    await expect
      .poll(() => page.getByTestId('files-O').getByText('ops-manpower-model.xlsx', { exact: true }).count())
      .toBe(1);

    await page.getByRole('link', { name: 'تخصيص ops-manpower-model.xlsx' }).click();
    await page.waitForURL('**mode=customise');
    await page.getByRole('textbox', { name: 'نسبة L2 Support Engineer في الصف ٣', exact: true }).fill('70');
    await expect.poll(() => page.locator('tr[data-row="3"]').getAttribute('data-off')).toBe('true');
    expect(await text(page, 'edit-count')).toBe('عُدّلت نسبة واحدة');
    await page.getByRole('button', { name: ar.customise.saveCopy }).click();
    await page.getByRole('button', { name: ar.customise.save, exact: true }).click();
    await page.waitForURL('**type=C');

    await page.getByRole('link', { name: ar.files.report, exact: true }).click();
    await page.waitForURL('**/estimationreport?file=*');
    // 60511.685 + 80 hours (row 3: 800 h x 10 % more) over the HR week's 1358.5.
    await expect.poll(() => text(page, 'headline-resources')).toBe('٤٤٫٦٠');
    expect(await cellOf(page, 'report-groups', 'Administration', 0)).toBe('٧٬٤٣٨٫٣٥');
    expect(await page.getByRole('columnheader', { name: ar.report.resources }).count()).toBe(2);
  });

  const LINKS = [
    {
      language: 'en',
      words: en,
      file: 'hr-manpower-model - customised.xlsx',
      category: en.category.organization,
      element: undefined,
      profile: 'Riyadh head office',
      resources: '14.06',
    },
    {
      language: 'ar',
      words: ar,
      file: 'ops-manpower-model - customised.xlsx',
      category: ar.category.department,
      element: { label: ar.categoryElement.department, name: demoText('Human Resources', 'ar') },
      profile: demoText('HR standard week', 'ar'),
      resources: '٤٤٫٦٠',
    },
  ] as const;

  it.each(LINKS)(
    'opens a report from a link in a fresh session ($language) with its category, element, FTE profile and file chosen',
    async ({ language, words, file, category, element, profile, resources }) => {
      const context = await suite.browser.newContext({ viewport: { width: 1400, height: 1000 } });
      await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      const linked = await context.newPage();
      const link = `/estimationreport?${new URLSearchParams({ file, type: 'C' }).toString()}`;
      await linked.goto(`${suite.server.url}${link}`);
      await linked.waitForURL('**/signin');
      await linked.locator('input[name="username"]').fill('owner@demo.local');
      await linked.locator('input[name="password"]').fill('Demo#12345');
      await linked.locator('form button[type="submit"]').click();
      await linked.waitForURL('**/estimationreport?file=*');
      await expect.poll(() => text(linked, 'headline-resources')).toBe(resources);
      const field = (label: string) => linked.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) });
      await expect.poll(() => field(words.select.file).textContent().then(plain)).toBe(file);
      expect(plain(await field(words.select.profile).textContent())).toBe(profile);
      expect(plain(await field(words.select.category).textContent())).toBe(category);
      if (element)
        expect(await linked.getByRole('combobox', { name: element.label, exact: true }).inputValue()).toBe(
          element.name,
        );
      expect(
        await linked.getByRole('button', { name: words.files.customisedOne, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await linked.getByRole('tab').allTextContents()).toEqual([
        words.report.tab.fileData,
        words.report.tab.strategy,
        words.report.tab.tactical,
        words.report.tab.transactional,
      ]);
      await context.close();
    },
  );
});
