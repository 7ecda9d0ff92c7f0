import { prerender } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import type { Resource, ResourceKey } from 'i18next';
import { setRenderedLocation } from '../app/location';
import { ACCOUNT_NAMESPACES } from '../account/routes';
import { i18n, i18nOptions, PUBLIC_NAMESPACES } from '../i18n';
import { figuresRecorder, registerFormatters } from '../i18n/format';
import { arabicResources } from '../i18n/textDigits';
import { publicRoutes } from '../marketing/routes';
import { Root } from '../Root';

/**
 * The build's pre-rendering (build/prerender.ts): one light page (the public site, the account
 * screens) in one language, as the browser's first render will draw it, and the namespaces it
 * used and the numbers it wrote, which the page then carries so that render needs no request (and
 * no Intl.NumberFormat).
 */
export async function renderPage(
  pathname: string,
  lng: 'en' | 'ar',
  resources: Resource,
  known: string[],
): Promise<{ html: string; namespaces: string[]; figures: Record<string, string> }> {
  if (!i18n.isInitialized) {
    // The Arabic texts' own numbers in Arabic digits, as the browser's first render writes them
    // (a page that said "2025" where the browser says "٢٠٢٥" would be thrown away and drawn anew).
    const words = resources.ar
      ? { ...resources, ar: arabicResources(resources.ar as Record<string, ResourceKey>) }
      : resources;
    await i18n.init({ ...i18nOptions(false), lng, resources: words, partialBundledLanguages: true });
    registerFormatters(i18n);
  }
  await i18n.changeLanguage(lng);
  // react-i18next notes the namespaces each useTranslation reads; a fresh record per page.
  (i18n as { reportNamespaces?: unknown }).reportNamespaces = undefined;
  setRenderedLocation(pathname);
  // The first pass waits for every lazily loaded part; the second finds them loaded and renders the
  // page in one piece, as plain HTML with no inline script (the CSP allows none).
  await new Response((await prerender(<Root />)).prelude).text();
  const figures = figuresRecorder();
  const html = renderToString(<Root />);
  const namespaces = [...new Set([...known, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])])];
  return { html, namespaces, figures: figures() };
}

/** The light pages the build pre-renders: every public page and the account screens (a reset link's token is filled in by the browser). */
export const lightPages = (): Array<{ path: string; frame: 'public' | 'account'; namespaces: string[] }> => [
  ...publicRoutes.map(({ path }) => ({ path, frame: 'public' as const, namespaces: PUBLIC_NAMESPACES })),
  ...['/signin', '/signup', '/forgetpassword', '/resetforgetpassword'].map((path) => ({
    path,
    frame: 'account' as const,
    namespaces: ACCOUNT_NAMESPACES,
  })),
];
