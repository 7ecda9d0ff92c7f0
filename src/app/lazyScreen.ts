import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkError, recoverFromChunkError, withChunkTimeout } from './chunkRetry';

let screens = 0;

/**
 * `React.lazy` for every lazily loaded screen of the app: a load that fails or takes longer than
 * 120 s reloads the page once with the `chunk_retry` marker, then once more as a hard reload, then
 * gives up and lets the top-level boundary show 'error'.
 */
/** A lazily loaded screen that can also be fetched ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any component props
export type PreloadableScreen<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  preload: () => Promise<unknown>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any component props
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): PreloadableScreen<C> {
  const id = String(++screens);
  // One load, shared by a preload (a pre-rendered page fetches its parts before hydrating) and the render.
  let loading: Promise<{ default: C }> | undefined;
  const once = () => (loading ??= load());
  const Screen = lazy(() =>
    withChunkTimeout(once(), id).catch((error: unknown) => {
      if (isChunkError(error) && recoverFromChunkError()) {
        // The page is going away: keep the spinner up instead of flashing the error.
        return new Promise<never>(() => undefined);
      }
      throw error;
    }),
  );
  return Object.assign(Screen, { preload: once });
}
