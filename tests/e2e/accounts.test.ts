import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enServer from '../../public/locales/en/server.json';
import enCommon from '../../public/locales/en/common.json';
import { browserSuite } from '../support/browserSuite';
import { OWNER, SUPER_ADMIN, call, createEmployee, createRole, signIn, tokenOf } from '../support/e2eAccounts';

const shows = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
const sidebarLinks = (page: Page) =>
  page.locator('nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Signs in a page for an employee holding only Employee Type View, on the employee type list. */
async function employeeTypeViewer(browser: Browser, url: string, email: string) {
  const ownerToken = await tokenOf(url, OWNER);
  const roleId = await createRole(url, ownerToken, `Type readers ${email}`, { 'Employee Type': ['View'] });
  const person = { email, password: 'Reader#123' };
  const userId = await createEmployee(url, ownerToken, { ...person, roleId });
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await signIn(page, url, person, '/employeetypelist');
  await shows(page, 'Permanent');
  return { page, person, userId };
}

// Access tokens live two seconds here, so every test also runs across expiries.
describe('accounts and sessions in the browser', () => {
  const suite = browserSuite({ env: { ACCESS_TOKEN_TTL: '2' } });

  it('signs up, is approved by the Super Admin, and signs in as the new owner', async () => {
    const owner = { email: 'founder@newco.example', password: 'Founder#1' };
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${suite.server.url}/signup`);
    const submit = page.locator('form button[type="submit"]');
    await submit.click();
    await expect
      .poll(() => page.locator('#field-companyName-helper-text').textContent())
      .toBe(enServer.validation.person.companyName);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-firstName');
    const fields: Record<string, string> = {
      firstName: 'Huda',
      lastName: 'Fares',
      companyName: 'NewCo Logistics',
      email: owner.email,
      country: 'Saudi Arabia',
      city: 'Jeddah',
      password: owner.password,
      confirmPassword: owner.password,
    };
    for (const [field, value] of Object.entries(fields)) await page.locator(`#field-${field}`).fill(value);
    await submit.click();
    await shows(page, enServer.success.registered);

    // Not yet approved: the sign-in page says so.
    await page.goto(`${suite.server.url}/signin`);
    await page.locator('input[name="username"]').fill(owner.email);
    await page.locator('input[name="password"]').fill(owner.password);
    await page.locator('form button[type="submit"]').click();
    await shows(page, enServer.errors.accountInactive);
    await page.close();

    const admin = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(admin, suite.server.url, SUPER_ADMIN, '/dashboard', '/SuperAdminDashboard');
    await admin.getByRole('tab', { name: 'All Inactive' }).click();
    const row = admin.getByRole('row').filter({ hasText: owner.email });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await shows(admin, enServer.success.usersApproved_one);
    await admin.getByRole('tab', { name: 'All Active' }).click();
    await expect.poll(() => admin.getByRole('row').filter({ hasText: owner.email }).count()).toBe(1);
    await admin.close();

    const again = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(again, suite.server.url, owner, '/dashboard');
    await shows(again, enCommon.signIn.success);
    await again.close();
  });

  it('shows an employee with only Employee Type View that one entry, no add button, and the API refuses the add', async () => {
    const { page, person } = await employeeTypeViewer(suite.browser, suite.server.url, 'type.reader@demo.local');
    await expect.poll(() => sidebarLinks(page)).toEqual(['/employeetypelist']);
    expect(await page.locator('a[href="/employeeTypes/create"]').count()).toBe(0);
    const token = await tokenOf(suite.server.url, person);
    const attempt = await call(suite.server.url, '/api/EmployeeTypeAPI/AddEdit', { token, body: { name: 'Seasonal' } });
    expect(attempt.status).toBe(403);
    await page.close();
  });

  it('renews an expired access token without the user noticing', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/RefreshTokensAPI/RefreshToken')) refreshes.push(response.status());
    });
    await signIn(page, suite.server.url, OWNER, '/employeetypelist');
    await shows(page, 'Contract');
    const before = await page.evaluate(() => localStorage.getItem('accessToken'));
    await page.waitForTimeout(3000);
    await page.getByPlaceholder('Search').fill('Perm');
    await expect.poll(() => page.getByText('Contract', { exact: true }).count()).toBe(0);
    await shows(page, 'Permanent');
    expect(refreshes).toContain(200);
    expect(page.url()).toContain('/employeetypelist');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(before);
    expect(await page.getByText(enCommon.auth.sessionExpired).count()).toBe(0);
    await page.close();
  });

  it('sends a user whose session was revoked to /signin with the message', async () => {
    const { page, userId } = await employeeTypeViewer(suite.browser, suite.server.url, 'revoked.reader@demo.local');
    const ownerToken = await tokenOf(suite.server.url, OWNER);
    expect(
      (await call(suite.server.url, '/api/AuthenticationAPI/DeactivateUser', { token: ownerToken, body: [userId] }))
        .status,
    ).toBe(200);
    await page.getByPlaceholder('Search').fill('Perm');
    await page.waitForURL('**/signin');
    await shows(page, enCommon.auth.sessionExpired);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.close();
  });
});
