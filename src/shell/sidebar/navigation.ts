import { isGroup, sidebarEntries, SIDEBAR, type SidebarEntry, type SidebarItem } from './entries';

/** Whether the signed-in user may do `action` on a `canAccess` resource. */
export type Allowed = (resource: string, action: 'list' | 'create') => boolean;

const mayOpen = (entry: SidebarEntry, allowed: Allowed) =>
  entry.access.resources.some(
    (resource) => allowed(resource, 'list') && (!entry.access.add || allowed(resource, 'create')),
  );

/** The sidebar a user sees: entries they may not View are gone, and so are groups left empty. */
export function visibleItems(allowed: Allowed, items: SidebarItem[] = SIDEBAR): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (!isGroup(item)) return mayOpen(item, allowed) ? [item] : [];
    const kept = visibleItems(allowed, item.items);
    return kept.length ? [{ ...item, items: kept }] : [];
  });
}

/**
 * The entry to highlight for a path: the entry of that very path, else, on a resource's own pages
 * (`/departments/create`, `/departments/7/show`), that resource's add or list entry.
 */
export function activeEntry(pathname: string, entries: SidebarEntry[] = sidebarEntries()): SidebarEntry | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const exact = entries.find((entry) => entry.path.toLowerCase() === path);
  if (exact) return exact;
  const [, resource, rest] = pathname.split('/');
  const view = rest === 'create' ? 'create' : 'list';
  return entries.find((entry) => entry.screen?.resource === resource && entry.screen.view === view);
}

/** Keys of the groups (outermost first) that hold an entry, so the active entry can be unfolded. */
export function groupsHolding(id: number, items: SidebarItem[] = SIDEBAR, trail: string[] = []): string[] | undefined {
  for (const item of items) {
    if (!isGroup(item)) {
      if (item.id === id) return trail;
      continue;
    }
    const found = groupsHolding(id, item.items, [...trail, item.key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a user lands (after sign-in, or on /dashboard when FTE profiles are closed to the role):
 * the first entry of their own sidebar, a screen to read before a form to fill. None when the role
 * opens nothing at all.
 */
export function landingEntry(allowed: Allowed, items: SidebarItem[] = SIDEBAR): SidebarEntry | undefined {
  const entries = sidebarEntries(visibleItems(allowed, items));
  return entries.find((entry) => !entry.access.add) ?? entries[0];
}

/**
 * The groups left open as the user moves to an entry: those holding it, and no other, so the
 * sidebar never grows into every group the user once opened. Off the sidebar (a record's page that
 * no entry names) the groups stay as they were.
 */
export function groupsOpenAt(
  id: number | undefined,
  expanded: Record<string, boolean>,
  items: SidebarItem[] = SIDEBAR,
): Record<string, boolean> {
  const holding = id === undefined ? undefined : groupsHolding(id, items);
  if (!holding) return expanded;
  return Object.fromEntries(holding.map((key) => [key, true]));
}
