import { useEffect, useMemo, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router-dom';
import type { I18nProvider } from 'react-admin';
import App from './App';
import { directionOf, i18n, initI18n, loadNamespaces, NAMESPACES } from './i18n';
import { DirectionProvider, loadRtlStyles } from './i18n/DirectionProvider';
import { Spinner } from './app/Spinner';
import { notifyLocation } from './app/location';
import { blockingHistory } from './app/blockingHistory';
import { BlockingHistoryContext } from './app/routerProvider';

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
  // The browser's history, with navigations a form with changes not saved can hold
  // (warnWhenUnsavedChanges); it listens to the browser only while the router is shown.
  const history = useMemo(() => blockingHistory(), []);
  if (!provider) return <Spinner />;
  return (
    <BlockingHistoryContext.Provider value={history}>
      <HistoryRouter history={history}>
        <LocationBridge />
        <DirectionProvider>
          <App i18nProvider={provider} />
        </DirectionProvider>
      </HistoryRouter>
    </BlockingHistoryContext.Provider>
  );
}
