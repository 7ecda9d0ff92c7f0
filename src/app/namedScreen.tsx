import { Suspense, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { lazyScreen } from './lazyScreen';
import { Spinner } from './Spinner';

/**
 * A screen whose code loads on first use (through lazyScreen, so a failed load is retried) and
 * that shows the app's spinner meanwhile. It brings its own Suspense, so it stands wherever a
 * component does: a <Resource>'s list or edit, a route's element. Keeps the admin shell small.
 * A part of a screen (a dialog, a filter) passes its own `fallback`: the spinner fills the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any component props
function suspendedScreen<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  fallback: ReactNode = <Spinner />,
): ((props: ComponentProps<C>) => ReactElement) & { preload: () => Promise<unknown> } {
  const Screen = lazyScreen(load);
  function SuspendedScreen(props: ComponentProps<C>) {
    return (
      <Suspense fallback={fallback}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return Object.assign(SuspendedScreen, { preload: Screen.preload });
}

/** suspendedScreen of a module's named export (the app's screens are named exports), with its props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props, as above
export function namedScreen<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
  fallback?: ReactNode,
): ((props: ComponentProps<M[K]>) => ReactElement) & { preload: () => Promise<unknown> } {
  return suspendedScreen(async () => ({ default: (await load())[name] }), fallback);
}
