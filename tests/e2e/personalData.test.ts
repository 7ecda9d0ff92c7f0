import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import enPeople from '../../public/locales/en/people.json';
import arPeople from '../../public/locales/ar/people.json';
import enServer from '../../public/locales/en/server.json';
import arServer from '../../public/locales/ar/server.json';
import enAdmin from '../../public/locales/en/admin.json';
import arAdmin from '../../public/locales/ar/admin.json';
import { browserSuite } from '../support/browserSuite';
import { OWNER, SUPER_ADMIN, call, createEmployee, createRole, signIn, tokenOf } from '../support/e2eAccounts';

const words = {
  en: { people: enPeople, server: enServer, admin: enAdmin },
  ar: { people: arPeople, server: arServer, admin: arAdmin },
};

// A person's right to their data: the owner downloads it and erases it, the person downloads their own.
describe('personal data', () => {
  let ownerToken: string;
  let roleId: number;

  const suite = browserSuite();

  beforeAll(async () => {
    ownerToken = await tokenOf(suite.server.url, OWNER);
    roleId = await createRole(suite.server.url, ownerToken, 'Data subjects', { 'Employee Type': ['View'] });
  });

  for (const language of ['en', 'ar'] as const) {
    const { people, server: said, admin } = words[language];

    it(`exports a person's data and erases the person (${language})`, async () => {
      const email = `subject.${language}@demo.local`;
      const id = await createEmployee(suite.server.url, ownerToken, {
        email,
        password: 'Subject#123',
        roleId,
        firstName: `Rania${language.toUpperCase()}`,
      });
      const context = await suite.browser.newContext({
        viewport: language === 'ar' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
        locale: language === 'ar' ? 'ar-SA' : 'en-GB',
        acceptDownloads: true,
      });
      await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      const page = await context.newPage();
      await signIn(page, suite.server.url, OWNER, `/UserDetail?userId=${id}`);

      // The download: CSV in sections, headed in the reader's language.
      await page.getByTestId('personal-data-export').click();
      const download = page.waitForEvent('download');
      await page.getByTestId('personal-data-export-csv').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`personal-data-${id}.csv`);
      const csv = readFileSync((await file.path()) as string, 'utf8');
      expect(csv).toContain(said.personalData.sections.profile);
      expect(csv).toContain(said.personalData.sections.signIns);
      expect(csv).toContain(email);

      // The erasure is one of the explained choices, and asks for the word of the reader's language first.
      const choice = people.personalData.choice;
      await page.getByRole('button', { name: choice.open }).click();
      const dialog = page.getByRole('dialog');
      // The title names the person (isolated inside an Arabic sentence).
      await expect
        .poll(() => dialog.locator('#account-choice-title').textContent())
        .toContain(`Rania${language.toUpperCase()} Person`);
      await dialog.getByRole('radio', { name: choice.erase.title }).check();
      const confirm = dialog.getByTestId('typed-confirm-button');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByTestId('typed-confirm-input').fill('nope');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByTestId('typed-confirm-input').fill(people.personalData.eraseWord);
      await confirm.click();
      const erased = said.success.personErased.split('"')[0].trim();
      await expect.poll(() => page.getByText(erased, { exact: false }).count()).toBeGreaterThan(0);
      // The pseudonym, stored in no language, is shown in the reader's words with its tag.
      const [before, after] = people.personalData.erasedPerson.split(/\{\{[^}]*\}\}/);
      const pseudonym = new RegExp(`^${before}\u2068?[0-9a-f]{4}\u2069?${after}$`);
      await expect.poll(() => page.getByText(pseudonym).count()).toBeGreaterThan(0);
      expect(await page.getByText(email).count()).toBe(0);

      // The person is gone for sign-in.
      const signInAgain = await call(suite.server.url, '/api/AuthenticationAPI/login', {
        body: { username: email, password: 'Subject#123' },
      });
      expect(signInAgain.status).toBe(400);

      // The owner's own data, from My profile. On a phone the app bar slides away while the page
      // is scrolled down (as after the erasure, far down the person's page): a person scrolls
      // back up to reach it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('profile-menu-button').click();
      await page.getByRole('menuitem', { name: admin.profileMenu.myProfile }).click();
      await page.getByRole('dialog').getByTestId('personal-data-export').click();
      const own = page.waitForEvent('download');
      await page.getByTestId('personal-data-export-json').click();
      const ownFile = await own;
      const data = JSON.parse(readFileSync((await ownFile.path()) as string, 'utf8')) as { person: { email: string } };
      expect(data.person.email).toBe(OWNER.email);
      await context.close();
    }, 90_000);
  }

  // Last: it takes the demo organisation away.
  it('lets the Super Admin delete an organisation once its name is typed', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, suite.server.url, SUPER_ADMIN, '/SuperAdminDashboard?tab=organizations');
    const organizations = enPeople.organizations;
    const row = page.getByRole('row').filter({ hasText: 'Demo Company' });
    await row.getByRole('button', { name: organizations.delete }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('typed-confirm-input').fill('Demo');
    expect(await dialog.getByTestId('typed-confirm-button').isDisabled()).toBe(true);
    await dialog.getByTestId('typed-confirm-input').fill('Demo Company');
    await dialog.getByTestId('typed-confirm-button').click();
    await expect
      .poll(() => page.getByText(enServer.success.organizationDeleted, { exact: true }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Demo Company' }).count()).toBe(0);
    const signInAgain = await call(suite.server.url, '/api/AuthenticationAPI/login', {
      body: { username: OWNER.email, password: OWNER.password },
    });
    expect(signInAgain.status).toBe(400);
    await context.close();
  }, 60_000);
});
