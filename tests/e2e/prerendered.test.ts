import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../../tools/harness/browser';
import { startServer, type RunningServer } from '../support/server';
import enCommon from '../../public/locales/en/common.json';
import arMarketing from '../../public/locales/ar/marketing.json';
import arCommon from '../../public/locales/ar/common.json';

const ARABIC: BrowserContextOptions = { locale: 'ar-SA', extraHTTPHeaders: { 'Accept-Language': 'ar-SA,ar;q=0.9' } };
const ENGLISH: BrowserContextOptions = { locale: 'en-US' };

/** What the page complained of: script errors, and React's word that it could not take the HTML over. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('pre-rendered light pages', () => {
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

  it('paint without any script, in the language the browser asks for', async () => {
    const arabic = await browser.newContext({ ...ARABIC, javaScriptEnabled: false });
    const page = await arabic.newPage();
    await page.goto(`${server.url}/`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await page.locator('h1').first().textContent()).toBe(arMarketing.home.title);
    await page.goto(`${server.url}/signin`);
    expect(await page.locator('h1').textContent()).toBe(arCommon.signIn.title);
    expect(await page.locator('input[name="username"]').count()).toBe(1);
    await arabic.close();

    const english = await browser.newContext({ ...ENGLISH, javaScriptEnabled: false });
    const en = await english.newPage();
    await en.goto(`${server.url}/SignIn/`);
    expect(await en.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
    expect(await en.locator('h1').textContent()).toBe(enCommon.signIn.title);
    await english.close();
  });

  it('are taken over by the app without a mismatch, and work at once', async () => {
    for (const options of [ENGLISH, ARABIC]) {
      const context = await browser.newContext(options);
      for (const path of [
        '/',
        '/About',
        '/faq',
        '/contact',
        '/signin',
        '/signup',
        '/forgetpassword',
        '/resetforgetpassword/a-token',
      ]) {
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => document.documentElement.dataset.prerendered), path).toBe(
          options === ARABIC ? 'ar' : 'en',
        );
        expect(errors, `${path}: ${errors.join('\n')}`).toEqual([]);
        await page.close();
      }
      await context.close();
    }
    const page = await (await browser.newContext(ENGLISH)).newPage();
    await page.goto(`${server.url}/signin`, { waitUntil: 'networkidle' });
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.getByText(enCommon.signIn.fillBoth).count()).toBe(1);
    await page.context().close();
  });

  it('are taken over as they stand on a busy phone: no part is thrown away and drawn anew', async () => {
    // A part drawn anew flashes, and loses what the reader had typed or focused in it. It happened
    // when the site's contact details arrived before the page's part had been taken over.
    for (const options of [ENGLISH, ARABIC]) {
      const context = await browser.newContext({ ...options, viewport: { width: 390, height: 844 } });
      await context.addInitScript(() => {
        const removed: string[] = ((window as unknown as { removed: string[] }).removed = []);
        new MutationObserver((changes) => {
          for (const change of changes)
            for (const node of change.removedNodes)
              if (node instanceof HTMLElement) removed.push(`${node.tagName} ${node.className}`.trim());
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of ['/', '/contact', '/signin']) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        // The site's contact details in its footer: the update that used to arrive too early.
        if (path !== '/signin') await page.locator('footer a[href^="tel:"]').waitFor();
        expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed), path).toEqual([]);
        await page.close();
      }
      await context.close();
    }
  });

  it("hold their header's buttons until the app takes the page over, so no tap is lost", async () => {
    // The toggles in view (the language choices inside its closed list are not reachable yet).
    const controls = 'header .tw-nav-toggle, header .tw-icon-btn';
    const scriptless = await browser.newContext({ ...ENGLISH, javaScriptEnabled: false });
    const still = await scriptless.newPage();
    await still.goto(`${server.url}/about`);
    const before = await still
      .locator(controls)
      .evaluateAll((buttons) => buttons.map((b) => b.hasAttribute('disabled')));
    expect(before.length).toBeGreaterThan(0);
    expect(before.every(Boolean)).toBe(true);
    await scriptless.close();

    const context = await browser.newContext(ENGLISH);
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    // Clicked as soon as it can be: the menu opens.
    await page.locator('button[aria-controls="tw-side-menu"]').click();
    await expect.poll(() => page.locator('#tw-side-menu').getAttribute('data-open')).toBe('true');
    const after = await page.locator(controls).evaluateAll((buttons) => buttons.map((b) => b.hasAttribute('disabled')));
    expect(after.some(Boolean)).toBe(false);
    await context.close();
  });

  it('paint first when their whole markup is parsed, so a busy phone never shows half a page', async () => {
    // A phone's CPU: the parser yields often, and each yield is a chance to paint what it reached.
    // The scripts are left out: what is looked at is the HTML's own first paint, before any hydration.
    for (const options of [ENGLISH, ARABIC]) {
      const context = await browser.newContext({ ...options, viewport: { width: 390, height: 844 } });
      await context.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: number }).firstFrame =
            document.getElementById('root')?.innerHTML.length ?? 0;
        });
      });
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      for (const path of ['/', '/pricing', '/signin']) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        const [firstFrame, markup] = await page.evaluate(() => [
          (window as unknown as { firstFrame: number }).firstFrame,
          document.getElementById('root')?.innerHTML.length ?? 0,
        ]);
        expect(firstFrame, path).toBe(markup);
        await page.close();
      }
      await context.close();
    }
  });

  it('are taken over without writing a number afresh: the build wrote them', async () => {
    // A browser's first Intl.NumberFormat costs a phone 140-260 ms inside the hydration.
    for (const options of [ENGLISH, ARABIC]) {
      const context = await browser.newContext(options);
      await context.addInitScript(() => {
        const counted = window as unknown as { numberFormats: number };
        counted.numberFormats = 0;
        const count = () => void (counted.numberFormats += 1);
        Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
          construct: (target, args: Parameters<typeof Intl.NumberFormat>) => (count(), new target(...args)),
          apply: (target, _self, args: Parameters<typeof Intl.NumberFormat>) => (count(), target(...args)),
        });
      });
      for (const path of ['/', '/pricing']) {
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => document.documentElement.dataset.prerendered), path).toBeTruthy();
        expect(await page.evaluate(() => (window as unknown as { numberFormats: number }).numberFormats), path).toBe(0);
        expect(errors, `${path}: ${errors.join('\n')}`).toEqual([]);
        await page.close();
      }
      await context.close();
    }
  });

  it('follow the language the reader chose, through the cookie the app keeps', async () => {
    const context = await browser.newContext(ENGLISH);
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto(`${server.url}/About`, { waitUntil: 'networkidle' });
    // boot.js handed the stored choice to the server: this page and the next come in Arabic.
    expect(await page.evaluate(() => document.cookie)).toContain('i18next=ar');
    await page.goto(`${server.url}/faq`);
    expect(
      await page.evaluate(() => [document.documentElement.dataset.prerendered, document.documentElement.dir]),
    ).toEqual(['ar', 'rtl']);
    await context.close();
  });

  it('leave an address with a query, and every admin screen, to the app', async () => {
    const context = await browser.newContext(ENGLISH);
    const page = await context.newPage();
    for (const path of ['/ServicesDetail?service=cyber-security', '/dashboard']) {
      await page.goto(`${server.url}${path}`);
      expect(await page.evaluate(() => document.documentElement.dataset.prerendered ?? null), path).toBeNull();
    }
    await context.close();
  });
});
