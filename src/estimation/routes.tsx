import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { Spinner } from '../app/Spinner';
import { lazyScreen } from '../app/lazyScreen';
import { AccessGate } from './common/AccessGate';

// Through lazyScreen: a screen whose code fails to load reloads with the chunk_retry marker.
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyScreen(async () => ({ default: (await load())[name] }));

const EstimationDetails = screen(() => import('./details/EstimationDetails'), 'EstimationDetails');
const EstimationReport = screen(() => import('./report/EstimationReport'), 'EstimationReport');
const CostingPage = screen(() => import('./costing/CostingPage'), 'CostingPage');

/** Signed in, allowed by the role (Estimation Details, Estimation Report, Costing), then loaded. */
function Screen({ resource, children }: { resource: string; children: ReactNode }) {
  return (
    <Authenticated>
      <AccessGate resource={resource}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </AccessGate>
    </Authenticated>
  );
}

/** The estimation, report and costing screens, inside the main layout (`/estimation` is the sidebar's spelling). */
export const estimationRoutes = [
  <Route
    key="estimationdetails"
    path="/estimationdetails"
    element={
      <Screen resource="estimation">
        <EstimationDetails />
      </Screen>
    }
  />,
  <Route
    key="estimation"
    path="/estimation"
    element={
      <Screen resource="estimation">
        <EstimationDetails />
      </Screen>
    }
  />,
  <Route
    key="estimationreport"
    path="/estimationreport"
    element={
      <Screen resource="estimationReport">
        <EstimationReport />
      </Screen>
    }
  />,
  <Route
    key="costing"
    path="/costing"
    element={
      <Screen resource="costing">
        <CostingPage />
      </Screen>
    }
  />,
];
