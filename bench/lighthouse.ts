// Lighthouse 12 (mobile preset, its default simulated throttling) on Debian's Chromium.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM } from '../tools/harness/browser';

const run = promisify(execFile);

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** The weighted audits that scored under 90, by their titles: what to work on. */
  failing: string[];
}

interface Report {
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
}

/**
 * One Lighthouse run on `url` in a fresh profile whose browser language is `language` (the app
 * detects it from `navigator.language` when nothing is stored: Chromium's --accept-lang sets it).
 */
export async function lighthouse(url: string, language: 'en' | 'ar'): Promise<LighthouseFigures> {
  const flags = `--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --accept-lang=${language}`;
  const once = () =>
    run(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${flags}`,
        `--only-categories=${CATEGORIES.join(',')}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM },
        maxBuffer: 256 * 1024 * 1024,
        timeout: 300_000,
      },
    );
  // Lighthouse itself asks to be run again when its trace of the load came out broken.
  const { stdout } = await once().catch((error: { stderr?: string }) => {
    if (!error.stderr?.includes('Please run Lighthouse again')) throw error;
    console.log(`[bench] Lighthouse asked to be run again: ${error.stderr.trim()}`);
    return once();
  });
  const report = JSON.parse(stdout) as Report;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.flatMap((c) =>
    report.categories[c].auditRefs
      .filter(
        (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 0.9,
      )
      .map((ref) => `${c}: ${report.audits[ref.id].title}`),
  );
  return {
    scores,
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(audit('total-blocking-time')),
    cumulativeLayoutShift: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    failing,
  };
}
