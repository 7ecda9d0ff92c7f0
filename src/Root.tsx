import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import type { I18nProvider } from 'ra-core';
import { i18n, initI18n } from './i18n';
import { DirectionProvider, useDirection } from './layout/DirectionProvider';
import { tawazunTheme } from './layout/theme';
import { Spinner } from './app/Spinner';
import { publicRoutes } from './marketing/routes';

// The admin area (react-admin) loads only when a non-public path is visited.
const App = lazy(() => import('./App'));

function PublicTheme({ children }: { children: React.ReactNode }) {
  const direction = useDirection();
  return (
    <ThemeProvider theme={tawazunTheme(direction)}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The router: public pages without react-admin, everything else inside the admin area. */
export function Root() {
  const [i18nProvider, setI18nProvider] = useState<I18nProvider | null>(null);
  useEffect(() => {
    void initI18n().then(setI18nProvider);
  }, []);
  if (!i18nProvider) return <Spinner />;
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider>
        <BrowserRouter>
          <Suspense fallback={<Spinner />}>
            <Routes>
              {publicRoutes.map(({ path, element }) => (
                <Route key={path} path={path} element={<PublicTheme>{element}</PublicTheme>} />
              ))}
              <Route path="*" element={<App i18nProvider={i18nProvider} />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </DirectionProvider>
    </I18nextProvider>
  );
}
