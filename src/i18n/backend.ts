import type { BackendModule, ReadCallback, Services } from 'i18next';
import { arabicNamespace } from './textDigits';

export interface LocalesBackendOptions {
  /** `{{lng}}` and `{{ns}}` are replaced: where a namespace's words are read. */
  loadPath: string;
  /** Where a missing key is posted while developing (`saveMissing`). */
  addPath: string;
}

const fill = (path: string, lng: string, ns: string) => path.replace('{{lng}}', lng).replace('{{ns}}', ns);

/**
 * Reads the translation files with fetch: what the app needs of i18next-http-backend, at a tenth of
 * its weight in every page's script. A load that got no answer or a 5xx is flagged for i18next to
 * retry (its maxRetries and retryTimeout); a 4xx is final.
 */
export class LocalesBackend implements BackendModule<LocalesBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private options: LocalesBackendOptions = {
    loadPath: '/locales/{{lng}}/{{ns}}.json',
    addPath: '/locales/add/{{lng}}/{{ns}}',
  };

  init(_services: Services, options: Partial<LocalesBackendOptions> = {}): void {
    this.options = { ...this.options, ...options };
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = fill(this.options.loadPath, language, namespace);
    fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok)
          return callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
        const words = await response.json();
        return callback(null, language === 'ar' ? arabicNamespace(namespace, words) : words);
      })
      .catch((error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true));
  }

  create(languages: readonly string[], namespace: string, key: string, fallbackValue: string): void {
    for (const language of languages) {
      void fetch(fill(this.options.addPath, language, namespace), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [key]: fallbackValue || '' }),
      }).catch(() => undefined);
    }
  }
}
