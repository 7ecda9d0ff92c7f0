import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { Spinner } from './Spinner';
import { namedScreen } from './namedScreen';

// Loaded only for a role that is refused, so it stays out of the admin shell.
const AccessDeniedNotice = namedScreen(() => import('../layout/AccessDeniedNotice'), 'AccessDeniedNotice');

/**
 * A screen shown only to roles whose permission allows viewing it (the server checks again on
 * every call); others are told, not sent away.
 */
export function AccessGate({ resource, children }: { resource: string; children: ReactNode }) {
  return (
    <CanAccess resource={resource} action="list" loading={<Spinner />} accessDenied={<AccessDeniedNotice />}>
      {children}
    </CanAccess>
  );
}
