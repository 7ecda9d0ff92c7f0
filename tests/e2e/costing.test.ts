import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, uploadSample } from '../support/e2eAccounts';
import { viewerPath } from '../../src/estimation/paths';
import en from '../../public/locales/en/estimation.json';
import ar from '../../public/locales/ar/estimation.json';
import serverEn from '../../public/locales/en/server.json';

/** Intl puts no-break and direction marks into amounts; compare them as plain text. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u200e\u200f\u061c]+/g, ' ').trim();
const SAMPLE = 'hr-manpower-model.xlsx';

const costOf = (page: Page, designation: string) =>
  page.locator(`tr[data-designation="${designation}"] td`).first().textContent().then(plain);
const reportCost = (page: Page, designation: string) =>
  page
    .getByTestId('report-designations')
    .locator('tr', { has: page.getByRole('rowheader', { name: designation, exact: true }) })
    .locator('td')
    .nth(2)
    .textContent()
    .then(plain);

describe('costing in the browser: costs per job title feed the report, in SAR', () => {
  let page: Page;

  const suite = browserSuite();

  beforeAll(async () => {
    await uploadSample(suite.server.url);
    page = await suite.signedInPage(OWNER, '/costing', { viewport: { width: 1400, height: 1000 } });
  });

  it('lists the job titles of the chosen file with its country and currency, none costed yet', async () => {
    await page.getByRole('combobox', { name: en.costing.chooseFile }).fill('hr-');
    await page.getByRole('option', { name: /hr-manpower-model\.xlsx/ }).click();
    await expect.poll(() => page.getByTestId('costing-currency').textContent()).toBe('SAR');
    expect(await page.getByText('Saudi Arabia', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.locator('tr[data-designation]').count()).toBe(4);
    expect(await costOf(page, 'CHRO')).toBe(en.costing.notSet);
  });

  it('adds a cost, edits it in a dialog whose file cannot change, and builds one from the monthly pay', async () => {
    await page.getByRole('button', { name: 'Set cost for CHRO' }).click();
    expect(await page.getByRole('textbox', { name: en.costing.file }).getAttribute('readonly')).not.toBeNull();
    await page.getByRole('textbox', { name: en.costing.annualCost }).fill('500000');
    await page.getByRole('button', { name: en.costing.save, exact: true }).click();
    await expect.poll(() => costOf(page, 'CHRO')).toBe('SAR 500,000.00');

    await page.getByRole('button', { name: 'Edit the cost of CHRO' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: en.costing.file }).inputValue()).toBe(SAMPLE);
    await page.getByRole('textbox', { name: en.costing.annualCost }).fill('600,000');
    await page.getByRole('button', { name: en.costing.save, exact: true }).click();
    await expect.poll(() => costOf(page, 'CHRO')).toBe('SAR 600,000.00');

    await page.getByRole('button', { name: 'Set cost for HR Executive' }).click();
    await page.getByLabel(en.costing.useBreakdown).check();
    await page.getByRole('textbox', { name: en.costing.monthlyBasic }).fill('10000');
    await page.getByRole('textbox', { name: en.costing.housing }).fill('2500');
    await page.getByRole('textbox', { name: en.costing.otherAllowances }).fill('500');
    // A fraction where a percentage is asked is refused, not saved as 0.12 %.
    await page.getByRole('textbox', { name: en.costing.rate }).fill('0.12');
    await page.getByRole('button', { name: en.costing.save, exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(en.costing.problem.fraction);
    await page.getByRole('textbox', { name: en.costing.rate }).fill('12');
    // 12 x (10000 + 2500 + 500) x 1.12, shown while typing.
    await expect.poll(() => page.getByTestId('cost-preview').textContent().then(plain)).toContain('SAR 174,720.00');
    await page.getByRole('button', { name: en.costing.save, exact: true }).click();
    await expect.poll(() => costOf(page, 'HR Executive')).toContain('SAR 174,720.00');
  });

  it('says so when the cost was saved by someone else since the dialog opened, and keeps their cost', async () => {
    await page.getByRole('button', { name: 'Edit the cost of CHRO' }).click();
    await page.getByRole('textbox', { name: en.costing.annualCost }).fill('620000');
    // Meanwhile someone else saves the cost, through /api/v1 as the screen does.
    const status = await page.evaluate(async (fileName) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        'Content-Type': 'application/json',
      };
      const list = await fetch(`/api/v1/costs?range=${encodeURIComponent('[0,999]')}`, { headers });
      const costs = (await list.json()) as Array<{
        id: number;
        fileName: string;
        designationName: string;
        version: number;
      }>;
      const chro = costs.find((c) => c.fileName === fileName && c.designationName === 'CHRO')!;
      const body = JSON.stringify({ fileName, designationName: 'CHRO', cost: 610000, version: chro.version });
      return (await fetch(`/api/v1/costs/${chro.id}`, { method: 'PUT', headers, body })).status;
    }, SAMPLE);
    expect(status).toBe(200);
    await page.getByRole('button', { name: en.costing.save, exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(serverEn.errors.staleRecord);
    await page.getByRole('button', { name: en.cancel, exact: true }).click();
    await page.reload();
    await expect.poll(() => costOf(page, 'CHRO')).toBe('SAR 610,000.00');
    // Back to the figure the report below expects, over the version now read.
    await page.getByRole('button', { name: 'Edit the cost of CHRO' }).click();
    await page.getByRole('textbox', { name: en.costing.annualCost }).fill('600000');
    await page.getByRole('button', { name: en.costing.save, exact: true }).click();
    await expect.poll(() => costOf(page, 'CHRO')).toBe('SAR 600,000.00');
  });

  it('deletes a cost once its undo notice has closed', async () => {
    await page.getByRole('button', { name: 'Set cost for Asst. Manager' }).click();
    await page.getByRole('textbox', { name: en.costing.annualCost }).fill('1000');
    await page.getByRole('button', { name: en.costing.save, exact: true }).click();
    await expect.poll(() => costOf(page, 'Asst. Manager')).toBe('SAR 1,000.00');
    await page.getByRole('button', { name: 'Delete the cost of Asst. Manager' }).click();
    await expect.poll(() => costOf(page, 'Asst. Manager')).toBe(en.costing.notSet);
    // The server's own message comes once the notice offering Undo has closed.
    await expect.poll(() => page.getByText(/in ".*" was deleted\./).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await costOf(page, 'Asst. Manager')).toBe(en.costing.notSet);
  });

  it('shows the costs and their total in the report, and names the job titles still without one', async () => {
    await page.getByRole('link', { name: en.costing.openReport }).click();
    await page.waitForURL('**/estimationreport?file=*');
    // CHRO: 604.25 / 1417 x 600000; HR Executive: 7385.95 / 1417 x 174720.
    await expect.poll(() => reportCost(page, 'CHRO')).toBe('SAR 255,857.45');
    expect(await reportCost(page, 'HR Executive')).toBe('SAR 910,707.96');
    expect(await page.getByTestId('headline-cost').textContent().then(plain)).toBe('SAR 1,166,565.41');
    expect(plain(await page.getByTestId('missing-costs').textContent())).toContain(
      'People & OD Manager and Asst. Manager',
    );
  });

  it('writes the same amounts in Arabic, with Arabic-Indic digits and the currency code', async () => {
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.reload();
    await expect.poll(() => page.getByTestId('headline-cost').textContent().then(plain)).toBe('١٬١٦٦٬٥٦٥٫٤١ SAR');
    expect(await reportCost(page, 'CHRO')).toBe('٢٥٥٬٨٥٧٫٤٥ SAR');
    expect(await page.getByRole('columnheader', { name: ar.report.annualCost }).count()).toBe(1);
    await page.getByRole('link', { name: ar.report.setCosts }).click();
    await page.waitForURL('**/costing?file=*');
    // The address names the file (…?file=hr-manpower-model.xlsx) and still opens the page when reloaded.
    await page.reload();
    await expect.poll(() => costOf(page, 'CHRO')).toBe('٦٠٠٬٠٠٠٫٠٠ SAR');
    expect(await costOf(page, 'People & OD Manager')).toBe(ar.costing.notSet);

    // The rate is a percentage in Arabic too: 0.12 is refused with the Arabic message, 12 gives 12 %.
    await page
      .getByRole('button', { name: ar.costing.addFor.replace('{{designation}}', 'People & OD Manager') })
      .click();
    await page.getByLabel(ar.costing.useBreakdown).check();
    await page.getByRole('textbox', { name: ar.costing.monthlyBasic }).fill('8000');
    await page.getByRole('textbox', { name: ar.costing.housing }).fill('2000');
    await page.getByRole('textbox', { name: ar.costing.otherAllowances }).fill('1000');
    await page.getByRole('textbox', { name: ar.costing.rate }).fill('0.12');
    await page.getByRole('button', { name: ar.costing.save, exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(ar.costing.problem.fraction);
    await page.getByRole('textbox', { name: ar.costing.rate }).fill('12');
    // 12 x (8000 + 2000 + 1000) x 1.12 = 147,840, the figure the issue expected.
    await page.getByRole('button', { name: ar.costing.save, exact: true }).click();
    await expect.poll(() => costOf(page, 'People & OD Manager')).toContain('١٤٧٬٨٤٠٫٠٠ SAR');
  });
  it('starts a customised copy with the costs of its original, and a cost changed on the copy stays its own', async () => {
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto(`${suite.server.url}${viewerPath(SAMPLE, 'O', true)}`);
    await page.getByRole('textbox', { name: 'Share of CHRO in row 1', exact: true }).fill('40');
    await page.getByRole('button', { name: en.customise.saveCopy }).click();
    await page.getByLabel(en.customise.copyName).fill('hr-manpower-model - costs kept.xlsx');
    await page.getByRole('button', { name: en.customise.save, exact: true }).click();
    await page.waitForURL('**type=C');
    await page.getByRole('link', { name: en.files.report, exact: true }).click();
    await page.waitForURL('**/estimationreport?file=*');
    // CHRO: (604.25 + 5) / 1417 x 600000, the original's cost carried over.
    await expect.poll(() => reportCost(page, 'CHRO')).toBe('SAR 257,974.59');
    expect(await reportCost(page, 'HR Executive')).toBe('SAR 910,707.96');
    expect(plain(await page.getByTestId('missing-costs').textContent())).toContain('Asst. Manager');
    expect(plain(await page.getByTestId('missing-costs').textContent())).not.toContain('CHRO');
    // The same carried-over costs in Arabic.
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.reload();
    await expect.poll(() => reportCost(page, 'CHRO')).toBe('٢٥٧٬٩٧٤٫٥٩ SAR');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.reload();
    await expect.poll(() => reportCost(page, 'CHRO')).toBe('SAR 257,974.59');

    // The copy's own cost changes; the original's stays 600,000.
    await page.getByRole('link', { name: en.report.setCosts }).click();
    await page.waitForURL('**/costing?file=*');
    await page.getByRole('button', { name: 'Edit the cost of CHRO' }).click();
    await page.getByRole('textbox', { name: en.costing.annualCost }).fill('700000');
    await page.getByRole('button', { name: en.costing.save, exact: true }).click();
    await expect.poll(() => costOf(page, 'CHRO')).toBe('SAR 700,000.00');
    await page.goto(`${suite.server.url}/costing?file=${encodeURIComponent(SAMPLE)}`);
    await expect.poll(() => costOf(page, 'CHRO')).toBe('SAR 600,000.00');
  });
});
