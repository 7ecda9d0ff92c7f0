import { localStorageStore, type Store } from 'react-admin';
import { i18n } from '../i18n';
import { onThemeModeChange, readThemeMode, setThemeMode, type ThemeMode } from './themeMode';

const languageOf = (lng: string | undefined): string => (lng?.startsWith('ar') ? 'ar' : 'en');

/**
 * react-admin's store, except for two keys that the whole app shares with the public site:
 * `locale` is i18next's language (cached under `i18nextLng`) and `theme` is the `theme` key. So
 * the language chosen on a public page is the admin area's too, and react-admin's own theme and
 * language controls change the same settings as every other switcher.
 */
export function adminStore(base: Store = localStorageStore()): Store {
  return {
    ...base,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key === 'locale') return languageOf(i18n.language) as T;
      if (key === 'theme') return readThemeMode() as T;
      return base.getItem(key, defaultValue);
    },
    setItem<T>(key: string, value: T): void {
      if (key === 'locale') void i18n.changeLanguage(String(value));
      else if (key === 'theme') setThemeMode(value === 'dark' ? 'dark' : 'light');
      else base.setItem(key, value);
    },
    removeItem(key: string): void {
      if (key !== 'locale' && key !== 'theme') base.removeItem(key);
    },
    subscribe(key: string, callback: (value: unknown) => void): () => void {
      if (key === 'theme') return onThemeModeChange((mode: ThemeMode) => callback(mode));
      if (key !== 'locale') return base.subscribe(key, callback);
      const changed = (lng: string) => callback(languageOf(lng));
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
  };
}
