// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createInstance } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { i18nOptions } from '../../../src/i18n';

const file = (lng: string, ns: string) =>
  JSON.parse(readFileSync(path.resolve('public/locales', lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

const requests: string[] = [];
const added: Array<{ lng: string; ns: string; body: unknown }> = [];
const server = setupServer();
const serveLocales = http.get('*/locales/:lng/:ns', ({ params }) => {
  requests.push(`${params.lng}/${params.ns}`);
  return HttpResponse.json(file(String(params.lng), String(params.ns).replace(/\.json$/, '')));
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  added.length = 0;
  server.resetHandlers(
    serveLocales,
    http.post('*/locales/add/:lng/:ns', async ({ params, request }) => {
      added.push({ lng: String(params.lng), ns: String(params.ns), body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.resetModules();
});
afterAll(() => server.close());

/** The app's i18n module, fresh (it initialises once per page load). */
async function startApp() {
  const module = await import('../../../src/i18n');
  await module.initI18n();
  return module.i18n;
}

const setBrowserLanguages = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]);
};

describe('language detection and direction', () => {
  it('takes the stored language first, and sets <html dir lang> and i18nextDirection', async () => {
    localStorage.setItem('i18nextLng', 'ar');
    setBrowserLanguages(['en-GB']);
    const i18n = await startApp();
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('i18nextDirection')).toBe('rtl');
    expect(i18n.t('common:notFound.title')).toBe('الصفحة غير موجودة');

    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(localStorage.getItem('i18nextDirection')).toBe('ltr');
  });

  it('falls back to the browser language, cached as a bare language code', async () => {
    setBrowserLanguages(['ar-SA', 'en']);
    const i18n = await startApp();
    expect(i18n.language).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('drops a stored value that looks like script injection, and uses the fallback for unknown languages', async () => {
    localStorage.setItem('i18nextLng', '"><img src=x onerror=alert(1)>');
    localStorage.setItem('i18nextDirection', 'rtl;background:url(x)');
    setBrowserLanguages(['fr-FR']);
    const i18n = await startApp();
    expect(i18n.language).not.toMatch(/[<>"]/);
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(localStorage.getItem('i18nextLng')).not.toMatch(/[<>"]/);
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('common:notFound.title')).toBe('Page not found');
  });
});

describe('loading translations', () => {
  const fresh = (reportMissing = false) => {
    const instance = createInstance().use(HttpBackend);
    const options = i18nOptions(reportMissing);
    return instance.init({ ...options, lng: 'en', retryTimeout: 1, detection: undefined }).then(() => instance);
  };

  it('retries a load that failed with a server error or no answer', async () => {
    let calls = 0;
    server.use(
      http.get('*/locales/en/common.json', () => {
        calls += 1;
        if (calls === 1) return new HttpResponse(null, { status: 503 });
        if (calls === 2) return HttpResponse.error();
        return HttpResponse.json(file('en', 'common'));
      }),
    );
    const instance = await fresh();
    expect(calls).toBe(3);
    expect(instance.t('common:notFound.backHome')).toBe('Back To Home');
  });

  it('does not retry a load refused with a 4xx', async () => {
    let calls = 0;
    server.use(
      http.get('*/locales/en/common.json', () => {
        calls += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const instance = await fresh();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    expect(instance.t('common:notFound.backHome')).toBe('notFound.backHome');
  });

  it('posts missing keys to /locales/add/{lng}/{ns} only when asked to (development)', async () => {
    const quiet = await fresh(false);
    quiet.t('common:nowhere.toBeFound');
    const reporting = await fresh(true);
    reporting.t('common:nowhere.toBeFound');
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ lng: 'en', ns: 'common', body: { 'nowhere.toBeFound': 'nowhere.toBeFound' } });
  });

  it('leaves development reporting off in builds and tests', () => {
    expect(i18nOptions().saveMissing).toBe(false);
  });
});
