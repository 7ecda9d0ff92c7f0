import { Authenticated, ResourceContextProvider } from 'react-admin';
import type { ResourceName } from '@domain/registry';
import { RESOURCE_VIEWS } from '../resources';
import { resourceScreenPaths } from './sidebar/entries';
import { namedScreen } from '../app/namedScreen';

// The second layout's footer and its links load with the job titles' screens, not in the admin shell.
const SecondaryLayout = namedScreen(() => import('./SecondaryLayout'), 'SecondaryLayout');

/** A resource's own list or create screen at one of the specification's paths (`/departmentlist`). */
export function ResourceScreen({ resource, view }: { resource: ResourceName; view: 'list' | 'create' }) {
  const Screen = RESOURCE_VIEWS[resource][view];
  return (
    <ResourceContextProvider value={resource}>
      <Screen />
    </ResourceContextProvider>
  );
}

/** Paths opened inside the main layout, and those with the second layout (job titles, spec §2). */
export const mainLayoutScreens = () => resourceScreenPaths().filter((screen) => screen.layout !== 'secondary');

export const secondaryLayoutScreens = () => resourceScreenPaths().filter((screen) => screen.layout === 'secondary');

export function SecondaryScreen({ resource, view }: { resource: ResourceName; view: 'list' | 'create' }) {
  return (
    <Authenticated>
      <SecondaryLayout>
        <ResourceScreen resource={resource} view={view} />
      </SecondaryLayout>
    </Authenticated>
  );
}
