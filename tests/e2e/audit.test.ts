import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tools/harness/browser';
import { startServer, type RunningServer } from '../support/server';
import { OWNER, call, tokenOf, uploadSample } from '../support/e2eAccounts';
import en from '../../public/locales/en/admin.json';
import ar from '../../public/locales/ar/admin.json';

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 });
const arabicDigits = (n: number) => String(n).replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
/** The trail filtered by `filter` alone (react-admin otherwise restores the filters last used). */
const trailOf = (url: string, filter: Record<string, string> = {}) =>
  `${url}/audittrail?filter=${encodeURIComponent(JSON.stringify(filter))}`;
/** A text as read, without the isolates around the names it holds. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

/** A record's history from its own page, and the audit screen's filters, in English and Arabic. */
describe('audit trail in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let departmentId: number;

  beforeAll(async () => {
    server = await startServer();
    token = await tokenOf(server.url, OWNER);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.setDefaultTimeout(60_000);
    await page.goto(`${server.url}/audittrail`);
    await page.waitForURL('**/signin');
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/audittrail');
  }, 120_000);
  /** The sentences of the entries on screen, as read. */
  const sentences = async () => (await page.getByTestId('audit-sentence').allTextContents()).map(plain);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // A new organisation's trail holds its owner's sign-ins (filed under it since sign-ins name their
  // organisation); its changes alone are empty until a record is saved.
  it('says what a trail with no change yet will hold, its filters on screen (English and Arabic)', async () => {
    for (const [language, words] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.goto(trailOf(server.url));
      await eventually(() => page.locator('html').getAttribute('lang')).toBe(language);
      await eventually(() => sentences()).toContain(words.audit.sentences.login_success);
      await page.goto(trailOf(server.url, { family: 'changes' }));
      await eventually(() => page.getByTestId('audit-empty').count()).toBe(1);
      expect(await page.getByTestId('audit-empty').textContent()).toBe(words.audit.empty);
      await page.getByRole('combobox', { name: words.audit.filters.family }).waitFor();
      await page.getByRole('textbox', { name: words.audit.filters.name }).waitFor();
    }
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  });

  describe('after changes', () => {
    beforeAll(async () => {
      const created = await call(server.url, '/api/DepartmentAPI/AddEdit', { token, body: { name: 'Audit Desk' } });
      departmentId = Number((created.body.data as { id: number }).id);
      await call(server.url, '/api/DepartmentAPI/AddEdit', {
        token,
        body: { id: departmentId, name: 'Audit Office', description: 'Renamed' },
      });
      await uploadSample(server.url);
      await page.goto(`${server.url}/departments/${departmentId}/show`);
    }, 120_000);

    it('opens a department’s history from its page, and filters the trail by event (English)', async () => {
      await page.getByRole('link', { name: en.audit.history }).click();
      await page.waitForURL('**/audittrail?**');
      const rows = page.locator('tbody tr');
      await eventually(() => rows.count()).toBe(2);
      await eventually(() => rows.nth(0).textContent()).toContain('Name: Audit Desk → Audit Office');
      expect(await sentences()).toEqual([
        `Changed Department “Audit Office” (#${departmentId})`,
        `Created Department “Audit Office” (#${departmentId})`,
      ]);
      expect(await rows.nth(1).textContent()).toContain('Name: — → Audit Desk');
      expect(await rows.nth(1).textContent()).toContain(OWNER.email);

      await page.getByRole('combobox', { name: en.audit.filters.family }).click();
      await page.getByRole('option', { name: en.audit.families.signIns }).click();
      await eventually(() => rows.count()).toBe(0);
      await page.getByRole('combobox', { name: en.audit.filters.family }).click();
      await page.getByRole('option', { name: en.audit.families.changes }).click();
      await eventually(() => rows.count()).toBe(2);
    });

    it('opens a person’s history from their page, and an FTE profile’s from its dialog (English)', async () => {
      await page.goto(`${server.url}/employeesdetail`);
      const person = page.locator('a[href*="/UserDetail?userId="]').first();
      const userId = new URL(String(await person.getAttribute('href')), server.url).searchParams.get('userId');
      await person.click();
      await page.waitForURL('**/UserDetail?userId=**');
      const history = page.getByRole('link', { name: en.audit.history });
      const filter = (href: string | null) =>
        JSON.parse(new URL(String(href), server.url).searchParams.get('filter') ?? '{}') as Record<string, string>;
      expect(filter(await history.getAttribute('href'))).toEqual({ resource: 'employees', recordId: userId });

      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('button', { name: 'Edit' }).first().click();
      const dialog = page.getByRole('dialog');
      const fteHistory = dialog.getByRole('link', { name: en.audit.history });
      await fteHistory.waitFor();
      expect(filter(await fteHistory.getAttribute('href')).resource).toBe('fte.organization');
      await fteHistory.click();
      await page.waitForURL('**/audittrail?**');
    });

    it('reads the same history in Arabic, with Arabic-Indic digits, and filters by person and dates', async () => {
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
      await page.goto(`${server.url}/departments/${departmentId}/show`);
      await eventually(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('link', { name: ar.audit.history }).click();
      await page.waitForURL('**/audittrail?**');
      const rows = page.locator('tbody tr');
      await eventually(() => rows.count()).toBe(2);
      const first = plain(await rows.nth(0).textContent());
      expect(first).toContain(`عدّل الإدارة «Audit Office» (رقم ${arabicDigits(departmentId)})`);
      expect(first).toContain(`${ar.audit.fields.name}: Audit Desk → Audit Office`);

      // The whole trail (no record chosen): by the owner's email and today's date, nobody else's.
      await page.goto(trailOf(server.url));
      await page.getByRole('textbox', { name: ar.audit.filters.person }).fill('nobody@else');
      await eventually(() => rows.count()).toBe(0);
      await page.getByRole('textbox', { name: ar.audit.filters.person }).fill(OWNER.email);
      await eventually(() => rows.count()).toBeGreaterThanOrEqual(2);
      // The day is chosen in the reader's order and digits, not the browser's mm/dd/yyyy mask.
      const today = new Date();
      const day = page.locator('#field-from-day');
      expect(await day.locator('option').nth(1).textContent()).toBe('١');
      await page.locator('#field-from-year').selectOption(String(today.getUTCFullYear()));
      await page.locator('#field-from-month').selectOption(String(today.getUTCMonth() + 1));
      await day.selectOption(String(today.getUTCDate()));
      await eventually(() => rows.count()).toBeGreaterThanOrEqual(2);
      await page.getByRole('combobox', { name: ar.audit.filters.resource }).click();
      await page.getByRole('option', { name: ar.audit.resources.departments, exact: true }).click();
      await eventually(() => rows.count()).toBe(2);
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    });

    it('reads a workbook’s upload in the reader’s words: every field named, keys as words', async () => {
      const workbooks = `${server.url}/audittrail?filter=${encodeURIComponent(JSON.stringify({ resource: 'workbooks' }))}`;
      const changes = page.locator('[data-testid="audit-changes"]').first();
      for (const [language, lines] of [
        [
          'en',
          [
            'Country: — → Saudi Arabia',
            'Category: — → Organization',
            'File type: — → Original',
            'Activity rows: — → 68',
          ],
        ],
        [
          'ar',
          ['الدولة: — → المملكة العربية السعودية', 'الفئة: — → المنشأة', 'نوع الملف: — → أصلي', 'صفوف الأنشطة: — → ٦٨'],
        ],
      ] as const) {
        await page.evaluate((l) => localStorage.setItem('i18nextLng', l), language);
        await page.goto(workbooks);
        await eventually(() => changes.textContent()).toContain(lines[0]);
        const text = (await changes.textContent()) ?? '';
        for (const line of lines) expect(text).toContain(line);
        // No field is shown by its name in the code.
        expect(text).not.toMatch(/rowCount|fileType|fteProfileId/);
      }
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    });

    it('reads the id of another record in a change as that record’s name now (English and Arabic)', async () => {
      const sub = await call(server.url, '/api/SubDepartmentAPI/AddEditSubDepartment', {
        token,
        body: { name: 'Audit Payroll', departmentId },
      });
      const subId = Number((sub.body.data as { id: number }).id);
      const history = trailOf(server.url, { resource: 'subDepartments', recordId: String(subId) });
      const changes = page.getByTestId('audit-changes').first();
      for (const [language, line] of [
        ['en', `: — → “Audit Office” (#${departmentId})`],
        ['ar', `: — → «Audit Office» (رقم ${arabicDigits(departmentId)})`],
      ] as const) {
        await page.evaluate((l) => localStorage.setItem('i18nextLng', l), language);
        await page.goto(history);
        await eventually(async () => plain(await changes.textContent())).toContain(line);
        expect(plain(await changes.textContent())).not.toContain('departmentId');
      }
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    });

    it('reads entries as sentences: searched by record name, a deleted record named, exports by event (English and Arabic)', async () => {
      const gone = await call(server.url, '/api/DepartmentAPI/AddEdit', { token, body: { name: 'Gone Desk' } });
      const goneId = Number((gone.body.data as { id: number }).id);
      expect((await call(server.url, `/api/DepartmentAPI/Delete/${goneId}`, { token, method: 'DELETE' })).status).toBe(
        200,
      );
      const exported = await fetch(`${server.url}/api/PersonalData/me?format=csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(exported.status).toBe(200);
      const ownerId = Number(JSON.parse(atob(token.split('.')[1])).sub ?? 0);
      const goneHistory = trailOf(server.url, { resource: 'departments', recordId: String(goneId) });
      const expected = {
        en: {
          searched: [
            `Changed Department “Audit Office” (#${departmentId})`,
            `Created Department “Audit Office” (#${departmentId})`,
          ],
          gone: [
            `Deleted Department “Gone Desk” (#${goneId}, deleted)`,
            `Created Department “Gone Desk” (#${goneId}, deleted)`,
          ],
          exported: 'Exported the personal data of “Demo Owner”',
        },
        ar: {
          searched: [
            `عدّل الإدارة «Audit Office» (رقم ${arabicDigits(departmentId)})`,
            `أنشأ الإدارة «Audit Office» (رقم ${arabicDigits(departmentId)})`,
          ],
          gone: [
            `حذف الإدارة «Gone Desk» (رقم ${arabicDigits(goneId)}، محذوف)`,
            `أنشأ الإدارة «Gone Desk» (رقم ${arabicDigits(goneId)}، محذوف)`,
          ],
          exported: 'صدّر البيانات الشخصية لـ «Demo Owner»',
        },
      };
      for (const [language, words] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        await page.evaluate((l) => localStorage.setItem('i18nextLng', l), language);
        await page.goto(trailOf(server.url));
        await eventually(() => page.locator('html').getAttribute('lang')).toBe(language);
        // The name the record has now finds its whole history, under its former name too.
        await page.getByRole('textbox', { name: words.audit.filters.name }).fill('audit off');
        await eventually(() => sentences()).toEqual(expected[language].searched);
        await page.getByRole('textbox', { name: words.audit.filters.name }).fill('');

        await page.getByRole('combobox', { name: words.audit.filters.family }).click();
        await page.getByRole('option', { name: words.audit.families.exports }).click();
        await eventually(() => sentences()).toHaveLength(1);
        const [sentence] = await sentences();
        expect(sentence.startsWith(expected[language].exported)).toBe(true);
        if (ownerId) expect(sentence).toContain(language === 'ar' ? arabicDigits(ownerId) : `#${ownerId}`);
        expect(sentence).toMatch(/CSV$/);

        await page.goto(goneHistory);
        await eventually(() => sentences()).toEqual(expected[language].gone);
        // No raw key, field name or JSON anywhere on the page.
        const text = (await page.locator('tbody').textContent()) ?? '';
        expect(text).not.toMatch(/departments\.|user\.exported|createdBy|\{"/);
      }
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    });
  });
});
