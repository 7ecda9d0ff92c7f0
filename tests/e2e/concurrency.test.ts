import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, call, tokenOf } from '../support/e2eAccounts';
import en from '../../public/locales/en/server.json';
import ar from '../../public/locales/ar/server.json';

/**
 * A department open in the browser is saved meanwhile by someone else (through the API). Saving
 * the form then must not undo that change: the screen says, in the user's language, that the
 * record changed since it was opened, and keeps what the user typed.
 */
describe('editing a department someone else saved meanwhile', () => {
  let page: Page;
  let token: string;

  const name = () => page.locator('input[name="name"]');
  const description = () => page.locator('textarea[name="description"]');

  /** A new department, and its edit screen open in the browser with the stored values shown. */
  const openNew = async (label: string): Promise<number> => {
    const { status, body } = await call(suite.server.url, '/api/DepartmentAPI/AddEdit', {
      token,
      body: { name: label, description: 'Before' },
    });
    expect(status).toBe(200);
    const id = Number((body.data as { id: number }).id);
    await page.goto(`${suite.server.url}/departments/${id}`);
    await expect.poll(() => name().inputValue()).toBe(label);
    return id;
  };
  /** Someone else changes the description, from the version the browser also read. */
  const changeElsewhere = async (id: number) => {
    const { body: record } = await call(suite.server.url, `/api/DepartmentAPI/GetById/${id}`, { token });
    const saved = await call(suite.server.url, '/api/DepartmentAPI/AddEdit', {
      token,
      body: { ...record, description: 'Changed elsewhere' },
    });
    expect(saved.status).toBe(200);
  };

  const suite = browserSuite();

  beforeAll(async () => {
    token = await tokenOf(suite.server.url, OWNER);
    page = await suite.signedInPage(OWNER, '/dashboard', { viewport: { width: 1280, height: 900 } });
  });

  for (const [language, words] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`says so in ${language} and keeps the typed values`, async () => {
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
      const label = `Concurrency ${language} ${Date.now()}`;
      const id = await openNew(label);
      await name().fill(`Renamed in the browser ${language}`);
      await description().fill('Typed in the browser');
      await changeElsewhere(id);
      await page.locator('form button[type="submit"]').click();

      await expect.poll(() => page.getByText(words.errors.staleRecord).count()).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe(`/departments/${id}`);
      expect(await name().inputValue()).toBe(`Renamed in the browser ${language}`);
      expect(await description().inputValue()).toBe('Typed in the browser');
      // Nothing of the refused save was stored: the other person's change stands.
      const { body: stored } = await call(suite.server.url, `/api/DepartmentAPI/GetById/${id}`, { token });
      expect(stored).toMatchObject({ name: label, description: 'Changed elsewhere' });
    });
  }
});
