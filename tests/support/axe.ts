import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE = path.resolve('node_modules/axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * axe-core's findings on the page as it is now, one line each: the serious and critical ones, or
 * every one with `all`. The server's content security policy forbids injected scripts: the page's
 * context needs `bypassCSP`.
 */
export async function axeViolations(page: Page, { all = false } = {}): Promise<string[]> {
  // Once per document: a walk that moves within the app (no reload) keeps it, instead of parsing
  // its half megabyte again on every screen.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    // A hover tooltip left open where the pointer rests (a portal by design) is not the page's content.
    const context = { exclude: [['[role="tooltip"]']] };
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => all || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
