/** Where each kind of account starts: the platform Super Admin on its approval screen. */
export const SUPER_ADMIN_HOME = '/SuperAdminDashboard';
export const HOME = '/dashboard';

const ACCOUNT_PAGES = new Set(['/signin', '/signup', '/forgetpassword']);

/**
 * Where to go after signing in: where the user was going when sent to sign in (spec §2), unless
 * that was an account page; otherwise the home of the account (role 1: the Super Admin).
 */
export function landingPath(state: unknown, role: number | null): string {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  const home = role === 1 ? SUPER_ADMIN_HOME : HOME;
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith('/') || nextPathname.startsWith('//')) return home;
  const path = nextPathname.toLowerCase();
  if (path === '/' || ACCOUNT_PAGES.has(path) || path.startsWith('/resetforgetpassword')) return home;
  // The Super Admin has nothing but its own screen; a stale origin would only show "access denied".
  if (role === 1 && path !== SUPER_ADMIN_HOME.toLowerCase()) return home;
  return `${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`;
}
