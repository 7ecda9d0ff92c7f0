import { useSyncExternalStore } from 'react';

/**
 * The browser's address as one store shared by the two halves of the app. The public site moves
 * through it directly; the admin area's router reports its own moves into it (see AdminEntry),
 * so the root can hand the page over when a link crosses from one half to the other.
 */
const listeners = new Set<() => void>();

export function subscribeLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const notifyLocation = (): void => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') window.addEventListener('popstate', notifyLocation);

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here passed along (the router's convention: `history.state.usr`). */
  state: unknown;
}

let cached: { href: string; state: unknown; location: AppLocation } | undefined;

function snapshot(): AppLocation {
  const { href, pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  if (!cached || cached.href !== href || cached.state !== state)
    cached = { href, state, location: { pathname, search, hash, state } };
  return cached.location;
}

let rendered: AppLocation = { pathname: '/', search: '', hash: '', state: undefined };

/** Where a page rendered outside a browser stands (the build's pre-rendering, src/prerender). */
export function setRenderedLocation(pathname: string): void {
  rendered = { pathname, search: '', hash: '', state: undefined };
}

// A browser hydrating a pre-rendered page is where that page was rendered for.
const serverSnapshot = (): AppLocation => (typeof window === 'undefined' ? rendered : snapshot());

export const useAppLocation = (): AppLocation => useSyncExternalStore(subscribeLocation, snapshot, serverSnapshot);

/** Moves to `to` within the app (no page load), with optional state for the next page. */
export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  const entry = { usr: options.state, key: Math.random().toString(36).slice(2, 10) };
  if (options.replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  notifyLocation();
}
