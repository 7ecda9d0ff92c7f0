import { useMemo } from 'react';
import { Admin, Authenticated, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { useDirection } from './layout/DirectionProvider';
import { Layout } from './layout/Layout';
import { tawazunTheme } from './layout/theme';
import { SignIn } from './auth/SignIn';
import { Dashboard } from './app/Dashboard';
import { NotFound } from './app/NotFound';
import { Spinner } from './app/Spinner';
import employeeTypes from './resources/employeeTypes';

/**
 * The only place that assembles <Admin>: the signed-in area and the account screens. Pages check
 * the session themselves (resources through react-admin, custom pages through <Authenticated>):
 * `requireAuth` sent a visitor who was redirected to the custom /signin route into a sign-out loop.
 */
export default function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const direction = useDirection();
  const theme = useMemo(() => tawazunTheme(direction), [direction]);
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={false}
      catchAll={NotFound}
      loading={Spinner}
      disableTelemetry
    >
      <Resource name="employeeTypes" {...employeeTypes} />
      <CustomRoutes noLayout>
        <Route path="/signin" element={<SignIn />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={<Authenticated><Dashboard /></Authenticated>} />
      </CustomRoutes>
    </Admin>
  );
}
