import { useCallback, useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { sidebarEntries } from './entries';
import type { Allowed } from './navigation';

const RESOURCES = [...new Set(sidebarEntries().flatMap((entry) => entry.access.resources))];

/** What the signed-in user may View and Add among the sidebar's resources, asked once per action. */
export function useSidebarAccess(): { allowed: Allowed; isPending: boolean } {
  const view = useCanAccessResources({ action: 'list', resources: RESOURCES });
  const add = useCanAccessResources({ action: 'create', resources: RESOURCES });
  const viewMap = view.canAccess;
  const addMap = add.canAccess;
  const allowed = useCallback<Allowed>(
    (resource, action) => Boolean((action === 'list' ? viewMap : addMap)?.[resource]),
    [viewMap, addMap],
  );
  return useMemo(
    () => ({ allowed, isPending: view.isPending || add.isPending }),
    [allowed, view.isPending, add.isPending],
  );
}
