/** The address marker of a reload caused by a screen that failed to load (spec §4). */
export const CHUNK_RETRY = 'chunk_retry';
/** How long a lazily loaded screen may take before it counts as failed (spec §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * What to do when a screen's code failed to load:
 * - no marker in the address: reload once with `chunk_retry=1` (a new deployment replaced the
 *   files this page was built against; the new page knows the new ones);
 * - marker 1: a hard reload, marked `chunk_retry=2`;
 * - marker 2 or more: stop and let the error show. Never a loop.
 */
export type ChunkRecovery =
  { action: 'reload'; url: string } | { action: 'hardReload'; url: string } | { action: 'giveUp' };

export function chunkRecovery(href: string): ChunkRecovery {
  const url = new URL(href);
  const marker = url.searchParams.get(CHUNK_RETRY);
  if (marker === null) {
    url.searchParams.set(CHUNK_RETRY, '1');
    return { action: 'reload', url: url.toString() };
  }
  if (marker === '1') {
    url.searchParams.set(CHUNK_RETRY, '2');
    return { action: 'hardReload', url: url.toString() };
  }
  return { action: 'giveUp' };
}

/** Errors of a script or stylesheet chunk that did not arrive, in the wording of each browser. */
const CHUNK_ERROR =
  /Loading (CSS )?chunk .+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|dynamically imported module/i;

export const isChunkError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_ERROR.test(`${error.name}: ${error.message}`);

export interface Navigator {
  href: string;
  replace(url: string): void;
  reload(url: string): void;
}

const browserNavigator = (): Navigator => ({
  href: window.location.href,
  replace: (url) => window.location.replace(url),
  reload: (url) => {
    // The marked address replaces the current entry, then the page reloads from the server.
    window.history.replaceState(window.history.state, '', url);
    window.location.reload();
  },
});

/** Reloads as `chunkRecovery` says; answers false when it gave up (the caller shows the error). */
export function recoverFromChunkError(nav: Navigator = browserNavigator()): boolean {
  const next = chunkRecovery(nav.href);
  if (next.action === 'reload') nav.replace(next.url);
  else if (next.action === 'hardReload') nav.reload(next.url);
  return next.action !== 'giveUp';
}

/** A dynamic import that fails with the spec's message when it has not settled in time. */
export function withChunkTimeout<T>(load: Promise<T>, id: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Loading chunk ${id} failed`)), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
