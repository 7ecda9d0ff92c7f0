import { useEffect, useMemo, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, Authenticated, CoreAdminUI, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { createAppDataProvider } from './dataProvider/app';
import { useDirection } from './i18n/DirectionProvider';
import { Layout } from './shell/Layout';
import { tawazunTheme } from './ui/theme';
import { componentWords } from './ui/componentWords';
import { useFormat } from './i18n/format/useFormat';
import { useTranslation } from 'react-i18next';
import { adminStore } from './app/adminStore';
import { AccessGate } from './ui/AccessGate';
import { CatchAll } from './app/CatchAll';
import { loadNamespaces } from './i18n';
import { Spinner } from './app/Spinner';
import { HandoverNotice } from './app/HandoverNotice';
import { loadPopperOnFirstUse } from './app/deferred/popper';
import { Toasts } from './app/Toasts';
import { namedScreen } from './app/namedScreen';
import { tawazunRouterProvider } from './app/routerProvider';
import { AuthCallback, AuthenticationError, ErrorPage } from './ui/statusScreens';
import { RESOURCE_VIEWS } from './resources';
import { registry } from '@domain/registry';
import { FTE_SCOPES } from '@domain/fteScopes';
import { fteResource } from './dataProvider';
import { WORKFORCE_PATHS, WORKFORCE_RESOURCE } from './workforcePlan/paths';
import { AUDIT_TRAIL_PATH_IN_APP } from './audit/paths';
import { AUDIT_TRAIL, CONTACT_INBOX } from '@domain/access';
import {
  mainLayoutScreens,
  ResourceScreen,
  SecondaryScreen,
  secondaryLayoutScreens,
} from './shell/ResourceScreenRoutes';

// Every screen loads when first opened (see namedScreen): the shell is react-admin's core, the
// layout and the providers.
const FteDashboard = namedScreen(() => import('./fte/FteDashboard'), 'FteDashboard');
// Where the dashboard sends a role without FTE profiles: the first screen of its own sidebar.
const LandingRedirect = namedScreen(() => import('./shell/sidebar/LandingRedirect'), 'LandingRedirect');
// Refusals are told in place (AccessGate); an old link to /access-denied reads the same words.
const AccessDeniedNotice = namedScreen(() => import('./ui/AccessDeniedNotice'), 'AccessDeniedNotice');
const AddEmployee = namedScreen(() => import('./people/employees/AddEmployee'), 'AddEmployee');
const EditEmployee = namedScreen(() => import('./people/employees/EditEmployee'), 'EditEmployee');
const EmployeeList = namedScreen(() => import('./people/employees/EmployeeList'), 'EmployeeList');
const UserDetail = namedScreen(() => import('./people/employees/UserDetail'), 'UserDetail');
const RoleCreate = namedScreen(() => import('./people/roles/RolePages'), 'RoleCreate');
const RoleEdit = namedScreen(() => import('./people/roles/RolePages'), 'RoleEdit');
const RoleList = namedScreen(() => import('./people/roles/RoleList'), 'RoleList');
const SuperAdminDashboard = namedScreen(() => import('./people/superAdmin/SuperAdminDashboard'), 'SuperAdminDashboard');
const EstimationDetails = namedScreen(() => import('./estimation/details/EstimationDetails'), 'EstimationDetails');
const EstimationReport = namedScreen(() => import('./estimation/report/EstimationReport'), 'EstimationReport');
const CostingPage = namedScreen(() => import('./estimation/costing/CostingPage'), 'CostingPage');
// The workforce plan's screens bring their words (the `workforce` namespace) with their code.
const workforceScreen = <K extends string, M extends Record<K, () => ReactNode>>(load: () => Promise<M>, name: K) =>
  namedScreen(() => Promise.all([load(), loadNamespaces(['workforce'])]).then(([screen]) => screen), name);
const WorkforceDashboard = workforceScreen(
  () => import('./workforcePlan/dashboard/WorkforceDashboard'),
  'WorkforceDashboard',
);
const PlanTreeScreen = workforceScreen(() => import('./workforcePlan/tree/PlanTreeScreen'), 'PlanTreeScreen');
const DesignationMappingScreen = workforceScreen(
  () => import('./workforcePlan/designations/DesignationMappingScreen'),
  'DesignationMappingScreen',
);
const ScenariosScreen = workforceScreen(() => import('./workforcePlan/scenarios/ScenariosScreen'), 'ScenariosScreen');
const PlanPackView = workforceScreen(() => import('./workforcePlan/pack/PlanPackView'), 'PlanPackView');
const ComparePlansScreen = workforceScreen(
  () => import('./workforcePlan/compare/ComparePlansScreen'),
  'ComparePlansScreen',
);
const ImportPage = namedScreen(
  () => Promise.all([import('./import/ImportPage'), loadNamespaces(['import'])]).then(([screen]) => screen),
  'ImportPage',
);
const AuditTrailList = namedScreen(() => import('./audit/AuditTrailList'), 'AuditTrailList');
const ContactMessageList = namedScreen(
  () => Promise.all([import('./contact/ContactMessageList'), loadNamespaces(['contact'])]).then(([screen]) => screen),
  'ContactMessageList',
);

const ContactMessages = () => (
  <AccessGate resource={CONTACT_INBOX}>
    <ContactMessageList />
  </AccessGate>
);

/**
 * A custom page for signed-in users; with `access`, only for roles allowed to list that resource:
 * others are told in its place (AccessGate), never sent to another address.
 */
const signedIn = (screen: ReactNode, access?: string) => (
  <Authenticated>{access ? <AccessGate resource={access}>{screen}</AccessGate> : screen}</Authenticated>
);

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
  // MUI's own texts and numbers in the reader's language and digits (a new choice of either re-renders here).
  const { t } = useTranslation();
  const format = useFormat();
  const words = useMemo(() => componentWords(t, (n) => format.number(n, 0)), [t, format]);
  const theme = useMemo(() => tawazunTheme(direction, 'light', words), [direction, words]);
  const darkTheme = useMemo(() => tawazunTheme(direction, 'dark', words), [direction, words]);
  // Tooltips' placement arrives when the user first moves, touches or types (src/app/deferred/popper.ts).
  useEffect(loadPopperOnFirstUse, []);
  return (
    <AdminContext
      dataProvider={appDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={darkTheme}
      store={store}
      routerProvider={tawazunRouterProvider}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          layout={Layout}
          loginPage={false}
          catchAll={CatchAll}
          loading={Spinner}
          error={ErrorPage}
          accessDenied={AccessDeniedNotice}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          disableTelemetry
        >
          {registry.map((spec) => (
            <Resource key={spec.name} name={spec.name} {...RESOURCE_VIEWS[spec.name]} />
          ))}
          {/* People screens live at the spec's own addresses (the routes below); declared for their labels. */}
          <Resource name="employees" recordRepresentation={(r) => `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim()} />
          <Resource name="roles" recordRepresentation="employeeRoleName" />
          {/* The Super Admin's messages received through the public site. */}
          <Resource name={CONTACT_INBOX} list={ContactMessages} />
          {/* FTE profiles have no screens of their own (they live in /dashboard tabs); declared for labels. */}
          {FTE_SCOPES.map((scope) => (
            <Resource key={scope} name={fteResource(scope)} recordRepresentation="fteName" />
          ))}
          {/* The employee form pages: their own top bar with the back arrow and the language switcher. */}
          <CustomRoutes noLayout>
            <Route path="/AddEmployee" element={<AddEmployee channel="employees" />} />
            <Route path="/addusers" element={<AddEmployee channel="users" />} />
            <Route path="/editEmployee" element={<EditEmployee />} />
            {secondaryLayoutScreens().map(({ path, resource, view }) => (
              <Route key={path} path={path} element={<SecondaryScreen resource={resource} view={view} />} />
            ))}
          </CustomRoutes>
          {/* The sidebar's spellings (/allusers, /rolelist, /estimation) are aliases of the spec's paths. */}
          <CustomRoutes>
            <Route path="/dashboard" element={signedIn(<FteDashboard elsewhere={<LandingRedirect />} />)} />
            <Route path="/SuperAdminDashboard" element={<SuperAdminDashboard />} />
            <Route path="/employeesdetail" element={signedIn(<EmployeeList channel="employees" />, 'employees')} />
            <Route path="/allusers" element={signedIn(<EmployeeList channel="users" />, 'employees')} />
            <Route path="/UserDetail" element={<UserDetail />} />
            <Route path="/rolesdetails" element={signedIn(<RoleList />, 'roles')} />
            <Route path="/rolelist" element={signedIn(<RoleList />, 'roles')} />
            <Route path="/addrole" element={<RoleCreate />} />
            <Route path="/editrole" element={<RoleEdit />} />
            <Route path="/estimationdetails" element={signedIn(<EstimationDetails />, 'estimation')} />
            <Route path="/estimation" element={signedIn(<EstimationDetails />, 'estimation')} />
            <Route path="/estimationreport" element={signedIn(<EstimationReport />, 'estimationReport')} />
            <Route path="/costing" element={signedIn(<CostingPage />, 'costing')} />
            <Route path={WORKFORCE_PATHS.dashboard} element={signedIn(<WorkforceDashboard />, WORKFORCE_RESOURCE)} />
            <Route path={WORKFORCE_PATHS.tree} element={signedIn(<PlanTreeScreen />, WORKFORCE_RESOURCE)} />
            <Route
              path={WORKFORCE_PATHS.designations}
              element={signedIn(<DesignationMappingScreen />, WORKFORCE_RESOURCE)}
            />
            <Route path={WORKFORCE_PATHS.compare} element={signedIn(<ComparePlansScreen />, WORKFORCE_RESOURCE)} />
            <Route path={WORKFORCE_PATHS.pack} element={signedIn(<PlanPackView />, WORKFORCE_RESOURCE)} />
            <Route path={WORKFORCE_PATHS.scenarios} element={signedIn(<ScenariosScreen />, WORKFORCE_RESOURCE)} />
            <Route path="/import" element={signedIn(<ImportPage />)} />
            <Route path={AUDIT_TRAIL_PATH_IN_APP} element={signedIn(<AuditTrailList />, AUDIT_TRAIL)} />
            {mainLayoutScreens().map(({ path, resource, view }) => (
              <Route key={path} path={path} element={<ResourceScreen resource={resource} view={view} />} />
            ))}
          </CustomRoutes>
        </CoreAdminUI>
        <Toasts />
        <HandoverNotice />
      </CssBaseline>
    </AdminContext>
  );
}
