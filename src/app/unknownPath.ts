import { useSyncExternalStore } from 'react';

/**
 * The address the admin area found no screen for, while nobody is signed in. Only the admin's
 * router knows every screen's path, so it tells the root, which then shows the public site's 404
 * page instead of the admin's (a visitor has no app bar, profile or sidebar to see).
 */
let unknown: string | null = null;
const listeners = new Set<() => void>();

export function reportUnknownPath(pathname: string): void {
  if (unknown === pathname) return;
  unknown = pathname;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useUnknownPath = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => unknown,
    () => null,
  );
