import { createContext, useContext, useEffect, useState } from 'react';
import { reactRouterProvider, type RouterBlocker, type RouterBlockerFunction, type RouterProvider } from 'react-admin';
import type { BlockingHistory } from './blockingHistory';

/** The admin area's history (AdminEntry), whose navigations a form can hold. */
export const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

const UNBLOCKED: RouterBlocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };

/**
 * react-router's useBlocker, for the admin area's own history (blockingHistory.ts): the same
 * answer (unblocked, or blocked with proceed and reset) to the same question. A retried
 * navigation happens at once, so no render ever sees it proceeding.
 */
function useBlocker(shouldBlock: RouterBlockerFunction | boolean): RouterBlocker {
  const history = useContext(BlockingHistoryContext);
  const [blocker, setBlocker] = useState<RouterBlocker>(UNBLOCKED);
  // Checked anew with each render's question (a form's question changes as it is typed in).
  useEffect(() => {
    if (!history) return undefined;
    return history.block(({ currentLocation, nextLocation, historyAction, retry }) => {
      const held =
        typeof shouldBlock === 'function' ? shouldBlock({ currentLocation, nextLocation, historyAction }) : shouldBlock;
      if (!held) return false;
      setBlocker({
        state: 'blocked',
        location: nextLocation,
        proceed: () => {
          retry();
          setBlocker(UNBLOCKED);
        },
        reset: () => setBlocker(UNBLOCKED),
      });
      return true;
    });
  }, [history, shouldBlock]);
  return blocker;
}

/** react-admin's router: react-router's, with navigations held through the admin area's history. */
export const tawazunRouterProvider: RouterProvider = {
  ...reactRouterProvider,
  useBlocker,
  useCanBlock: () => useContext(BlockingHistoryContext) !== null,
};
