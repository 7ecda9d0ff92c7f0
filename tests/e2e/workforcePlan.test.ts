import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browserSuite';
import { OWNER, signIn } from '../support/e2eAccounts';
import type { DesignationMapping, PlanNode, PlanTree } from '@domain/workforcePlan/types';
import enWords from '../../public/locales/en/workforce.json';
import arWords from '../../public/locales/ar/workforce.json';
import { demoText } from '@domain/demo';

type Words = typeof enWords;
const LANGUAGES: Array<['en' | 'ar', Words]> = [
  ['en', enWords],
  ['ar', arWords as Words],
];
/** The demo's names as a reader of `language` sees them (the demo organisation speaks Arabic too). */
const hrIn = (language: string) => demoText('Human Resources', language);
const teamPathIn = (language: string) =>
  ['Human Resources', 'Talent Acquisition', 'Graduate Hiring Programme', 'Campus Recruitment'].map((name) =>
    demoText(name, language),
  );
const ORIGINAL = 'HR department plan 2026.xlsx';
const COPY = 'HR department plan 2026 - lean operations.xlsx';

const plain = (text: string | null) => (text ?? '').replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/g, ' ').trim();
const find = (node: PlanNode, name: string): PlanNode | undefined =>
  node.name === name ? node : node.children.map((child) => find(child, name)).find(Boolean);

/** The API as the owner sees it, to check what the screens show against the server's figures. */
async function ownerApi(url: string) {
  const login = await fetch(`${url}/api/AuthenticationAPI/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@demo.local', password: 'Demo#12345' }),
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const get = async <T>(path: string, language = 'en') =>
    (await (
      await fetch(`${url}/api/WorkforcePlan/${path}`, { headers: { ...headers, 'accept-language': language } })
    ).json()) as T;
  return {
    tree: (language?: string) => get<PlanTree>('tree', language),
    designations: () => get<DesignationMapping[]>('designations'),
    deleteJobTitle: async (id: number) =>
      (await fetch(`${url}/api/JobTitleAPI/Delete/${id}`, { method: 'DELETE', headers })).status,
  };
}

/** Waits for the element panel to show `name`: it follows the address a moment after a click. */
const panelOf = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, level: 2 }).count()).toBe(1);

/**
 * Waits for the tree's items to stop sliding: a branch opening moves the items under it, and a
 * click begun on one item while it slides can end on another (seen: pressed on the team, released
 * on its project).
 */
const treeSettled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          !(animation.effect as KeyframeEffect | null)?.target?.closest('[role="tree"]'),
      ),
  );

/** A node's label in the tree, by its name. */
const nodeLabel = (page: Page, name: string) =>
  page
    .locator('[data-testid^="plan-node-"]')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

describe('the workforce plan in the browser, in English and Arabic', () => {
  let page: Page;
  let api: Awaited<ReturnType<typeof ownerApi>>;

  const suite = browserSuite();

  beforeAll(async () => {
    api = await ownerApi(suite.server.url);
    page = await suite.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, suite.server.url, OWNER, '/workforce/tree');
  });

  for (const [language, words] of LANGUAGES) {
    describe(language, () => {
      const HR = hrIn(language);
      const TEAM_PATH = teamPathIn(language);
      it('opens the tree and expands it to a team with the keyboard, reading its gap', async () => {
        await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
        await page.goto(`${suite.server.url}/workforce/tree`);
        await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await page.getByRole('tree', { name: words.tree.title }).waitFor();
        for (const name of TEAM_PATH) {
          await treeSettled(page);
          await nodeLabel(page, name).click();
          await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
        }
        const team = find((await api.tree(language)).root, TEAM_PATH.at(-1) as string) as PlanNode;
        await panelOf(page, team.name);
        // The team has no plan of its own: Human Resources' plan holds its requirement, and it says so.
        expect(team.status).toBe('covered');
        const gap = page.getByTestId('plan-element-gap').locator('[data-gap-state]');
        await expect.poll(() => gap.getAttribute('data-gap-state')).toBe('covered');
        expect(plain(await gap.textContent())).toContain(words.tree.covered.split('{{')[0].trim());
        expect(plain(await gap.textContent())).toContain(HR);
        expect(plain(await nodeLabel(page, team.name).getByTestId('plan-node-gap').textContent())).toBe(
          plain(await gap.textContent()),
        );
        await page.screenshot({ path: `test-results/workforcePlan/tree-${language}.png`, fullPage: true });
      });

      it('changes the plan of record and sees the department change, the organisation keeping its own plan', async () => {
        const figures = () => page.getByTestId('job-title-figures').textContent().then(plain);
        const organisation = (await api.tree(language)).root;
        await page.getByTestId('plan-node-organisation').click();
        await panelOf(page, organisation.name);
        const organisationBefore = await figures();
        await nodeLabel(page, HR).click();
        await panelOf(page, HR);
        await expect.poll(figures).not.toBe(organisationBefore);
        const before = await figures();
        await page.getByTestId('plan-of-record').click();
        // English: from the promoted lean copy to the original; Arabic: the copy promoted back.
        // Options are found by what they stand for, not by their text (its figures follow the digits).
        await page.locator(`[role="option"][data-file-name="${language === 'en' ? ORIGINAL : COPY}"]`).click();
        await page.getByTestId('promote-confirm').click();
        await expect.poll(figures, { timeout: 15_000 }).not.toBe(before);
        await expect
          .poll(() => page.getByTestId('plan-current').textContent().then(plain))
          .toContain(language === 'en' ? ORIGINAL : COPY);
        // The demo organisation has a workbook of its own (an organisation-wide manpower model): its
        // job titles are that plan's, whatever plan a department keeps.
        expect(organisation.ownPlan).toBe(true);
        expect(find((await api.tree(language)).root, HR)?.planCost).not.toEqual(find(organisation, HR)?.planCost);
        await page.getByTestId('plan-node-organisation').click();
        await panelOf(page, organisation.name);
        expect(await figures()).toBe(organisationBefore);
      });

      it('draws the gap by department on a phone: every department named apart, the legend naming both colours', async () => {
        // Only a department with a requirement has a bar (the others are covered by the organisation's plan).
        const departments = (await api.tree(language)).root.children.filter(
          (child) => child.kind === 'department' && ['short', 'surplus', 'balanced'].includes(child.status),
        );
        expect(departments.length).toBeGreaterThan(0);
        await page.setViewportSize({ width: 390, height: 844 });
        try {
          await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
          await page.goto(`${suite.server.url}/workforce`);
          const card = page.getByRole('region', { name: words.dashboard.gapByDepartment });
          const legend = card.locator('.MuiChartsLegend-root');
          await legend.waitFor();
          expect((await legend.locator('li').allTextContents()).map(plain)).toEqual([
            words.dashboard.legend.surplus,
            words.dashboard.legend.shortage,
          ]);
          // Each name's box on the screen: none may come within a space of another (side by side,
          // nearer than that, two names read as one).
          const boxes = await card.locator('svg text').evaluateAll(
            (texts, names) =>
              texts
                .filter((text) => names.includes((text.textContent ?? '').trim()))
                .map((text) => {
                  const { top, bottom, left, right } = text.getBoundingClientRect();
                  return { name: (text.textContent ?? '').trim(), top, bottom, left, right };
                }),
            departments.map((department) => department.name),
          );
          expect(boxes.map((box) => box.name).sort()).toEqual(departments.map((department) => department.name).sort());
          const SPACE = 8;
          const apart = (a: (typeof boxes)[number], b: (typeof boxes)[number]) =>
            a.bottom + SPACE <= b.top ||
            b.bottom + SPACE <= a.top ||
            a.right + SPACE <= b.left ||
            b.right + SPACE <= a.left;
          for (const [i, box] of boxes.entries())
            for (const other of boxes.slice(i + 1)) expect(apart(box, other)).toBe(true);
        } finally {
          await page.setViewportSize({ width: 1400, height: 1000 });
        }
      });

      it('creates a missing job title in place, which the designation then counts as by name', async () => {
        const unmapped = (await api.designations()).filter((row) => row.matchedBy === null);
        expect(unmapped.length).toBeGreaterThan(0);
        await page.goto(`${suite.server.url}/workforce/designations`);
        await expect.poll(() => page.getByTestId('designation-row').count()).toBe(unmapped.length);
        const row = page.getByTestId('designation-row').first();
        const designation = plain(await row.getByRole('rowheader').textContent());
        await row.getByRole('button').filter({ hasText: words.designations.create }).click();
        await expect.poll(() => page.getByTestId('designation-row').count()).toBe(unmapped.length - 1);
        const counted = (await api.designations()).find((row) => row.designation === designation);
        expect(counted).toMatchObject({ matchedBy: 'name' });
        expect(counted?.jobTitleId).not.toBeNull();
        // The title goes again, so the designation is left to map by hand in the next test.
        expect(await api.deleteJobTitle(counted!.jobTitleId as number)).toBe(200);
        expect((await api.designations()).find((row) => row.designation === designation)?.matchedBy).toBeNull();
      });

      it('maps a designation to a job title once', async () => {
        const unmapped = (await api.designations()).filter((row) => row.matchedBy === null);
        await page.goto(`${suite.server.url}/workforce/designations`);
        await page
          .locator('#main-content')
          .getByRole('heading', { name: words.designations.title, level: 1 })
          .waitFor();
        await expect.poll(() => page.getByTestId('designation-row').count()).toBe(unmapped.length);
        const row = page.getByTestId('designation-row').first();
        const designation = plain(await row.getByRole('rowheader').textContent());
        await row.getByRole('combobox').click();
        await page.getByRole('option').first().click();
        await page.getByTestId('designations-save').click();
        await expect.poll(() => page.getByTestId('designation-row').count()).toBe(unmapped.length - 1);
        const saved = (await api.designations()).find((row) => row.designation === designation);
        expect(saved?.matchedBy).toBe('user');
        expect(saved?.jobTitleId).not.toBeNull();
      });

      it('compares two workbooks of one FTE profile and exports the comparison', async () => {
        await page.goto(`${suite.server.url}/workforce/compare`);
        await page.getByRole('combobox', { name: words.compare.element }).fill(HR);
        await page.getByRole('option', { name: new RegExp(`^${HR} `) }).click();
        // The element's workbooks arrive after it is chosen: until then the pickers have nothing to offer.
        const pick = async (picker: string, fileName: string) => {
          const option = page.locator(`[role="option"][data-file-name="${fileName}"]`);
          await expect
            .poll(async () => {
              await page.getByTestId(picker).click();
              if ((await option.count()) > 0) return true;
              await page.keyboard.press('Escape');
              return false;
            })
            .toBe(true);
          await option.click();
        };
        await pick('compare-left', ORIGINAL);
        await pick('compare-right', COPY);
        await expect.poll(() => page.getByTestId('comparison-lines').locator('tbody tr').count()).toBeGreaterThan(0);
        expect(await page.getByTestId('comparison-changed').locator('li').count()).toBeGreaterThan(0);
        await page.getByRole('tab', { name: words.category.Tactical }).click();
        expect(await page.getByTestId('comparison-lines').count()).toBe(1);
        // The export is the same file whatever the language: downloaded once, in English.
        if (language === 'ar') return;
        const download = page.waitForEvent('download');
        await page.getByTestId('comparison-export').click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
        const bytes = readFileSync((await file.path()) as string);
        expect(bytes.subarray(0, 2).toString()).toBe('PK');
      });

      it('exports the tree to Excel', async () => {
        await page.goto(`${suite.server.url}/workforce/tree`);
        const download = page.waitForEvent('download');
        await page.getByTestId('plan-export').click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
        expect(
          readFileSync((await file.path()) as string)
            .subarray(0, 2)
            .toString(),
        ).toBe('PK');
      });
    });
  }
});
