import type { HttpBackendOptions } from 'i18next-http-backend';
import { arabicNamespace } from './textDigits';

/**
 * Where i18next-http-backend reads a namespace's words (spec: /locales/{lng}/{ns}.json) and, while
 * developing, posts a missing key. A load that got no answer or a 5xx is retried by i18next (its
 * maxRetries and retryTimeout); a 4xx is final. Arabic words take the reader's digits as they are read.
 */
export const localesBackend = (origin: string): HttpBackendOptions => ({
  loadPath: `${origin}/locales/{{lng}}/{{ns}}.json`,
  addPath: `${origin}/locales/add/{{lng}}/{{ns}}`,
  requestOptions: { credentials: 'same-origin', cache: 'default' },
  parse: (data, languages, namespaces) => {
    const words = JSON.parse(data) as Record<string, unknown>;
    const language = [languages].flat()[0];
    const namespace = [namespaces].flat()[0];
    // An Arabic namespace file is an object like any other, so its digits-rewritten copy is one too.
    return language === 'ar' && namespace ? (arabicNamespace(namespace, words) as Record<string, unknown>) : words;
  },
});
