import { readFileSync, mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import arCommon from '../../public/locales/ar/common.json';
import arAdmin from '../../public/locales/ar/admin.json';
import { browserSuite } from '../support/browserSuite';
import { OWNER, call, signIn, tokenOf } from '../support/e2eAccounts';

const SHOTS = 'test-results/format';
const SAMPLE = 'hr-manpower-model.xlsx';
const PHONE = '+966 11 000 0000';
/** Intl puts a no-break space between an amount and its currency code. */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

/** The HR sample for the Riyadh profile (SAR), with a cost for the CHRO, through the API. */
async function sampleWithCost(url: string): Promise<void> {
  const token = await tokenOf(url, OWNER);
  const { body: profiles } = await call(url, '/api/EstimationApi/GetSubCategoryDropdown/organization', { token });
  const riyadh = profiles.find((p) => p.name === 'Riyadh head office');
  const form = new FormData();
  form.append('Category', 'organization');
  form.append('OrganizationFteId', String(riyadh?.id));
  form.append('UploadedFile', new Blob([readFileSync(`tests/fixtures/${SAMPLE}`)]), SAMPLE);
  const upload = await fetch(`${url}/api/EstimationApi/AddFile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`upload: ${upload.status}`);
  const cost = await call(url, '/api/Costing/AddCosting', {
    token,
    body: { fileName: SAMPLE, designationName: 'CHRO', cost: 600000 },
  });
  if (cost.status !== 200) throw new Error(`cost: ${cost.status} ${JSON.stringify(cost.body)}`);
}

/** Where a character of an element's text is drawn, left to right on the screen. */
const xOf = (element: Locator, index: number) =>
  element.evaluate((node, i) => {
    const range = document.createRange();
    const text = node.firstChild?.nodeType === Node.TEXT_NODE ? node.firstChild : node.firstChild?.firstChild;
    range.setStart(text as Node, i);
    range.setEnd(text as Node, i + 1);
    return range.getBoundingClientRect().x;
  }, index);

describe('an Arabic page reads figures, dates and left-to-right text as an Arabic reader expects', () => {
  let page: Page;

  const suite = browserSuite();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    await sampleWithCost(suite.server.url);
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await signIn(page, suite.server.url, OWNER, '/employeesdetail');
  });

  it('shows the phone number in its own order, the joining date with its Hijri form, in Arabic-Indic digits', async () => {
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const row = page.getByRole('row').filter({ hasText: 'Sara' });
    // The list: e-mail and phone isolated, the date Gregorian then Hijri, the page range in the same digits.
    await expect.poll(() => row.locator('bdi[dir="ltr"]', { hasText: PHONE }).count()).toBe(1);
    expect(await row.locator('[data-date="2019-03-10"]').textContent()).toBe('١٠ مارس ٢٠١٩(٣ رجب ١٤٤٠ هـ)');
    expect(await page.getByText(/^١-\S+ من \S+$/u).count()).toBe(1);
    await row.getByText('Sara Al-Qahtani').click();
    await page.waitForURL('**/UserDetail?userId=*');

    const phone = page.locator('bdi[dir="ltr"]', { hasText: PHONE });
    await expect.poll(() => phone.count()).toBe(1);
    expect(await phone.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    // Drawn left to right: "+966" at the left end, the last "0000" at the right (not "0000 000 11 966+").
    expect(await xOf(phone, 0)).toBeLessThan(await xOf(phone, PHONE.length - 1));
    const joined = page.locator('[data-date="2019-03-10"]');
    expect(await joined.locator('[data-calendar="hijri"]').textContent()).toBe('(٣ رجب ١٤٤٠ هـ)');
    expect(await joined.textContent()).toContain('١٠ مارس ٢٠١٩');
    await page.screenshot({ path: `${SHOTS}/user-detail-ar.png`, fullPage: true });
  });

  it('writes an amount with its currency code in Arabic-Indic digits, left to right', async () => {
    await page.goto(`${suite.server.url}/costing?file=${SAMPLE}`);
    const amount = page.locator('tr[data-designation="CHRO"] td bdi[dir="ltr"]');
    await expect.poll(() => amount.textContent().then(spaced)).toBe('٦٠٠٬٠٠٠٫٠٠ SAR');
    await page.screenshot({ path: `${SHOTS}/costing-ar.png`, fullPage: true });
  });

  it('switches to Latin digits from the profile menu, for every figure, and keeps the choice after a reload', async () => {
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitemradio', { name: arCommon.digits.latn.replace('{{sample}}', '123') }).click();
    const amount = page.locator('tr[data-designation="CHRO"] td bdi[dir="ltr"]');
    await expect.poll(() => amount.textContent().then(spaced)).toBe('600,000.00 SAR');
    expect(await page.evaluate(() => localStorage.getItem('digits'))).toBe('latn');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(() => amount.textContent().then(spaced)).toBe('600,000.00 SAR');

    await page.goto(`${suite.server.url}/employeesdetail`);
    const row = page.getByRole('row').filter({ hasText: 'Sara' });
    await expect.poll(() => row.locator('[data-date="2019-03-10"]').textContent()).toBe('10 مارس 2019(3 رجب 1440 هـ)');
    expect(await page.getByText(/^1-\d+ من \d+$/u).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/employees-ar-latin.png`, fullPage: true });
  });

  it('chooses the digits again in My profile, beside the language', async () => {
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: arAdmin.profileMenu.myProfile }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: arCommon.digits.title }).click();
    await page.getByRole('option', { name: arCommon.digits.arab.replace('{{sample}}', '١٢٣') }).click();
    await dialog.getByRole('button', { name: arAdmin.profileMenu.save, exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('digits'))).toBe('arab');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByText(/^١-[٠-٩]+ من [٠-٩]+$/u).count()).toBe(1);
  });
});
