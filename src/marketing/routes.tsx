import { lazy, type ReactElement } from 'react';

const Home = lazy(() => import('./Home'));

/** The public pages (no sign-in, no react-admin). */
export const publicRoutes: Array<{ path: string; element: ReactElement }> = [{ path: '/', element: <Home /> }];
