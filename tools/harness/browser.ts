import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's full Chromium: what Lighthouse drives (it needs the browser's own headless mode). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the tests drive: Debian's `chromium-headless-shell` when it is installed (the
 * same engine without the browser's own windows and pages: the browser suite, its two cores busy
 * from start to end, took 1,073 s instead of 1,418), else the full one.
 */
export const HEADLESS_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM);

/**
 * Debian's Chromium, headless, with nothing reaching out to the network: the headless shell unless
 * `executablePath` says otherwise (the bench measures a user's bytes in the full browser).
 */
export function launchBrowser(executablePath = HEADLESS_CHROMIUM): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}
