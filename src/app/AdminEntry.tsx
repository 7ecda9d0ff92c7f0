import { useEffect, useMemo, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { I18nProvider } from 'react-admin';
import App from '../App';
import { directionOf, i18n, initI18n, loadNamespaces, NAMESPACES } from '../i18n';
import { DirectionProvider, loadRtlStyles } from '../layout/DirectionProvider';
import { Spinner } from './Spinner';
import { notifyLocation } from './location';

const languageOf = (lng: string | undefined): string => (lng?.startsWith('ar') ? 'ar' : 'en');

/**
 * react-admin's i18nProvider over the app's i18next instance. Its locale trails i18next's until
 * react-admin is told of the change (through the store, see adminStore.ts), so react-admin sees a
 * change of language and re-renders every screen in the new one.
 */
function followI18next(base: I18nProvider): I18nProvider {
  let locale = languageOf(i18n.language);
  return {
    ...base,
    getLocale: () => locale,
    changeLocale: async (next: string) => {
      locale = languageOf(next);
      if (languageOf(i18n.language) !== locale) await i18n.changeLanguage(locale);
    },
  };
}

/** Tells the root where the admin area's router went, so a link to a public page shows it. */
function LocationBridge() {
  const location = useLocation();
  useEffect(() => notifyLocation(), [location]);
  return null;
}

/** The signed-in area: its translations, the RTL-aware style cache, its router, then react-admin. */
export default function AdminEntry() {
  const [base, setBase] = useState<I18nProvider | null>(null);
  useEffect(() => {
    let live = true;
    // In Arabic, the styles' RTL plugin comes with the words, so the first render is already mirrored.
    const started = initI18n().then(async (provider) => {
      if (directionOf(i18n.language) === 'rtl') await loadRtlStyles();
      return provider;
    });
    void Promise.all([started, loadNamespaces(NAMESPACES)]).then(([provider]) => live && setBase(() => provider));
    return () => {
      live = false;
    };
  }, []);
  const provider = useMemo(() => (base ? followI18next(base) : null), [base]);
  // A data router, not a plain one: react-admin can then hold a navigation while a form has
  // changes not saved yet (warnWhenUnsavedChanges), and ask before they are lost. One for each
  // time the admin area is shown (it reads the address it opens on).
  const router = useMemo(
    () =>
      provider
        ? createBrowserRouter([
            {
              path: '*',
              element: (
                <>
                  <LocationBridge />
                  <DirectionProvider>
                    <App i18nProvider={provider} />
                  </DirectionProvider>
                </>
              ),
            },
          ])
        : null,
    [provider],
  );
  const shown = useRef(false);
  useEffect(() => {
    if (!router) return undefined;
    shown.current = true;
    return () => {
      shown.current = false;
      // Let go of the address bar once the area is gone for good: React's strict mode (development)
      // takes an effect down and up again at once, and the router must outlive that.
      setTimeout(() => {
        if (!shown.current) router.dispose();
      });
    };
  }, [router]);
  if (!router) return <Spinner />;
  return <RouterProvider router={router} />;
}
