import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import enPeople from '../../public/locales/en/people.json';
import arPeople from '../../public/locales/ar/people.json';
import enServer from '../../public/locales/en/server.json';
import arServer from '../../public/locales/ar/server.json';
import { browserSuite } from '../support/browserSuite';
import { OWNER, call, createEmployee, createRole, signIn, tokenOf } from '../support/e2eAccounts';

const words = { en: { people: enPeople, server: enServer }, ar: { people: arPeople, server: arServer } };

// On a person's form as on their page: a copy of their data, and one explained choice between
// deactivating, erasing and deleting them.
describe('personal data and account on the employee form', () => {
  let ownerToken: string;
  let roleId: number;

  const suite = browserSuite();

  beforeAll(async () => {
    ownerToken = await tokenOf(suite.server.url, OWNER);
    roleId = await createRole(suite.server.url, ownerToken, 'Choice subjects', { 'Employee Type': ['View'] });
  });

  for (const language of ['en', 'ar'] as const) {
    const { people, server: said } = words[language];
    const choice = people.personalData.choice;

    it(`exports, deactivates and deletes from the Edit page, each option saying what it keeps (${language})`, async () => {
      const firstName = `Salma${language.toUpperCase()}`;
      const name = `${firstName} Person`;
      const id = await createEmployee(suite.server.url, ownerToken, {
        email: `choice.${language}@demo.local`,
        password: 'Choice#123',
        roleId,
        firstName,
      });
      const context = await suite.browser.newContext({
        viewport: language === 'ar' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
        locale: language === 'ar' ? 'ar-SA' : 'en-GB',
        acceptDownloads: true,
      });
      await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      const page = await context.newPage();
      await signIn(page, suite.server.url, OWNER, `/editEmployee?userId=${id}`);
      await page.getByRole('heading', { name: choice.heading }).waitFor();

      // The export, from the form: a CSV in the reader's words.
      await page.getByTestId('personal-data-export').click();
      const download = page.waitForEvent('download');
      await page.getByTestId('personal-data-export-csv').click();
      const csv = readFileSync((await (await download).path()) as string, 'utf8');
      expect(csv).toContain(said.personalData.sections.profile);
      expect(csv).toContain(`${said.fields.firstName},${firstName}`);
      expect(csv).toContain(said.personalData.fields.isOwner);
      for (const stored of ['isOwner', 'createdDate', 'user_id']) expect(csv).not.toContain(stored);

      // One choice, each option saying what it does and keeps; nothing happens until one is chosen.
      await page.getByRole('button', { name: choice.open }).click();
      const dialog = page.getByRole('dialog');
      // The title names the person (isolated inside an Arabic sentence).
      await expect.poll(() => dialog.locator('#account-choice-title').textContent()).toContain(name);
      for (const option of ['deactivate', 'erase', 'delete'] as const) {
        await dialog.getByRole('radio', { name: choice[option].title }).waitFor();
        expect(await dialog.getByText(choice[option].keeps, { exact: true }).count()).toBe(1);
      }
      const confirm = dialog.getByTestId('typed-confirm-button');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByRole('radio', { name: choice.deactivate.title }).check();
      await confirm.click();
      await expect.poll(() => dialog.count()).toBe(0);
      const detail = async () =>
        (await call(suite.server.url, `/api/AuthenticationAPI/ViewEmployeeDetail?userId=${id}`, { token: ownerToken }))
          .body;
      await expect.poll(async () => (await detail()).isActive).toBe(false);

      // Now inactive: the first option activates again; delete asks for its own word.
      await page.getByRole('button', { name: choice.open }).click();
      await dialog.getByRole('radio', { name: choice.activate.title }).waitFor();
      await dialog.getByRole('radio', { name: choice.delete.title }).check();
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByTestId('typed-confirm-input').fill(people.personalData.eraseWord);
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByTestId('typed-confirm-input').fill(choice.delete.word);
      await confirm.click();
      await page.waitForURL('**/employeesdetail');
      const gone = await call(suite.server.url, `/api/AuthenticationAPI/ViewEmployeeDetail?userId=${id}`, {
        token: ownerToken,
      });
      expect(gone.status).toBe(404);
      await context.close();
    }, 150_000);
  }
});
