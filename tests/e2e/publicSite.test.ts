import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enSite from '../../public/locales/en/marketing.json';
import arSite from '../../public/locales/ar/marketing.json';
import enCommon from '../../public/locales/en/common.json';
import arCommon from '../../public/locales/ar/common.json';
import { launchBrowser } from '../../tools/harness/browser';
import { asShown } from '../support/locales';
import { startServer, type RunningServer } from '../support/server';
import { OWNER, SUPER_ADMIN, signIn } from '../support/e2eAccounts';
import enAdmin from '../../public/locales/en/admin.json';
import arAdmin from '../../public/locales/ar/admin.json';
import enContact from '../../public/locales/en/contact.json';

const SHOTS = 'test-results/public-site';
const site = { en: enSite, ar: arSite };
const common = { en: enCommon, ar: arCommon };
type Language = keyof typeof site;

/** Every public path of spec §2 (the route table's and the header's spellings) and the heading of its page. */
const PATHS: Array<[string, (s: typeof enSite) => string]> = [
  ['/', (s) => s.home.title],
  ['/About', (s) => s.about.title],
  ['/about', (s) => s.about.title],
  ['/ContactUs', (s) => s.contact.title],
  ['/contact', (s) => s.contact.title],
  ['/ServicesDetail', (s) => s.services['managed-services'].title],
  ['/service-detail', (s) => s.services['managed-services'].title],
  ['/ServiecesList', (s) => s.servicesList.title],
  ['/services', (s) => s.servicesList.title],
  ['/Pricing', (s) => s.pricing.title],
  ['/pricing', (s) => s.pricing.title],
  ['/CheckOut', (s) => s.checkout.title],
  ['/checkout', (s) => s.checkout.title],
  ['/faq', (s) => s.faq.title],
];

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not visible`);
  return found;
};
const heading = (page: Page) => page.locator('main h1').first().textContent();

describe('public site and app-wide behaviour', () => {
  let server: RunningServer;
  let browser: Browser;

  /** A fresh browser profile that reads `language`. */
  const visitor = async (language: Language): Promise<BrowserContext> => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: language === 'ar' ? 'ar-SA' : 'en-GB',
    });
    return context;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['en', 'ar'] as const) {
    it(`renders every public path as its own page, not the 404 (${language})`, async () => {
      const context = await visitor(language);
      const page = await context.newPage();
      for (const [path, title] of PATHS) {
        await page.goto(`${server.url}${path}`);
        await expect.poll(() => heading(page), { message: path }).toBe(title(site[language]));
        expect(await page.locator('.tw-header').count(), path).toBe(1);
        expect(await page.locator('footer').textContent(), path).toContain(
          asShown(site[language].footer.copyright, language),
        );
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
          language,
          language === 'ar' ? 'rtl' : 'ltr',
        ]);
        expect(await page.getByText(common[language].notFound.title).count(), path).toBe(0);
      }
      await context.close();
    });
  }

  it('switches to Arabic at once: dir=rtl, the language cached, and the layout mirrored', async () => {
    const context = await visitor('en');
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect.poll(() => heading(page)).toBe(enSite.home.title);
    const ltr = {
      logo: await box(page, '.tw-logo'),
      toggle: await box(page, 'button[aria-controls="tw-side-menu"]'),
      title: await box(page, 'main h1'),
    };
    expect(ltr.logo.x).toBeLessThan(ltr.toggle.x);
    await page.screenshot({ path: `${SHOTS}/home-en.png` });

    await page.getByRole('button', { name: `${enCommon.language.choose}: ${enCommon.language.en}` }).click();
    await page.getByRole('button', { name: enCommon.language.ar, exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => heading(page)).toBe(arSite.home.title);
    expect(
      await page.evaluate(() => [
        document.documentElement.lang,
        localStorage.getItem('i18nextLng'),
        localStorage.getItem('i18nextDirection'),
      ]),
    ).toEqual(['ar', 'ar', 'rtl']);
    const rtl = {
      logo: await box(page, '.tw-logo'),
      toggle: await box(page, 'button[aria-controls="tw-side-menu"]'),
      title: await box(page, 'main h1'),
    };
    // The header mirrors: the logo moves to the right edge, the side-menu toggle to the left.
    expect(rtl.logo.x).toBeGreaterThan(rtl.toggle.x);
    expect(rtl.logo.x + rtl.logo.width).toBeGreaterThan(1280 - 80);
    expect(rtl.toggle.x).toBeLessThan(80);
    // Headings start at the right edge of the content.
    expect(rtl.title.x + rtl.title.width).toBeGreaterThan(ltr.title.x + ltr.title.width);
    await page.screenshot({ path: `${SHOTS}/home-ar.png` });

    // The side menu slides in from the end of the line: the left in Arabic.
    await page.locator('button[aria-controls="tw-side-menu"]').click();
    await expect.poll(async () => (await box(page, '#tw-side-menu')).x).toBeLessThan(2);
    await page.screenshot({ path: `${SHOTS}/side-menu-ar.png` });
    await page.getByRole('button', { name: arSite.nav.closeSideMenu }).click();

    // The choice holds after a reload, before any script of the app has run.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => heading(page)).toBe(arSite.home.title);
    await context.close();
  });

  it('opens the side menu from the right in English, with collapsible groups and the contact details; both remembered on reload', async () => {
    const context = await visitor('en');
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    await page.locator('button[aria-controls="tw-side-menu"]').click();
    const panel = await box(page, '#tw-side-menu');
    await expect.poll(async () => Math.round((await box(page, '#tw-side-menu')).x + panel.width)).toBe(1280);
    const side = page.locator('#tw-side-menu');
    for (const label of [
      enSite.sideMenu.getInTouch,
      enSite.sideMenu.phone,
      enSite.sideMenu.email,
      enSite.sideMenu.address,
    ])
      expect(await side.textContent()).toContain(label);
    expect(await side.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await side.locator('a[href^="mailto:"]').count()).toBe(1);
    for (const network of Object.values(enSite.social))
      expect(await side.getByRole('link', { name: network }).count()).toBe(1);

    const services = side.getByRole('button', { name: enSite.sideMenu.services });
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await services.click();
    expect(await side.getByRole('link', { name: enSite.services['cyber-security'].title }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/side-menu-en.png` });

    await page.reload();
    await expect.poll(() => page.locator('#tw-side-menu').getAttribute('data-open')).toBe('true');
    expect(
      await page
        .locator('#tw-side-menu')
        .getByRole('button', { name: enSite.sideMenu.services })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    // A placeholder entry ('#') stays where it is.
    await page.locator('#tw-side-menu').getByRole('button', { name: enSite.sideMenu.pages }).click();
    // (It says it is disabled, so the click has to be forced.)
    await page.locator('#tw-side-menu').getByRole('link', { name: enSite.nav.cart }).click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/about');
    // A real entry goes to its page and closes the menu.
    await page.locator('#tw-side-menu').getByRole('link', { name: enSite.services['cyber-security'].title }).click();
    await expect.poll(() => heading(page)).toBe(enSite.services['cyber-security'].title);
    expect(await page.locator('#tw-side-menu').getAttribute('data-open')).toBe('false');
    await context.close();
  });

  it('has the header dropdowns, Get Started to /signin, and the footer of spec §2', async () => {
    const context = await visitor('en');
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const header = page.locator('.tw-header');
    await header.getByRole('button', { name: enSite.nav.pages }).click();
    for (const entry of [
      enSite.nav.about,
      enSite.nav.features,
      enSite.nav.productDetails,
      enSite.nav.cart,
      enSite.nav.checkout,
      enSite.nav.pricingPlan,
      enSite.nav.faqs,
    ]) {
      expect(await header.getByRole('link', { name: entry, exact: true }).count(), entry).toBe(1);
    }
    expect(await header.getByText(enSite.nav.shop, { exact: true }).count()).toBe(1);
    await header.getByRole('link', { name: enSite.nav.pricingPlan }).click();
    await expect.poll(() => heading(page)).toBe(enSite.pricing.title);

    const footer = page.locator('footer');
    for (const solution of Object.values(enSite.services))
      expect(await footer.getByRole('link', { name: solution.title }).count()).toBe(1);
    expect(await footer.textContent()).toContain(enSite.apart.title);
    const badges = footer.locator('[data-testid="review-badge"]');
    expect(await badges.count()).toBe(2);
    for (let i = 0; i < 2; i++) {
      expect(await badges.nth(i).locator('[data-star="full"]').count()).toBe(4);
      expect(await badges.nth(i).locator('[data-star="half"]').count()).toBe(1);
    }
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await footer.getByRole('link', { name: enSite.footer.viewOnMap }).getAttribute('href')).toMatch(
      /^https:\/\//,
    );
    for (const link of [enSite.footer.supportPolicy, enSite.footer.terms, enSite.footer.privacy])
      expect(await footer.getByRole('link', { name: link }).count()).toBe(1);
    await footer.getByRole('link', { name: enSite.footer.privacy }).click();
    await expect.poll(() => page.locator('#privacy').isVisible()).toBe(true);

    await page.goto(`${server.url}/`);
    await header.getByRole('link', { name: enSite.nav.getStarted }).click();
    await page.waitForURL('**/signin');
    await expect.poll(() => page.locator('input[name="username"]').count()).toBe(1);
    await context.close();
  });

  it('writes the plans, their limits, the VAT and the support hours in the digits of the reader', async () => {
    for (const language of ['en', 'ar'] as const) {
      const context = await visitor(language);
      const page = await context.newPage();
      await page.goto(`${server.url}/pricing`, { waitUntil: 'networkidle' });
      const plans = await page.locator('.tw-plans').innerText();
      await page.goto(`${server.url}/checkout?plan=growth`, { waitUntil: 'networkidle' });
      const order = await page.locator('main').innerText();
      await page.goto(`${server.url}/faq`, { waitUntil: 'networkidle' });
      const policy = await page.locator('#faq-policies').locator('..').innerText();
      if (language === 'ar') {
        expect(plans).toContain('حتى ٥٠ موظفًا');
        expect(plans).toContain('حتى ٢٥٠ موظفًا');
        expect(order).toContain('ضريبة القيمة المضافة (١٥٪');
        expect(policy).toContain('من الساعة ٠٨:٠٠ حتى ١٧:٠٠ بتوقيت الرياض');
        // Only the product names written in Latin letters keep Latin characters; no digit does.
        expect(`${plans}\n${order}\n${policy}`).not.toMatch(/[0-9]/);
      } else {
        expect(plans).toContain('Up to 50 employees');
        expect(plans).toContain('Up to 250 employees');
        expect(order).toContain('VAT (15%)');
        expect(policy).toContain('Sunday to Thursday from 8:00 to 17:00 Riyadh time');
      }
      await context.close();
    }
  });

  it('keeps the theme across a reload, applied before the first paint', async () => {
    const context = await visitor('en');
    const page = await context.newPage();
    await page.goto(`${server.url}/pricing`);
    await page.getByRole('button', { name: enSite.nav.darkMode }).click();
    expect(await page.evaluate(() => [localStorage.getItem('theme'), document.documentElement.dataset.theme])).toEqual([
      'dark',
      'dark',
    ]);
    await page.screenshot({ path: `${SHOTS}/pricing-dark.png` });
    // The page is dark from its first paint: boot.js has run before the body exists.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.querySelector('.tw-site') ?? document.body).backgroundColor),
      )
      .toBe('rgb(11, 18, 32)');
    await page.getByRole('button', { name: enSite.nav.lightMode }).click();
    expect(
      await page.evaluate(() => [localStorage.getItem('theme'), document.documentElement.dataset.theme ?? null]),
    ).toEqual(['', null]);
    await context.close();
  });

  for (const language of ['en', 'ar'] as const) {
    it(`shows the 404 page for an unknown path, and Back To Home goes to / (${language})`, async () => {
      const context = await visitor(language);
      const page = await context.newPage();
      await page.goto(`${server.url}/no/such/page`);
      await expect.poll(() => page.getByText(common[language].notFound.title, { exact: true }).count()).toBe(1);
      await page.getByRole('link', { name: common[language].notFound.backHome }).click();
      await expect.poll(() => heading(page)).toBe(site[language].home.title);
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    });
  }

  it('reloads once with the chunk_retry marker when a screen fails to load, then once more, then stops on the error', async () => {
    const context = await visitor('en');
    const page = await context.newPage();
    await page.route(/\/assets\/Faq-[\w-]+\.js$/, (route) => route.abort());
    const loads: string[] = [];
    // Each page asked for, as it is asked: a reload may come before the page before it has fired `load`.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        loads.push(new URL(request.url()).search);
    });
    await page.goto(`${server.url}/faq`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(enCommon.error);
    // Nothing more happens once it has given up.
    await page.waitForTimeout(1500);
    expect(loads).toEqual(['', '?chunk_retry=1', '?chunk_retry=2']);
    await context.close();
  });

  it('mirrors the signed-in area in Arabic: drawer, table columns and pagination chevrons', async () => {
    const admin = { en: enAdmin, ar: arAdmin };
    const positions: Record<
      string,
      { drawer: number; firstColumn: number; lastColumn: number; previous: number; next: number }
    > = {};
    for (const language of ['en', 'ar'] as const) {
      const context = await visitor(language);
      const page = await context.newPage();
      await signIn(page, server.url, OWNER, '/dashboard');
      await page.goto(`${server.url}/employeeTypes?page=2&perPage=1`);
      const nav = admin[language].ra.navigation;
      await page.getByRole('button', { name: nav.next }).waitFor();
      const headers = page.locator('thead th');
      positions[language] = {
        drawer: (await box(page, '.RaSidebar-fixed')).x,
        firstColumn: (await headers.first().boundingBox())?.x ?? NaN,
        lastColumn: (await headers.last().boundingBox())?.x ?? NaN,
        previous: (await page.getByRole('button', { name: nav.previous }).boundingBox())?.x ?? NaN,
        next: (await page.getByRole('button', { name: nav.next }).boundingBox())?.x ?? NaN,
      };
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: `${SHOTS}/admin-list-${language}.png` });
      await context.close();
    }
    const { en, ar } = positions;
    expect(en.drawer).toBeLessThan(640);
    expect(ar.drawer).toBeGreaterThan(640);
    expect(en.firstColumn).toBeLessThan(en.lastColumn);
    expect(ar.firstColumn).toBeGreaterThan(ar.lastColumn);
    // "Next" points along the reading direction: to the right in English, to the left in Arabic.
    expect(en.next).toBeGreaterThan(en.previous);
    expect(ar.next).toBeLessThan(ar.previous);
  });

  it('delivers a contact message, listed for the Super Admin', async () => {
    const context = await visitor('en');
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    await page.getByRole('button', { name: enSite.contact.send }).click();
    await expect.poll(() => page.locator('#field-name-helper-text').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-name');
    await page.getByLabel(enSite.contact.name).fill('Layla Haddad');
    await page.getByLabel(enSite.contact.email).fill('layla@haddad-consulting.test');
    await page.getByLabel(enSite.contact.subject).fill('Cloud migration for two offices');
    await page
      .getByLabel(enSite.contact.message, { exact: true })
      .fill('We plan to move our file servers to the cloud this year. Could you advise?');
    await page.getByRole('button', { name: enSite.contact.send }).click();
    await expect
      .poll(() => page.getByText('Thank you. Your message has been sent and we will reply soon.').count())
      .toBe(1);

    // The Super Admin lands on their dashboard; the messages have their own screen, linked from it.
    await signIn(page, server.url, SUPER_ADMIN, '/contactMessages', '/SuperAdminDashboard');
    await page.goto(`${server.url}/SuperAdminDashboard`);
    await page.locator('#main-content').getByRole('link', { name: 'Contact messages' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contactMessages');
    await expect.poll(() => page.getByText('Cloud migration for two offices').count()).toBe(1);
    expect(await page.getByText('Layla Haddad').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/contact-messages.png` });
    // Marked read (the message's update at /api/v1), it no longer offers to be marked.
    const markRead = page
      .getByRole('row', { name: /Cloud migration for two offices/ })
      .getByRole('button', { name: enContact.markRead });
    expect(await markRead.count()).toBe(1);
    await markRead.click();
    await expect.poll(() => markRead.count()).toBe(0);
    await context.close();
  });
});
