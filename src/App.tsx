import { useMemo } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  Authenticated,
  CoreAdminUI,
  CustomRoutes,
  Notification,
  Resource,
  type I18nProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { createAppDataProvider } from './dataProvider/app';
import { useDirection } from './layout/DirectionProvider';
import { Layout } from './layout/Layout';
import { tawazunTheme } from './layout/theme';
import { adminStore } from './app/adminStore';
import { contactResources } from './contact/routes';
import { peopleBareRoutes, peopleRoutes } from './people/routes';
import { estimationRoutes } from './estimation/routes';
import { Spinner } from './app/Spinner';
import { HandoverNotice } from './app/HandoverNotice';
import { namedScreen } from './app/suspendedScreen';
import { AccessDenied, AuthCallback, AuthenticationError, ErrorPage } from './layout/statusScreens';
import { RESOURCE_VIEWS } from './resources';
import { registry } from './domain/registry';
import { FTE_SCOPES } from './domain/fteScopes';
import { fteResource } from './dataProvider';
import {
  mainLayoutScreens,
  ResourceScreen,
  SecondaryScreen,
  secondaryLayoutScreens,
} from './layout/ResourceScreenRoutes';

// Every screen loads when first opened (see suspendedScreen): the shell is react-admin's core, the
// layout and the providers.
const FteDashboard = namedScreen(() => import('./fte/FteDashboard'), 'FteDashboard');
const NotFound = namedScreen(() => import('./app/NotFound'), 'NotFound');

/** The registry's resources and every area's endpoints behind one provider. */
const appDataProvider = createAppDataProvider();

/** react-admin's store; the language and the theme are the whole app's (see adminStore). */
const store = adminStore();

/**
 * The only place that assembles the admin: the signed-in area and the account screens. Pages check
 * the session themselves (resources through react-admin, custom pages through <Authenticated>):
 * `requireAuth` sent a visitor who was redirected to the custom /signin route into a sign-out loop.
 *
 * It is react-admin's <Admin> spelt out (<AdminContext> and <AdminUI>'s body with the same pages):
 * <AdminUI> imports the default login page, and with it react-admin's forms, MUI's text fields and
 * react-hook-form, into the admin shell although this app has its own sign-in screen.
 */
export default function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const direction = useDirection();
  const theme = useMemo(() => tawazunTheme(direction), [direction]);
  const darkTheme = useMemo(() => tawazunTheme(direction, 'dark'), [direction]);
  return (
    <AdminContext
      dataProvider={appDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={darkTheme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          layout={Layout}
          loginPage={false}
          catchAll={NotFound}
          loading={Spinner}
          error={ErrorPage}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          disableTelemetry
        >
          {registry.map((spec) => (
            <Resource key={spec.name} name={spec.name} {...RESOURCE_VIEWS[spec.name]} />
          ))}
          {contactResources}
          {/* FTE profiles have no screens of their own (they live in /dashboard tabs); declared for labels. */}
          {FTE_SCOPES.map((scope) => (
            <Resource key={scope} name={fteResource(scope)} recordRepresentation="fteName" />
          ))}
          <CustomRoutes noLayout>
            {peopleBareRoutes}
            {secondaryLayoutScreens().map(({ path, resource, view }) => (
              <Route key={path} path={path} element={<SecondaryScreen resource={resource} view={view} />} />
            ))}
          </CustomRoutes>
          <CustomRoutes>
            {peopleRoutes}
            {estimationRoutes}
            <Route
              path="/dashboard"
              element={
                <Authenticated>
                  <FteDashboard />
                </Authenticated>
              }
            />
            {mainLayoutScreens().map(({ path, resource, view }) => (
              <Route key={path} path={path} element={<ResourceScreen resource={resource} view={view} />} />
            ))}
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
        <HandoverNotice />
      </CssBaseline>
    </AdminContext>
  );
}
