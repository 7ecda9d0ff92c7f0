import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inArray } from 'drizzle-orm';
import enAdmin from '../../public/locales/en/admin.json';
import arAdmin from '../../public/locales/ar/admin.json';
import enServer from '../../public/locales/en/server.json';
import arServer from '../../public/locales/ar/server.json';
import enCommon from '../../public/locales/en/common.json';
import arCommon from '../../public/locales/ar/common.json';
import { openPglite } from '../../server/db/client';
import { outbox } from '../../server/db/schema';
import { launchBrowser } from '../../tools/harness/browser';
import { startServer, type RunningServer } from '../support/server';
import { OWNER, createEmployee, createRole, tokenOf } from '../support/e2eAccounts';

const SHOTS = 'test-results/profile';
const words = {
  en: { admin: enAdmin, server: enServer, common: enCommon },
  ar: { admin: arAdmin, server: arServer, common: arCommon },
};
type Language = keyof typeof words;

const shows = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

// Item 17 of the first-use review: My profile and Change password in the profile menu.
describe('the profile menu', () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  const people: Record<Language, { email: string; password: string }> = {
    en: { email: 'profile.en@demo.local', password: 'Start#123' },
    ar: { email: 'profile.ar@demo.local', password: 'Start#123' },
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-e2e-profile-'));
    server = await startServer({}, dataDir);
    browser = await launchBrowser();
    const ownerToken = await tokenOf(server.url, OWNER);
    const roleId = await createRole(server.url, ownerToken, 'Profile readers', { 'Employee Type': ['View'] });
    for (const person of Object.values(people))
      await createEmployee(server.url, ownerToken, { ...person, roleId, firstName: 'Maha' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const signedIn = async (language: Language): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: language === 'ar' ? 'ar-SA' : 'en-GB',
    });
    await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    const page = await context.newPage();
    page.setDefaultNavigationTimeout(90_000);
    page.setDefaultTimeout(60_000);
    await page.goto(`${server.url}/signin`);
    await page.locator('input[name="username"]').fill(people[language].email);
    await page.locator('input[name="password"]').fill(people[language].password);
    await page.locator('form button[type="submit"]').click();
    // Wherever the role lands, the app bar carries the profile menu; then the screen the role may use.
    await page.getByTestId('profile-menu-button').waitFor();
    await page.goto(`${server.url}/employeetypelist`);
    await page.getByTestId('profile-menu-button').waitFor();
    return { context, page };
  };

  for (const language of ['en', 'ar'] as const) {
    const { admin, server: said, common } = words[language];
    const menu = admin.profileMenu;

    it(`changes the password: a wrong current one refused, other sessions signed out (${language})`, async () => {
      const other = await signedIn(language);
      const { context, page } = await signedIn(language);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');

      await page.getByTestId('profile-menu-button').click();
      await page.getByRole('menuitem', { name: menu.changePassword }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#field-currentPassword').fill('Wrong#999');
      await dialog.locator('#field-newPassword').fill('Changed#123');
      await dialog.locator('#field-confirmPassword').fill('Changed#123');
      await dialog.getByRole('button', { name: menu.changePassword }).click();
      await expect
        .poll(() => dialog.locator('#field-currentPassword-helper-text').textContent())
        .toBe(said.errors.currentPasswordWrong);
      await page.screenshot({ path: `${SHOTS}/change-password-refused-${language}.png` });

      await dialog.locator('#field-currentPassword').fill(people[language].password);
      await dialog.getByRole('button', { name: menu.changePassword }).click();
      try {
        await shows(page, said.success.passwordChanged);
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      } finally {
        // The dialog closes once the password changed: the tests after this one sign in with the
        // new one even if this one failed on the way, instead of each waiting a minute on the old.
        if ((await page.getByRole('dialog').count()) === 0) people[language].password = 'Changed#123';
      }

      // The other browser's session has ended: its next request sends it to sign in.
      await other.page.reload();
      await other.page.waitForURL('**/signin');
      await shows(other.page, common.auth.sessionExpired);
      await other.context.close();

      // This one goes on.
      await page.reload();
      await page.getByTestId('profile-menu-button').waitFor();
      expect(page.url()).toContain('/employeetypelist');
      await context.close();
    });

    it(`saves My profile and shows the new name in the app bar (${language})`, async () => {
      const { context, page } = await signedIn(language);
      const button = page.getByTestId('profile-menu-button');
      await expect.poll(() => button.textContent()).toContain('Maha Person');
      await button.click();
      await page.getByRole('menuitem', { name: menu.myProfile }).click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.locator('input[readonly]').inputValue()).toBe(people[language].email);

      // The spec's rules and words: an empty first name and phone are refused.
      await dialog.locator('#field-firstName').fill(' ');
      await dialog.locator('#field-phoneNumber').fill('');
      await dialog.getByRole('button', { name: menu.save }).click();
      await expect
        .poll(() => dialog.locator('#field-firstName-helper-text').textContent())
        .toBe(said.validation.person.firstName);
      expect(await dialog.locator('#field-phoneNumber-helper-text').textContent()).toBe(
        said.validation.person.phoneNumber,
      );

      const first = language === 'ar' ? 'ليلى' : 'Layla';
      await dialog.locator('#field-firstName').fill(first);
      await dialog.locator('#field-phoneNumber').fill('+966 55 123 4567');
      await page.screenshot({ path: `${SHOTS}/my-profile-${language}.png` });
      await dialog.getByRole('button', { name: menu.save }).click();
      await shows(page, said.success.profileUpdated);
      await expect.poll(() => button.textContent()).toContain(`${first} Person`);
      await page.screenshot({ path: `${SHOTS}/app-bar-${language}.png` });

      // Kept: after a reload, and in the form when it opens again.
      await page.reload();
      await expect.poll(() => page.getByTestId('profile-menu-button').textContent()).toContain(`${first} Person`);
      await page.getByTestId('profile-menu-button').click();
      await page.getByRole('menuitem', { name: menu.myProfile }).click();
      expect(await page.getByRole('dialog').locator('#field-phoneNumber').inputValue()).toBe('+966 55 123 4567');
      await context.close();
    });
  }

  it('mailed each person a notice of the change through the outbox, in their language', async () => {
    await server.stop();
    const database = await openPglite({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      const mails = await database.db
        .select()
        .from(outbox)
        .where(inArray(outbox.recipient, [people.en.email, people.ar.email]));
      const subjectOf = (email: string) => mails.filter((m) => m.recipient === email).map((m) => m.subject);
      expect(subjectOf(people.en.email)).toEqual([enServer.mail.passwordChanged.subject]);
      expect(subjectOf(people.ar.email)).toEqual([arServer.mail.passwordChanged.subject]);
      for (const mail of mails) expect(mail.body).not.toContain('Changed#123');
    } finally {
      await database.close();
    }
  });
});
