import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, call, signIn, tokenOf, uploadSample } from '../support/e2eAccounts';
import { reportPath, viewerPath } from '../../src/estimation/paths';

const SAMPLE = 'hr-manpower-model.xlsx';
/**
 * Annual costs per full-time person that make the report's total a nine-digit amount: HR Executive
 * alone is 7,385.95 h / 1,417 h = 5.21 people.
 */
const COSTS: Record<string, number> = {
  CHRO: 900_000,
  'People & OD Manager': 600_000,
  'Asst. Manager': 400_000,
  'HR Executive': 40_000_000,
};
/** Every width from a phone to a wide desktop, in steps a card's layout cannot hide between. */
const WIDTHS = Array.from({ length: Math.floor((1920 - 390) / 10) + 1 }, (_, i) => 390 + i * 10);

/** How many digits an amount has before its decimal point, written in Latin or Arabic-Indic digits. */
const wholeDigits = (text: string) => {
  const latin = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660));
  return (latin.split(/[.\u066b](?=\d+\D*$)/)[0].match(/\d/g) ?? []).length;
};

/** Moves within the app as its links do. */
const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Whether a KPI card's figure shows whole: its glyphs on one line, inside the card, nothing cut. */
const cardFit = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((figure) => {
    const frame = (figure.closest('.MuiCard-root') as HTMLElement).getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(figure);
    const glyphs = range.getBoundingClientRect();
    return {
      text: figure.textContent ?? '',
      fontSize: parseFloat(getComputedStyle(figure).fontSize),
      inside: glyphs.left >= frame.left - 0.5 && glyphs.right <= frame.right + 0.5,
      notCut: figure.scrollWidth <= figure.clientWidth + 1,
      oneLine: new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size <= 1,
    };
  });

describe('figures are never clipped: KPI cards and the customise grid', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    await uploadSample(suite.server.url, SAMPLE);
    const token = await tokenOf(suite.server.url, OWNER);
    for (const [designationName, cost] of Object.entries(COSTS)) {
      const saved = await call(suite.server.url, '/api/Costing/AddCosting', {
        token,
        body: { fileName: SAMPLE, designationName, cost },
      });
      if (saved.status !== 200) throw new Error(`cost of ${designationName}: ${JSON.stringify(saved.body)}`);
    }
  });

  const open = async (language: 'en' | 'ar', width: number, path: string): Promise<[BrowserContext, Page]> => {
    const context = await suite.browser.newContext({
      viewport: { width, height: 900 },
      locale: language === 'ar' ? 'ar-SA' : 'en-GB',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await signIn(page, suite.server.url, OWNER, '/dashboard');
    await visit(page, path);
    return [context, page];
  };

  for (const language of ['en', 'ar'] as const) {
    it(`the report's cards show a nine-digit annual cost whole at 1280 px and every width from 390 to 1920 (${language})`, async () => {
      const [context, page] = await open(language, 1280, reportPath(SAMPLE, 'O'));
      await page.getByTestId('headline-cost').waitFor();
      const at1280 = await cardFit(page, 'headline-cost');
      expect(wholeDigits(at1280.text), at1280.text).toBe(9);
      expect(at1280, `1280 px: ${at1280.text}`).toMatchObject({ inside: true, notCut: true, oneLine: true });
      const cut: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForFunction((w) => window.innerWidth === w, width);
        for (const card of ['headline-resources', 'headline-cost', 'headline-hours', 'headline-fte']) {
          const fit = await cardFit(page, card);
          if (!fit.inside || !fit.notCut || !fit.oneLine) cut.push(`${card} at ${width} px: ${JSON.stringify(fit)}`);
        }
      }
      expect(cut).toEqual([]);
      await context.close();
    });

    it(`the customise grid shows the HR sample's four job title columns at 1440 px, no word broken (${language})`, async () => {
      const [context, page] = await open(language, 1440, viewerPath(SAMPLE, 'O', true));
      const grid = page.getByTestId('sheet-grid');
      await grid.locator('tbody tr').first().waitFor();
      const seen = await grid.evaluate((table) => {
        const view = (table.parentElement as HTMLElement).getBoundingClientRect();
        const edges = (el: Element) => {
          const box = el.getBoundingClientRect();
          return { left: Math.round(box.left), right: Math.round(box.right) };
        };
        // Words split over two lines: a word whose glyphs sit on more than one line.
        const broken: string[] = [];
        const cells = [...table.querySelectorAll('thead th, tbody tr:nth-child(-n+30) td')];
        for (const cell of cells) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const match of text.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (tops.size > 1) broken.push(match[0]);
            }
          }
        }
        return {
          view: edges(table.parentElement as HTMLElement),
          viewWidth: view.width,
          shares: [...table.querySelectorAll('th[data-jd]')].map(edges),
          pinnedStart: edges(table.querySelector('th[data-pinned="start"]') as Element),
          pinnedEnd: edges(table.querySelector('th[data-pinned="end"]') as Element),
          pageFits: document.documentElement.scrollWidth <= window.innerWidth,
          broken,
        };
      });
      expect(seen.shares).toHaveLength(4);
      expect(seen.pageFits).toBe(true);
      // Every share column whole between the grid's edges and clear of the pinned total, unscrolled.
      const [low, high] =
        language === 'ar' ? [seen.pinnedEnd.right, seen.view.right] : [seen.view.left, seen.pinnedEnd.left];
      for (const share of seen.shares) {
        expect(share.left, JSON.stringify(seen)).toBeGreaterThanOrEqual(low - 1);
        expect(share.right, JSON.stringify(seen)).toBeLessThanOrEqual(high + 1);
      }
      expect(seen.broken).toEqual([]);
      await page.screenshot({ path: `test-results/figures-${language}-1440-customise.png` });
      await context.close();
    });
  }
});
