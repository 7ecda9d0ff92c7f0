import { Fragment, Suspense, useEffect, useState, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n, loadNamespaces, NAMESPACES } from './i18n';
import { Spinner } from './app/Spinner';
import { ErrorBoundary } from './app/ErrorBoundary';
import { lazyScreen } from './app/lazyScreen';
import { useAppLocation } from './app/location';
import { MarketingLayout, publicRoutes } from './marketing/routes';
import { matchPath } from './marketing/router';
import { AccountLayout, accountPage } from './account/routes';
import { useUnknownPath } from './app/unknownPath';
import { accessToken } from './authProvider/session';

// The admin area (react-admin, MUI, its router) loads only for a path outside the public site.
const AdminEntry = lazyScreen(() => import('./AdminEntry'));
/** The admin area's code and words, fetched ahead from an account screen so signing in does not wait. */
const prefetchAdmin = () => Promise.all([AdminEntry.preload(), loadNamespaces(NAMESPACES)]);
// A visitor's unknown address: the public site's 404 page.
const PublicNotFound = lazyScreen(() => import('./marketing/pages/NotFound'));

const preloadOf = (element: ReactElement): Promise<unknown> =>
  (element.type as { preload?: () => Promise<unknown> }).preload?.() ?? Promise.resolve();

/**
 * Fetches the code of the light page at `pathname` (its frame and the page), so that a pre-rendered
 * page is taken over at once instead of waiting for its parts one after another.
 */
export function preloadLightPage(pathname: string): Promise<unknown> {
  const page = matchPath(publicRoutes, pathname);
  if (page) return Promise.all([MarketingLayout.preload(), preloadOf(page.element)]);
  const account = accountPage(pathname);
  return account ? Promise.all([AccountLayout.preload(), preloadOf(account.element)]) : Promise.resolve();
}

/**
 * Two halves: the light pages (the public site and the account screens: plain React and their own
 * styles, so their JavaScript stays small) and everything else in the admin area, which also shows
 * the 404 page for unknown paths. A link from one half to the other hands the page over without a
 * reload.
 */
export function Root() {
  // Already initialised when a pre-rendered page is hydrated (main.tsx) or rendered (src/prerender).
  const [ready, setReady] = useState(() => i18n.isInitialized);
  const { pathname } = useAppLocation();
  useEffect(() => {
    void initI18n().then(() => setReady(true));
  }, []);
  const unknown = useUnknownPath();
  const page = matchPath(publicRoutes, pathname);
  const account = page ? undefined : accountPage(pathname);
  // The admin area knows its own paths; it names the ones it has no screen for (see CatchAll).
  const lost = !page && !account && unknown === pathname && accessToken() === null;
  return (
    <ErrorBoundary>
      {ready ? (
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<Spinner />}>
            {page || lost ? (
              <MarketingLayout>
                <div key={page?.path ?? pathname}>{page ? page.element : <PublicNotFound />}</div>
              </MarketingLayout>
            ) : account ? (
              <AccountLayout prefetchAdmin={prefetchAdmin}>
                <Fragment key={account.key}>{account.element}</Fragment>
              </AccountLayout>
            ) : (
              <AdminEntry />
            )}
          </Suspense>
        </I18nextProvider>
      ) : (
        <Spinner />
      )}
    </ErrorBoundary>
  );
}
