import type { LanguageDetectorModule, Services } from 'i18next';

/** The part of i18next-browser-languagedetector's options the app sets (see i18nOptions). */
export interface DetectionOptions {
  lookupLocalStorage: string;
  lookupCookie: string;
  cookieMinutes: number;
  cookieOptions: { path: string; sameSite: 'lax' | 'strict' | 'none' };
  convertDetectedLanguage: (lng: string) => string;
}

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage unavailable: the browser's language decides
  }
};

/**
 * The reader's language: the one they chose (in local storage), else their browser's first. The
 * language in use is kept in local storage and in a cookie, which tells the server which
 * pre-rendered page to send. What the app used of i18next-browser-languagedetector, with the same
 * options and keys, in a fifth of its weight in every page's script.
 */
export class LanguageDetector implements LanguageDetectorModule {
  static readonly type = 'languageDetector';
  readonly type = 'languageDetector';
  private options!: DetectionOptions;

  init(_services: Services, options: DetectionOptions): void {
    this.options = options;
  }

  detect(): string | undefined {
    const chosen = storage()?.getItem(this.options.lookupLocalStorage);
    const found = chosen || navigator.languages?.[0] || navigator.language;
    return found ? this.options.convertDetectedLanguage(found) : undefined;
  }

  cacheUserLanguage(lng: string): void {
    storage()?.setItem(this.options.lookupLocalStorage, lng);
    const { path, sameSite } = this.options.cookieOptions;
    document.cookie = `${this.options.lookupCookie}=${encodeURIComponent(lng)}; max-age=${this.options.cookieMinutes * 60}; path=${path}; samesite=${sameSite}`;
  }
}
