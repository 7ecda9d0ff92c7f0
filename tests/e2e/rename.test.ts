import { beforeAll, describe, expect, it } from 'vitest';

import enAdmin from '../../public/locales/en/admin.json';
import arAdmin from '../../public/locales/ar/admin.json';
import enServer from '../../public/locales/en/server.json';
import arServer from '../../public/locales/ar/server.json';
import { browserSuite } from '../support/browserSuite';
import { OWNER, call, signIn, tokenOf } from '../support/e2eAccounts';

const words = { en: { admin: enAdmin, server: enServer }, ar: { admin: arAdmin, server: arServer } };

// An organisation that skips descriptions renames its records like any other (the edit form sends
// back the description it read, null).
describe('renaming a record created without a description', () => {
  let token: string;

  const suite = browserSuite();

  beforeAll(async () => {
    token = await tokenOf(suite.server.url, OWNER);
  });

  for (const language of ['en', 'ar'] as const) {
    const { admin, server: said } = words[language];

    it(`renames a department without description (${language})`, async () => {
      const created = await call(suite.server.url, '/api/DepartmentAPI/AddEdit', {
        token,
        body: { name: `Field office ${language}` },
      });
      expect(created.status).toBe(200);
      const id = Number((created.body.data as { id: number }).id);
      const context = await suite.browser.newContext({
        viewport: language === 'ar' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
        locale: language === 'ar' ? 'ar-SA' : 'en-GB',
      });
      await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      const page = await context.newPage();
      await signIn(page, suite.server.url, OWNER, `/departments/${id}`);

      const name = page.getByRole('textbox', { name: admin.resources.departments.fields.name, exact: true });
      await expect.poll(() => name.inputValue()).toBe(`Field office ${language}`);
      await name.fill(`Regional office ${language}`);
      await page.getByRole('button', { name: admin.ra.action.save, exact: true }).click();
      // A toast under the pointer waits for it to leave (MUI pauses its timer), as a finger lifts.
      await page.mouse.move(0, 0);

      const updated = said.success.updated.replace('{{entity}}', said.entities.departments);
      // Toasts queue: the update's comes once the sign-in's has had its time, longer on a busy machine.
      await expect.poll(() => page.getByText(updated, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const stored = await call(suite.server.url, `/api/DepartmentAPI/GetById/${id}`, { token });
      expect(stored.body).toMatchObject({ name: `Regional office ${language}`, description: null });
      await context.close();
    }, 120_000);
  }
});
