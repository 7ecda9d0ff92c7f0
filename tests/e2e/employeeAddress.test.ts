import { describe, expect, it } from 'vitest';
import enPeople from '../../public/locales/en/people.json';
import arPeople from '../../public/locales/ar/people.json';
import enCommon from '../../public/locales/en/common.json';
import arCommon from '../../public/locales/ar/common.json';
import { browserSuite } from '../support/browserSuite';
import { OWNER, signIn } from '../support/e2eAccounts';

/** /editEmployee and /UserDetail opened from an address: without a userId the list, with a wrong one "Error in API". */
describe('employee screens opened from their address', () => {
  const suite = browserSuite();

  const LANGUAGES = [
    ['English', 'en', enPeople.list.chooseEmployee, enCommon.errors.loadOne],
    ['Arabic', 'ar', arPeople.list.chooseEmployee, arCommon.errors.loadOne],
  ] as const;

  it.each(LANGUAGES)(
    'in %s, sends an address without a userId to the employees list with a notice',
    async (_name, language, notice, apiError) => {
      const context = await suite.browser.newContext({ viewport: { width: 1400, height: 1000 } });
      await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      const page = await context.newPage();
      await signIn(page, suite.server.url, OWNER, '/editEmployee', '/employeesdetail');
      await expect.poll(() => page.getByText(notice, { exact: true }).count()).toBe(1);
      expect(await page.getByText(apiError, { exact: true }).count()).toBe(0);
      await expect.poll(() => page.getByRole('row').filter({ hasText: 'hr.manager@demo.local' }).count()).toBe(1);

      for (const address of ['/UserDetail', '/UserDetail?userId=', '/editEmployee?userId=abc']) {
        await page.goto(`${suite.server.url}/dashboard`);
        await page.goto(`${suite.server.url}${address}`);
        await page.waitForURL('**/employeesdetail');
        await expect.poll(() => page.getByText(notice, { exact: true }).count(), { message: address }).toBe(1);
        // The address was replaced: Back returns to where the user came from, not to the bare address.
        await page.goBack();
        await page.waitForURL('**/dashboard');
      }

      // An employee who does not exist is a real failure of the lookup: the spec's "Error in API".
      for (const address of ['/UserDetail?userId=999999', '/editEmployee?userId=999999']) {
        await page.goto(`${suite.server.url}${address}`);
        // Toasts queue: the error's comes once the one before has had its time.
        await expect
          .poll(() => page.getByText(apiError, { exact: true }).count(), { message: address, timeout: 30_000 })
          .toBe(1);
        expect(new URL(page.url()).pathname).toBe(address.split('?')[0]);
      }
      await context.close();
    },
  );
});
