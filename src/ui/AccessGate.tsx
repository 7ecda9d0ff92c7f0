import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { Spinner } from '../app/Spinner';
import { namedScreen } from '../app/namedScreen';

// Loaded only for a role that is refused, so it stays out of the admin shell.
const AccessDeniedNotice = namedScreen(() => import('./AccessDeniedNotice'), 'AccessDeniedNotice');

/**
 * A screen shown only to roles whose permission allows `action` on it (the server checks again on
 * every call); others are told in its place, at the address they asked for. The app's one way of
 * refusing a screen: react-admin's own views inside never reach their redirect to /access-denied.
 */
export function AccessGate({
  resource,
  action = 'list',
  children,
}: {
  resource: string;
  action?: 'list' | 'create' | 'edit' | 'show';
  children: ReactNode;
}) {
  return (
    <CanAccess resource={resource} action={action} loading={<Spinner />} accessDenied={<AccessDeniedNotice />}>
      {children}
    </CanAccess>
  );
}
