import { createInstance, type i18n as I18n, type InitOptions, type Resource, type ResourceKey } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'ra-core';
import HttpBackend from 'i18next-http-backend';
import { localesBackend } from './backend';
import { LanguageDetector, type DetectionOptions } from './detector';
import { applyDirection, directionOf, dropUnsafeStoredLanguage } from './direction';
import { interpolationFormat, onDigitsChange, registerFormatters } from './format';
import { arabicResources, rewriteArabicDigits } from './textDigits';

/** The cookie that carries the language to the server, named as i18next's detector names it. */
export const LANGUAGE_COOKIE = 'i18next';

export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'KSA' },
];
/** What every page needs before it renders (the app-wide words: brand, language names, 404, ...). */
export const BASE_NAMESPACES = ['common'];
/** The public site's own words, loaded with its layout. */
export const PUBLIC_NAMESPACES = ['common', 'marketing'];
/**
 * The signed-in area's namespaces, loaded before react-admin renders. A new area of the app adds
 * its namespace here (one file per language under public/locales/{lng}/).
 */
export const NAMESPACES = ['common', 'admin', 'server', 'account', 'people', 'estimation'];

/** The one i18next instance of the app: public pages and the admin area share it. */
export const i18n: I18n = createInstance();

/**
 * Missing keys are posted to the server only while developing (`vite` dev server), never from a
 * build or from tests: the server answers 404 for that address in production.
 */
const reportMissingKeys = import.meta.env.DEV && import.meta.env.MODE !== 'test';

// Absolute addresses: the same in a browser, and what fetch needs in tests.
const ORIGIN = typeof window === 'undefined' ? '' : window.location.origin;

/** i18next's options; exported so tests initialise an instance exactly like the app's. */
export const i18nOptions = (reportMissing = reportMissingKeys): InitOptions => ({
  lng: undefined,
  supportedLngs: ['en', 'ar'],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  fallbackLng: 'en',
  ns: BASE_NAMESPACES,
  defaultNS: 'admin',
  fallbackNS: ['common', 'server'],
  // Every number put into a text follows the digit policy (see format/): alwaysFormat sends them all there.
  interpolation: { escapeValue: false, alwaysFormat: true, format: interpolationFormat },
  returnEmptyString: false,
  saveMissing: reportMissing,
  // Load failures: 5xx and network errors are retried (i18next-http-backend flags them), 4xx are not.
  maxRetries: 3,
  retryTimeout: 500,
  backend: localesBackend(ORIGIN),
  // The language chosen (in local storage) first, then the browser's; kept in local storage and in
  // the cookie that tells the server which language's pre-rendered page to send (public/boot.js sets it too).
  detection: {
    lookupLocalStorage: 'i18nextLng',
    lookupCookie: LANGUAGE_COOKIE,
    cookieMinutes: 525600,
    cookieOptions: { path: '/', sameSite: 'lax' },
    // 'ar-SA' reads Arabic and every other language English (the fallback): what is cached is 'ar' or 'en'.
    convertDetectedLanguage: (lng: string) => (lng.toLowerCase().startsWith('ar') ? 'ar' : 'en'),
  } satisfies DetectionOptions,
  react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
});

let ready: Promise<I18nProvider> | undefined;

/** The words a pre-rendered page was rendered with, embedded in it (see src/prerender). */
export interface BundledWords {
  lng: 'en' | 'ar';
  resources: Resource;
}

/**
 * Initialises i18next once (the translation files' backend, detection from local storage then the browser, the
 * direction of the page) and answers react-admin's i18nProvider for the same instance. With the
 * words of a pre-rendered page it is ready at once, so the first render matches the page's HTML.
 */
export function initI18n(words?: BundledWords): Promise<I18nProvider> {
  if (ready) return ready;
  dropUnsafeStoredLanguage();
  i18n.use(HttpBackend).use(LanguageDetector);
  i18n.on('languageChanged', (lng) => applyDirection(lng));
  // Before any screen hears of it (listeners run in order), the Arabic texts take the new digits.
  onDigitsChange(() => rewriteArabicDigits(i18n));
  // The page's own language is its fallback too: waiting for English words an Arabic page never
  // shows would make the first render a spinner instead of the page (the languages' keys are the
  // same, tests/unit/i18n holds them so).
  const bundled: InitOptions = words
    ? {
        lng: words.lng,
        fallbackLng: words.lng,
        resources:
          words.lng === 'ar' && words.resources.ar
            ? { ...words.resources, ar: arabicResources(words.resources.ar as Record<string, ResourceKey>) }
            : words.resources,
        partialBundledLanguages: true,
        initImmediate: false,
      }
    : {};
  ready = getI18nProvider(i18n, { ...i18nOptions(), ...bundled }, LANGUAGES).then((provider) => {
    registerFormatters(i18n);
    applyDirection(i18n.language);
    return provider;
  });
  return ready;
}

/** Loads namespaces (and waits for them) before a part of the app renders with them. */
export const loadNamespaces = (namespaces: string[]): Promise<void> => i18n.loadNamespaces(namespaces);

export { directionOf };
