/** Arabic reads right to left; every other language here left to right. */
export const directionOf = (lng: string | undefined): 'rtl' | 'ltr' => (lng?.startsWith('ar') ? 'rtl' : 'ltr');

const SAFE_LANGUAGE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/;

/** A stored language that looks like script injection is dropped before detection reads it. */
export function dropUnsafeStoredLanguage(storage: Storage = window.localStorage): void {
  try {
    const stored = storage.getItem('i18nextLng');
    if (stored !== null && !SAFE_LANGUAGE.test(stored)) storage.removeItem('i18nextLng');
    const dir = storage.getItem('i18nextDirection');
    if (dir !== null && dir !== 'rtl' && dir !== 'ltr') storage.removeItem('i18nextDirection');
  } catch {
    // storage unavailable: detection falls back to the browser language
  }
}

/** Sets `<html dir lang>` and remembers the direction under `i18nextDirection`. */
export function applyDirection(lng: string | undefined): void {
  const language = lng?.startsWith('ar') ? 'ar' : 'en';
  const dir = directionOf(language);
  document.documentElement.lang = language;
  document.documentElement.dir = dir;
  try {
    window.localStorage.setItem('i18nextDirection', dir);
  } catch {
    // storage unavailable: the direction still applies to this page
  }
}
