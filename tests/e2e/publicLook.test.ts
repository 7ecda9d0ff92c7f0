import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { backgroundFetches, recordWire } from '../../tools/harness/wire';
import enAccount from '../../public/locales/en/account.json';
import arAccount from '../../public/locales/ar/account.json';

const SHOTS = 'test-results/public-look';
const LANGUAGES = ['en', 'ar'] as const;
const THEMES = ['light', 'dark'] as const;
const account = { en: enAccount, ar: arAccount };
type Language = (typeof LANGUAGES)[number];
type Theme = (typeof THEMES)[number];

/** Relative luminance (WCAG) of a computed `rgb(...)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

// Items 14-16 of the first-use review: the footer's icons, the solutions' icons, the hero's
// picture, the pricing grid and the account pages' way back, in both languages and both themes.
describe('the public site as a first-time visitor sees it', () => {
  const suite = browserSuite({ fullBrowser: true });

  const visitor = async (language: Language, theme: Theme, width = 1280, height = 900): Promise<BrowserContext> => {
    const context = await suite.browser.newContext({
      viewport: { width, height },
      locale: language === 'ar' ? 'ar-SA' : 'en-GB',
    });
    await context.addInitScript(
      ([lng, mode]) => {
        localStorage.setItem('i18nextLng', lng);
        localStorage.setItem('theme', mode === 'dark' ? 'dark' : '');
      },
      [language, theme],
    );
    return context;
  };

  const open = async (context: BrowserContext, path: string): Promise<Page> => {
    const page = await context.newPage();
    await page.goto(`${suite.server.url}${path}`, { waitUntil: 'networkidle' });
    return page;
  };

  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      it(`shows light social icons on the dark footer and a different icon for each solution (${language}, ${theme})`, async () => {
        const context = await visitor(language, theme);
        const page = await open(context, '/');
        const footer = page.locator('footer.tw-footer');
        const background = await footer.evaluate((el) => getComputedStyle(el).backgroundColor);
        const icons = footer.locator('.tw-social a');
        expect(await icons.count()).toBe(4);
        for (const color of await icons.evaluateAll((links) => links.map((a) => getComputedStyle(a).color)))
          expect(contrast(color, background)).toBeGreaterThan(7);
        await footer.locator('.tw-social').scrollIntoViewIfNeeded();
        await footer.screenshot({ path: `${SHOTS}/footer-${language}-${theme}.png` });

        const services = await page
          .locator('[data-service-icon]')
          .evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
        expect(services).toHaveLength(8);
        expect(new Set(services).size).toBe(8);
        await page.locator('#home-services').scrollIntoViewIfNeeded();
        await page
          .locator('section[aria-labelledby="home-services"]')
          .screenshot({ path: `${SHOTS}/services-${language}-${theme}.png` });
        await context.close();
      });

      it(`fills the hero's other half with the FTE breakdown, without shifting the page (${language}, ${theme})`, async () => {
        for (const [device, width, height] of [
          ['desktop', 1280, 900],
          ['phone', 390, 844],
        ] as const) {
          const context = await visitor(language, theme, width, height);
          await context.addInitScript(() => {
            (window as unknown as { shifts: number }).shifts = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
                (window as unknown as { shifts: number }).shifts += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
          });
          const page = await open(context, '/');
          const hero = page.locator('section.tw-hero');
          const figure = hero.locator('figure.tw-hero-figure');
          await figure.waitFor();
          const [heroBox, figureBox, title] = await Promise.all([
            hero.boundingBox(),
            figure.boundingBox(),
            hero.locator('h1').boundingBox(),
          ]);
          if (!heroBox || !figureBox || !title) throw new Error('hero not laid out');
          expect(await figure.locator('.tw-figure-total strong').textContent()).toContain(
            language === 'ar' ? '١٬٦٥٠' : '1,650',
          );
          // Every number of the Arabic figure in Arabic-Indic digits, the weeks of the year too.
          if (language === 'ar') expect(await figure.locator('.tw-figure-body').innerText()).not.toMatch(/[0-9]/);
          if (device === 'desktop') {
            // Beside the title, on the side the reading ends.
            expect(Math.abs(figureBox.y + figureBox.height / 2 - (heroBox.y + heroBox.height / 2))).toBeLessThan(120);
            if (language === 'en') expect(figureBox.x).toBeGreaterThan(title.x + title.width - 40);
            else expect(figureBox.x + figureBox.width).toBeLessThan(title.x + 40);
          } else {
            expect(figureBox.y).toBeGreaterThan(title.y);
            expect(figureBox.width).toBeLessThanOrEqual(width);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          }
          expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.02);
          await hero.screenshot({ path: `${SHOTS}/hero-${device}-${language}-${theme}.png` });
          await context.close();
        }
      });

      it(`lays the three plans out in three equal columns with a badge of its own size (${language}, ${theme})`, async () => {
        const context = await visitor(language, theme);
        const page = await open(context, '/pricing');
        const cards = page.locator('.tw-plans > article');
        expect(await cards.count()).toBe(3);
        const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
        expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
        expect(new Set(boxes.map((b) => Math.round(b.width))).size).toBe(1);
        const grid = await page.locator('.tw-plans').boundingBox();
        const used = boxes.reduce((sum, b) => sum + b.width, 0);
        expect(used / (grid?.width ?? 1)).toBeGreaterThan(0.9);
        const badge = await page.locator('.tw-plans .tw-badge').boundingBox();
        expect(badge?.width ?? 0).toBeLessThan(boxes[1].width / 2);
        await page.locator('.tw-plans').screenshot({ path: `${SHOTS}/pricing-${language}-${theme}.png` });
        await context.close();
      });

      it(`gives the account pages the logo and a way back to the site (${language}, ${theme})`, async () => {
        const context = await visitor(language, theme);
        for (const path of ['/signin', '/signup', '/forgetpassword']) {
          const page = await open(context, path);
          const logo = page.locator('header .tw-logo');
          expect(await logo.getAttribute('href')).toBe('/');
          expect(await logo.locator('svg').count()).toBe(1);
          const back = page.getByRole('link', { name: account[language].backToSite });
          expect(await back.getAttribute('href')).toBe('/');
          await page.screenshot({ path: `${SHOTS}/account${path.replace('/', '-')}-${language}-${theme}.png` });
          if (path === '/signin') {
            await back.click();
            await page.waitForURL(`${suite.server.url}/`);
            await page.locator('section.tw-hero h1').waitFor();
          }
          await page.close();
        }
        await context.close();
      });
    }
  }

  it('keeps the JavaScript of / on the wire within 120 kB', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const wire = await recordWire(page);
    await page.goto(`${suite.server.url}/`, { waitUntil: 'networkidle' });
    const { bytes } = wire.summary(await backgroundFetches(page));
    console.log(`JavaScript of / on the wire: ${(bytes.script / 1024).toFixed(1)} kB`);
    expect(bytes.script / 1024).toBeLessThanOrEqual(120);
    await context.close();
  });

  // The server's side of compression and caching is checked without a browser in tests/api/http/delivery.test.ts.
  it('fetches compressed scripts on a first visit and no script at all on the next', async () => {
    const context = await suite.browser.newContext();
    try {
      const first = await context.newPage();
      const firstWire = await recordWire(first);
      await first.goto(`${suite.server.url}/`, { waitUntil: 'networkidle' });
      const scripts = firstWire.transfers().filter((t) => t.kind === 'script');
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.encoding, script.url).toBe('br');
      expect(firstWire.summary().bytes.script).toBeGreaterThan(0);
      await first.close();

      const repeat = await context.newPage();
      const repeatWire = await recordWire(repeat);
      await repeat.goto(`${suite.server.url}/`, { waitUntil: 'networkidle' });
      expect(repeatWire.transfers().filter((t) => t.kind === 'script').length).toBeGreaterThan(0);
      expect(repeatWire.summary().bytes.script).toBe(0);
    } finally {
      await context.close();
    }
  });
});
