import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tools/harness/browser';
import { startServer, type RunningServer } from '../support/server';
import { SERVER_ENTRY } from '../../scripts/serverBuild.mjs';

async function signIn(page: Page, url: string, next = '/employeeTypes') {
  await page.goto(`${url}${next}`);
  await page.waitForURL('**/signin');
  await page.getByLabel('Email').fill('owner@demo.local');
  await page.getByLabel('Password').fill('Demo#12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${next}`);
}

describe('foundation: npm start, sign in, employee types', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the app and the health check', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
    const page = await (await fetch(`${server.url}/dashboard`)).text();
    expect(page).toContain('<div id="root">');
  });

  it('signs in, adds an employee type, and still lists it after a reload', async () => {
    const page = await browser.newPage();
    await signIn(page, server.url);
    await expect.poll(() => page.getByText('Permanent').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/employeeTypes/create');
    await page.getByRole('textbox', { name: 'Name' }).fill('Consultant');
    await page.getByRole('textbox', { name: 'Description' }).fill('External specialists on retainer');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/employeeTypes');
    await expect.poll(() => page.getByText('Employee type added successfully.').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByText('Consultant').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await page.close();
  });

  it('refuses a second server on the same data folder while the first keeps working', async () => {
    const { spawnSync } = await import('node:child_process');
    const second = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, DATA_DIR: server.dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/data folder .* is in use by another Tawazun server/);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('keeps the data across a restart', async () => {
    const dataDir = server.dataDir;
    await server.process.kill('SIGTERM');
    await new Promise((r) => server.process.once('exit', r));
    const again = await startServer({}, dataDir);
    try {
      const login = await fetch(`${again.url}/api/AuthenticationAPI/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'owner@demo.local', password: 'Demo#12345' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const list = await fetch(`${again.url}/api/EmployeeTypeAPI/GetAll`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect((await list.json()) as Array<{ name: string }>).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Consultant' })]),
      );
    } finally {
      await again.stop();
    }
  });
});
