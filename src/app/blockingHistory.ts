import { UNSAFE_createBrowserHistory, parsePath, type Location, type To } from 'react-router';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];
type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** A navigation about to happen; `retry` makes it happen after all, past every check. */
export interface Transition {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
  retry(): void;
}

/** Answers true to hold the navigation (it is then its own to retry or forget). */
export type Check = (transition: Transition) => boolean;

export interface BlockingHistory extends BrowserHistory {
  /** Adds a check every navigation passes first; answers how to remove it. */
  block(check: Check): () => void;
}

/**
 * The browser's history as react-router's <BrowserRouter> keeps it, with navigations that a form
 * with changes not saved can hold (react-admin's warnWhenUnsavedChanges, through routerProvider.ts).
 * react-router holds navigations only in its data router, whose loaders, actions and revalidation
 * would add some 14 kB compressed to the admin shell (measured) for this alone. A link or a
 * redirect is held before it happens; a step back or forward has already changed the address when
 * the browser tells of it, so a held one is stepped back over, unseen by the router, and stepped
 * again if retried (an entry the app did not number, from before it started, is let through).
 */
export function blockingHistory(): BlockingHistory {
  const base = UNSAFE_createBrowserHistory({ v5Compat: true });
  const checks = new Set<Check>();
  /** What the router shows: a held step's address is never shown. */
  let shown = base.location;
  /** The browser's next step is the undoing of a held one, or a retried one. */
  let undoing = false;
  let retrying = false;

  const held = (historyAction: HistoryAction, nextLocation: Location, retry: () => void): boolean => {
    for (const check of checks) if (check({ currentLocation: shown, nextLocation, historyAction, retry })) return true;
    return false;
  };
  const locationOf = (to: To, state: unknown): Location => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return {
      pathname: path.pathname ?? shown.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: state ?? null,
      key: 'held',
    };
  };
  const guarded =
    (historyAction: 'PUSH' | 'REPLACE', move: (to: To, state?: unknown) => void) => (to: To, state?: unknown) => {
      if (!held(historyAction, locationOf(to, state), () => move(to, state))) move(to, state);
    };

  return Object.assign(Object.create(base) as BrowserHistory, {
    push: guarded('PUSH', (to, state) => base.push(to, state)),
    replace: guarded('REPLACE', (to, state) => base.replace(to, state)),
    listen(listener: Listener) {
      return base.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        const step = update.delta;
        if (update.action === 'POP' && step && !retrying) {
          const retry = () => {
            retrying = true;
            base.go(step);
          };
          if (held('POP', update.location, retry)) {
            undoing = true;
            base.go(-step);
            return;
          }
        }
        retrying = false;
        shown = update.location;
        listener(update);
      });
    },
    block(check: Check) {
      checks.add(check);
      return () => void checks.delete(check);
    },
  });
}
