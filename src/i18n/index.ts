import { createInstance, type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'ra-core';
import { applyDirection, directionOf, dropUnsafeStoredLanguage } from './direction';

export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'KSA' },
];
export const NAMESPACES = ['common', 'admin', 'server'];

/** The one i18next instance of the app: public pages and the admin area share it. */
export const i18n: I18n = createInstance();

let ready: Promise<I18nProvider> | undefined;

/**
 * Initialises i18next once (http backend, detection from local storage then the browser) and
 * answers react-admin's i18nProvider for the same instance.
 */
export function initI18n(): Promise<I18nProvider> {
  if (ready) return ready;
  dropUnsafeStoredLanguage();
  i18n.use(HttpBackend).use(LanguageDetector);
  i18n.on('languageChanged', (lng) => applyDirection(lng));
  ready = getI18nProvider(
    i18n,
    {
      lng: undefined,
      supportedLngs: ['en', 'ar'],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: NAMESPACES,
      defaultNS: 'admin',
      fallbackNS: ['common', 'server'],
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
    },
    LANGUAGES,
  ).then((provider) => {
    applyDirection(i18n.language);
    return provider;
  });
  return ready;
}

export { directionOf };
