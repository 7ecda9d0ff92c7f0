import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { accessToken } from '../authProvider/session';
import { namedScreen } from './namedScreen';
import { reportUnknownPath } from './unknownPath';

const NotFound = namedScreen(() => import('./NotFound'), 'NotFound');

/**
 * Any path no screen answers: the admin's own 404 page for a signed-in user; for a visitor, the
 * public site's (the root shows it once told, see unknownPath).
 */
export function CatchAll() {
  const { pathname } = useLocation();
  const signedIn = accessToken() !== null;
  useEffect(() => {
    if (!signedIn) reportUnknownPath(pathname);
  }, [signedIn, pathname]);
  return signedIn ? <NotFound /> : null;
}
