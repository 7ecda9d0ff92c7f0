/**
 * Fetches the admin shell once the light page is idle, so signing in does not wait for it. After
 * the load event, so a first visit's own page comes first.
 */
export function prefetchAdminShell(load: () => Promise<unknown>): void {
  const idle = (run: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 1000);
  const start = () =>
    idle(() => {
      // The bench counts what follows this mark apart from the page's own bytes (tests/support/wire.ts).
      performance.mark('tawazun:background');
      void load().catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
