import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigate, useAppLocation, type AppLocation } from '../app/location';
import type { SiteContact } from './siteContact';

/**
 * The public site's routing: a handful of pages, matched case-insensitively. It is not the admin
 * area's router on purpose: that one's code grows with react-admin's needs, and the public pages
 * must stay light (budget: 120 kB of JavaScript, gzip, for /).
 */
export const useLocation = (): AppLocation => useAppLocation();

export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string>, options?: { replace?: boolean }) => void,
] {
  const { pathname, search } = useAppLocation();
  const set = (next: Record<string, string>, options: { replace?: boolean } = {}) =>
    navigate(`${pathname}?${new URLSearchParams(next).toString()}`, options);
  return [new URLSearchParams(search), set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; state?: unknown };

/** An in-app link: a plain link for the browser (new tab, copy address), no page load on a click. */
export function Link({ to, state, onClick, target, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (target && target !== '_self')
    )
      return;
    event.preventDefault();
    navigate(to, { state });
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}

const normalise = (path: string): string => (path.replace(/\/+$/, '') || '/').toLowerCase();

/** The page whose path matches, ignoring case and a trailing slash. */
export function matchPath<T extends { path: string }>(routes: T[], pathname: string): T | undefined {
  const wanted = normalise(pathname);
  return routes.find((route) => normalise(route.path) === wanted);
}

const SiteContactContext = createContext<SiteContact | null>(null);
export const SiteContactProvider = SiteContactContext.Provider;
export const useSiteContactDetails = (): SiteContact | null => useContext(SiteContactContext);
