import type { PeopleMethods } from './people';
import { lazyMethods, onFirstUse } from './lazyMethods';
import type { Http, ResourceMethods } from './requests';

/** The resources whose methods people.ts holds (employees and the Super Admin's lists). */
export const PEOPLE_RESOURCES = ['employees', 'activeAccounts', 'inactiveAccounts', 'signInLocks'] as const;

const METHODS = ['getList', 'getOne', 'getMany', 'create', 'update', 'delete', 'deleteMany'] as const;

/**
 * people.ts (the employee's body and image, the Super Admin's lists, account approval) loads with
 * the first call that needs it: the dashboard a signed-in user lands on makes none, so its code
 * stays out of the admin shell.
 */
export function peopleOnFirstCall(http: Http) {
  const loaded = onFirstUse(() => import('./people'));
  const resourcesLoaded = onFirstUse(async () => (await loaded()).peopleResources(http));
  const method =
    (name: (typeof METHODS)[number]) =>
    async (resource: string, params: never): Promise<never> => {
      const own = (await resourcesLoaded())[resource]?.[name] as ((r: string, p: never) => Promise<never>) | undefined;
      if (!own) throw new Error(`${resource} has no ${name}`);
      return own(resource, params);
    };
  // Every method of each resource is listed; one its resource lacks is refused at its call, naming it.
  const lazyResource = Object.fromEntries(METHODS.map((name) => [name, method(name)])) as ResourceMethods;
  return {
    resources: Object.fromEntries(PEOPLE_RESOURCES.map((resource) => [resource, lazyResource])),
    methods: lazyMethods<PeopleMethods>(async () => (await loaded()).peopleMethods(http), {
      approveAccounts: true,
      deactivateAccounts: true,
      userDetail: true,
      permissionCatalogue: true,
    }),
  };
}
