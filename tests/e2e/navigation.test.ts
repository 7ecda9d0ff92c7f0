import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { demoText } from '@domain/demo';
import { OWNER, SUPER_ADMIN, call, createEmployee, createRole, tokenOf } from '../support/e2eAccounts';
import enAdmin from '../../public/locales/en/admin.json';
import arAdmin from '../../public/locales/ar/admin.json';
import enCommon from '../../public/locales/en/common.json';
import arCommon from '../../public/locales/ar/common.json';
import enMarketing from '../../public/locales/en/marketing.json';
import arMarketing from '../../public/locales/ar/marketing.json';
import enPeople from '../../public/locales/en/people.json';
import arPeople from '../../public/locales/ar/people.json';
import enWorkforce from '../../public/locales/en/workforce.json';
import arWorkforce from '../../public/locales/ar/workforce.json';

const WORDS = {
  en: { admin: enAdmin, common: enCommon, marketing: enMarketing, people: enPeople, workforce: enWorkforce },
  ar: { admin: arAdmin, common: arCommon, marketing: arMarketing, people: arPeople, workforce: arWorkforce },
};
type Language = keyof typeof WORDS;
const LANGUAGES: Language[] = ['en', 'ar'];
const SHOTS = 'test-results/navigation';

const shows = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

let serial = 0;
const unique = (what: string) => `${what}-${Date.now()}-${++serial}`;

/** A signed-out visitor's browser in a language (detected from the browser, as a newcomer's would be). */
function contextIn(browser: Browser, language: Language): Promise<BrowserContext> {
  return browser.newContext({ locale: language === 'ar' ? 'ar-SA' : 'en-GB', viewport: { width: 1400, height: 1000 } });
}

/** Signs in on /signin itself (nowhere to go back to) and answers where sign-in leads. */
async function signInDirectly(page: Page, url: string, account: { email: string; password: string }) {
  page.setDefaultNavigationTimeout(90_000);
  page.setDefaultTimeout(60_000);
  await page.goto(`${url}/signin`);
  await page.locator('input[name="username"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((address) => !address.pathname.startsWith('/signin'));
}

/** An employee of the demo organisation whose role holds exactly `grants`. */
async function employeeWith(url: string, grants: Parameters<typeof createRole>[3]) {
  const ownerToken = await tokenOf(url, OWNER);
  const roleId = await createRole(url, ownerToken, unique('Role'), grants);
  const person = { email: `${unique('person')}@demo.local`, password: 'Person#123' };
  await createEmployee(url, ownerToken, { ...person, roleId });
  return person;
}

/** A company signed up through the public form's endpoint, waiting for the Super Admin. */
async function signUp(url: string, company: string) {
  const email = `${unique('founder')}@${company.toLowerCase().replace(/\W+/g, '')}.example`;
  const password = 'Founder#1';
  const form = new FormData();
  const fields = {
    firstName: 'Huda',
    lastName: 'Fares',
    email,
    password,
    confirmPassword: password,
    address: 'Olaya Street',
    phoneNumber: '0500000001',
    country: 'Saudi Arabia',
    city: 'Riyadh',
    companyName: company,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${url}/api/AuthenticationAPI/Register`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`sign-up of ${company}: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: number } };
  return { id: Number(data.id), email, password };
}

describe('landing, refusals, the 404 pages, the sidebar, the Super Admin and the first-run checklist', () => {
  const suite = browserSuite();

  for (const language of LANGUAGES) {
    const words = WORDS[language];

    it(`lands a role without FTE profiles on the first screen it may use (${language})`, async () => {
      const person = await employeeWith(suite.server.url, { Department: ['View', 'Add'], Costing: ['View'] });
      const context = await contextIn(suite.browser, language);
      const page = await context.newPage();
      await signInDirectly(page, suite.server.url, person);
      await page.waitForURL('**/departmentlist');
      await shows(page, demoText('Human Resources', language));
      // Opening /dashboard by hand leads to the same place, never to a page that only refuses.
      await page.goto(`${suite.server.url}/dashboard`);
      await page.waitForURL('**/departmentlist');
      expect(await page.getByText(words.common.accessDenied).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/landing-${language}.png` });
      await context.close();
    });

    it(`opens the owner's home on where the organisation is short, for those who may read the plan (${language})`, async () => {
      const token = await tokenOf(suite.server.url, OWNER);
      const summary = await call(suite.server.url, '/api/WorkforcePlan/summary', { token });
      expect(summary.status).toBe(200);
      const context = await contextIn(suite.browser, language);
      const page = await context.newPage();
      await signInDirectly(page, suite.server.url, OWNER);
      await page.waitForURL('**/dashboard');
      const glance = page.getByRole('region', { name: words.workforce.glance.title });
      const headcount = glance.getByTestId('glance-headcount');
      await expect.poll(() => headcount.count()).toBe(1);
      // The same count as the plan's summary, in the page's own digits.
      const latin = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
      expect(latin((await headcount.textContent()) ?? '').replace(/[^0-9]/g, '')).toBe(String(summary.body.headcount));
      if (language === 'ar') expect(await headcount.textContent()).toMatch(/[٠-٩]/);
      await page.screenshot({ path: `${SHOTS}/home-glance-${language}.png` });
      await glance.getByRole('link', { name: words.workforce.glance.open }).click();
      await page.waitForURL('**/workforce');
      await context.close();

      // A role holding FTE profiles but not the plan sees them alone.
      const person = await employeeWith(suite.server.url, { 'Organization FTE': ['View'] });
      const other = await contextIn(suite.browser, language);
      const itsPage = await other.newPage();
      await signInDirectly(itsPage, suite.server.url, person);
      await itsPage.waitForURL('**/dashboard');
      await shows(itsPage, words.admin.menu.fteCalculation);
      await itsPage.getByRole('tab').first().waitFor();
      expect(await itsPage.getByRole('region', { name: words.workforce.glance.title }).count()).toBe(0);
      await other.close();
    });

    it(`shows a visitor's unknown address on the public site's 404 page, the admin's only when signed in (${language})`, async () => {
      const context = await contextIn(suite.browser, language);
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      await page.goto(`${suite.server.url}/no-such-page`);
      await expect.poll(() => page.getByRole('heading', { name: words.common.notFound.title }).count()).toBe(1);
      await shows(page, words.marketing.notFound.lead);
      // The public site's frame: its header with Get Started, no app bar, profile or sidebar.
      expect(await page.getByRole('link', { name: words.common.notFound.backHome }).getAttribute('href')).toBe('/');
      expect(await page.locator('header.RaAppBar-root, .RaAppBar-appBar, [class*="RaAppBar"]').count()).toBe(0);
      expect(await page.locator('a[data-sidebar-id]').count()).toBe(0);
      expect(await page.locator('footer').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: `${SHOTS}/404-visitor-${language}.png` });
      await page.getByRole('link', { name: words.common.notFound.backHome }).click();
      await page.waitForURL(`${suite.server.url}/`);

      await signInDirectly(page, suite.server.url, OWNER);
      await page.goto(`${suite.server.url}/no-such-page`);
      await expect.poll(() => page.getByRole('heading', { name: words.common.notFound.title }).count()).toBe(1);
      await expect.poll(() => page.locator('a[data-sidebar-id]').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/404-signed-in-${language}.png` });
      await context.close();
    });
  }

  it('refuses a screen in one way: in place, at the address asked for', async () => {
    const person = await employeeWith(suite.server.url, { Department: ['View'] });
    const context = await contextIn(suite.browser, 'en');
    const page = await context.newPage();
    await signInDirectly(page, suite.server.url, person);
    await page.waitForURL('**/departmentlist');
    for (const path of ['/department', '/departments/create', '/teamlist', '/rolelist', '/allusers', '/costing']) {
      await page.goto(`${suite.server.url}${path}`);
      await shows(page, enCommon.accessDenied);
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
    await context.close();
  });

  it('folds the sidebar to distinct icons with their names as tooltips, and keeps only the current group open', async () => {
    const context = await contextIn(suite.browser, 'en');
    const page = await context.newPage();
    await signInDirectly(page, suite.server.url, OWNER);
    const menu = page.getByRole('navigation', { name: enAdmin.menu.label });
    await page.goto(`${suite.server.url}/teamlist`);
    await expect.poll(() => menu.locator('#sidebar-group-hrAdmin').count()).toBe(1);
    await menu.getByRole('button', { name: enAdmin.menu.userManagement }).click();
    await expect.poll(() => menu.locator('#sidebar-group-userManagement').count()).toBe(1);
    await menu.getByRole('link', { name: enAdmin.menu.allUsers }).click();
    await page.waitForURL('**/allusers');
    // Moving on folds the group left behind.
    await expect.poll(() => menu.locator('#sidebar-group-hrAdmin').count()).toBe(0);
    await menu.getByRole('button', { name: enAdmin.menu.estimationGroup }).click();
    await expect.poll(() => menu.locator('#sidebar-group-estimation').count()).toBe(1);
    // The groups above fold while this one opens: its entries slide up meanwhile, and a click begun
    // on one may end beside it (seen once under load: the report never opened).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || !(animation.effect as KeyframeEffect | null)?.target?.closest('nav'),
        ),
    );
    await menu.getByRole('link', { name: enAdmin.menu.estimationReport }).click();
    await page.waitForURL('**/estimationreport');
    await expect.poll(() => menu.locator('#sidebar-group-userManagement').count()).toBe(0);
    await expect.poll(() => menu.locator('#sidebar-group-estimation').count()).toBe(1);

    await menu.getByRole('button', { name: enAdmin.menu.close }).click();
    const entries = menu.locator('a[data-sidebar-id]');
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(20);
    const looks = await entries.evaluateAll((links) =>
      links.map((link) => {
        // Each icon is told by its drawing (production builds carry no test ids on icons).
        const icons = [...link.querySelectorAll('svg path')].map((path) => path.getAttribute('d'));
        return icons.join('+');
      }),
    );
    expect(new Set(looks).size).toBe(looks.length);
    const labels = await entries.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(labels).toContain(enAdmin.menu.teamList);
    const teams = menu.locator(`a[aria-label="${enAdmin.menu.teamList}"]`);
    await teams.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(enAdmin.menu.teamList);
    // Placed beside its entry (Popper.js, which places it, loads with the first pointer movement).
    await expect.poll(() => page.getByRole('tooltip').isVisible()).toBe(true);
    const [tip, entry] = await Promise.all([page.getByRole('tooltip').boundingBox(), teams.boundingBox()]);
    expect(tip!.x).toBeGreaterThanOrEqual(entry!.x + entry!.width - 1);
    expect(Math.abs(tip!.y + tip!.height / 2 - (entry!.y + entry!.height / 2))).toBeLessThan(entry!.height);
    await page.screenshot({ path: `${SHOTS}/sidebar-folded.png` });
    await context.close();
  });

  for (const language of LANGUAGES) {
    const words = WORDS[language];

    it(`opens the Super Admin on the waiting sign-ups, their count in the menu and the app bar (${language})`, async () => {
      const waiting = [
        await signUp(suite.server.url, unique('Acme')),
        await signUp(suite.server.url, unique('Nadia Trading')),
      ];
      const adminToken = await tokenOf(suite.server.url, SUPER_ADMIN);
      const pendingNow = async () => {
        const res = await fetch(
          `${suite.server.url}/api/AuthenticationAPI/GetAllInactiveUsers?status=pending&_page=1&_perPage=1`,
          {
            headers: { authorization: `Bearer ${adminToken}` },
          },
        );
        return Number(res.headers.get('x-total-count'));
      };
      const before = await pendingNow();
      expect(before).toBeGreaterThanOrEqual(2);
      const countText = (count: number) =>
        (words.people.accounts as unknown as Record<string, string>)[
          `pendingCount_${new Intl.PluralRules(language).select(count)}`
          // Figures in Arabic are written in Arabic-Indic digits (the default digit policy).
        ].replace('{{count}}', new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB').format(count));

      const context = await contextIn(suite.browser, language);
      const page = await context.newPage();
      await signInDirectly(page, suite.server.url, SUPER_ADMIN);
      await page.waitForURL('**/SuperAdminDashboard');
      await expect
        .poll(() => page.getByRole('tab', { selected: true }).textContent())
        .toBe(words.people.accounts.inactive);
      await expect.poll(() => page.getByRole('row').filter({ hasText: waiting[0].email }).count()).toBe(1);
      const bar = page.getByRole('link', { name: countText(before), exact: true });
      await expect.poll(() => bar.count()).toBe(1);
      const menu = page.getByRole('navigation', { name: words.admin.menu.label });
      await expect.poll(() => menu.getByText(countText(before), { exact: true }).count()).toBe(1);
      await page.screenshot({ path: `${SHOTS}/super-admin-${language}.png` });

      const row = page.getByRole('row').filter({ hasText: waiting[0].email });
      await row.getByRole('button', { name: words.people.accounts.approve }).click();
      await page.getByRole('dialog').getByRole('button').last().click();
      await expect.poll(() => page.getByRole('link', { name: countText(before - 1), exact: true }).count()).toBe(1);
      await expect.poll(() => menu.getByText(countText(before - 1), { exact: true }).count()).toBe(1);
      await context.close();
    });

    it(`shows a new company's owner a first-run checklist ticked from its data, put away for good (${language})`, async () => {
      const founder = await signUp(suite.server.url, unique('Fresh Start'));
      const adminToken = await tokenOf(suite.server.url, SUPER_ADMIN);
      const approved = await call(suite.server.url, '/api/AuthenticationAPI/ApproveUser', {
        token: adminToken,
        body: [founder.id],
      });
      expect(approved.status).toBe(200);
      const firstRun = words.admin.firstRun as unknown as {
        title: string;
        dismiss: string;
        steps: Record<string, { title: string }>;
      };

      const context = await contextIn(suite.browser, language);
      const page = await context.newPage();
      await signInDirectly(page, suite.server.url, founder);
      await page.waitForURL('**/dashboard');
      const checklist = page.getByRole('region', { name: firstRun.title });
      await expect.poll(() => checklist.count()).toBe(1);
      const steps = checklist.locator('[data-step]');
      await expect
        .poll(() => steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-step'))))
        .toEqual(['department', 'fteProfile', 'jobTitle', 'employee', 'workbook', 'costs']);
      expect(await checklist.locator('[data-done="true"]').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/first-run-${language}.png` });

      // A department added elsewhere ticks its step.
      const token = await tokenOf(suite.server.url, founder);
      const added = await call(suite.server.url, '/api/DepartmentAPI/AddEdit', { token, body: { name: 'Finance' } });
      expect(added.status).toBe(200);
      await page.reload();
      await expect.poll(() => checklist.locator('[data-step="department"][data-done="true"]').count()).toBe(1);
      expect(await checklist.locator('[data-done="true"]').count()).toBe(1);

      await checklist.getByRole('link', { name: new RegExp(firstRun.steps.jobTitle.title) }).click();
      await page.waitForURL('**/addjobtitle');
      await page.goBack();
      await checklist.getByRole('button', { name: firstRun.dismiss }).click();
      await expect.poll(() => checklist.count()).toBe(0);
      await page.reload();
      await shows(page, words.admin.menu.fteCalculation);
      expect(await page.getByRole('region', { name: firstRun.title }).count()).toBe(0);
      await context.close();
    });
  }
});
