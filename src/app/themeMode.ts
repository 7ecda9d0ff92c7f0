/**
 * Dark or light, stored under the `theme` key ('dark' or empty, spec §2 and §9) and shown on
 * `<html data-theme>`: public/boot.js applies it before the first paint, the public site's styles
 * and the admin area's MUI theme follow it.
 */
export type ThemeMode = 'light' | 'dark';

const KEY = 'theme';
const listeners = new Set<(mode: ThemeMode) => void>();

export function readThemeMode(): ThemeMode {
  try {
    return window.localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  }
}

export function setThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(KEY, mode === 'dark' ? 'dark' : '');
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  if (mode === 'dark') document.documentElement.dataset.theme = 'dark';
  else delete document.documentElement.dataset.theme;
  listeners.forEach((listener) => listener(mode));
}

export const toggleThemeMode = (): void => setThemeMode(readThemeMode() === 'dark' ? 'light' : 'dark');

export function onThemeModeChange(listener: (mode: ThemeMode) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
