import { createElement, lazy, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { isChunkError, recoverFromChunkError, withChunkTimeout } from './chunkRetry';

let screens = 0;

/** A lazily loaded screen that can also be fetched ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any component props
export type PreloadableScreen<C extends ComponentType<any>> = ((props: ComponentProps<C>) => ReactElement) & {
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` for every lazily loaded screen of the app: a load that fails or takes longer than
 * 120 s reloads the page once with the `chunk_retry` marker, then once more as a hard reload, then
 * gives up and lets the top-level boundary show 'error'.
 *
 * A screen whose code has already arrived (a pre-rendered page's parts, fetched before hydrating)
 * is drawn at once. Through `React.lazy` it would suspend on its first render all the same, and a
 * pre-rendered part left waiting is thrown away and drawn anew by the first update that reaches it
 * (the site's contact details arriving), a visible flash that loses what was typed or focused.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any component props
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): PreloadableScreen<C> {
  const id = String(++screens);
  // One load, shared by a preload and the render.
  let loading: Promise<{ default: C }> | undefined;
  let arrived: C | undefined;
  const once = () =>
    (loading ??= load().then((module) => {
      arrived = module.default;
      return module;
    }));
  const Lazy = lazy(() =>
    withChunkTimeout(once(), id).catch((error: unknown) => {
      if (isChunkError(error) && recoverFromChunkError()) {
        // The page is going away: keep the spinner up instead of flashing the error.
        return new Promise<never>(() => undefined);
      }
      throw error;
    }),
  );
  function Screen(props: ComponentProps<C>): ReactElement {
    // Chosen once per mount: switching from the lazy path to the direct one would remount the screen.
    const [Arrived] = useState(() => arrived);
    return createElement(Arrived ?? Lazy, props);
  }
  return Object.assign(Screen, { preload: once });
}
