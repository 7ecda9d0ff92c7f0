import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a pre-rendered page is still only HTML (its server snapshot), true once the app has
 * taken it over: a form's button stays disabled until a click on it can do something.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
