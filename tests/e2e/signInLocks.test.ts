import { describe, expect, it } from 'vitest';
import enPeople from '../../public/locales/en/people.json';
import arPeople from '../../public/locales/ar/people.json';
import { browserSuite } from '../support/browserSuite';
import { SUPER_ADMIN, signIn } from '../support/e2eAccounts';

const LOCKED = 'planner@demo.local';
const words = enPeople.signInLocks;

describe('the Super Admin’s sign-in locks', () => {
  const suite = browserSuite();

  it('lists an account locked from an address, and clears the lock after a confirmation', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${suite.server.url}/api/AuthenticationAPI/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: LOCKED, password: `wrong-${i}` }),
      });
      expect(res.status).toBe(400);
    }
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, suite.server.url, SUPER_ADMIN, '/dashboard', '/SuperAdminDashboard');
    await page.getByRole('tab', { name: words.title }).click();
    const row = page.getByRole('row').filter({ hasText: LOCKED });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(words.kinds.pair);
    await row.getByRole('button', { name: words.clear }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(LOCKED);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText(words.none, { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(words.cleared, { exact: true }).count()).toBeGreaterThan(0);
    expect(arPeople.signInLocks.title).not.toBe(words.title);
    await page.close();
  });
});
