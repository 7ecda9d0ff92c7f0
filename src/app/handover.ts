/**
 * A message carried from a light page to the admin shell when the page hands over without a reload
 * (the sign-in's success toast is shown by the admin, which the sign-in page does not load).
 */
let pending: string | null = null;

export const leaveNotice = (text: string): void => {
  pending = text;
};

export function takeNotice(): string | null {
  const text = pending;
  pending = null;
  return text;
}

/**
 * Fetches the admin shell once the light page is idle, so signing in does not wait for it. After
 * the load event, so a first visit's own page comes first.
 */
export function prefetchAdminShell(load: () => Promise<unknown>): void {
  const idle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 1000));
  const start = () => idle(() => void load().catch(() => undefined));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
