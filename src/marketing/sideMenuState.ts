import { useCallback, useSyncExternalStore } from 'react';

export type SideGroup = 'agency' | 'services' | 'pages';
export interface SideMenuState {
  open: boolean;
  expanded: Record<SideGroup, boolean>;
}

/**
 * The side menu's open state and expanded groups (spec §4), kept for the browser tab in session
 * storage: they survive reloads and page changes, while local storage holds only the keys the
 * spec lists.
 */
const KEY = 'tawazun.sideMenu';
const INITIAL: SideMenuState = { open: false, expanded: { agency: true, services: false, pages: false } };

function read(): SideMenuState {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<SideMenuState> | null;
    if (!stored || typeof stored !== 'object') return INITIAL;
    const expanded = { ...INITIAL.expanded };
    for (const group of Object.keys(expanded) as SideGroup[]) {
      if (typeof stored.expanded?.[group] === 'boolean') expanded[group] = stored.expanded[group];
    }
    return { open: stored.open === true, expanded };
  } catch {
    return INITIAL;
  }
}

let current: SideMenuState | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): SideMenuState => (current ??= read());

function write(state: SideMenuState): void {
  current = state;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage unavailable: the state lasts for this page
  }
  listeners.forEach((listener) => listener());
}

export function useSideMenuState() {
  // A pre-rendered page was drawn closed (the server snapshot); the stored state follows at once.
  const state = useSyncExternalStore(subscribe, snapshot, () => INITIAL);
  const update = useCallback((change: (s: SideMenuState) => SideMenuState) => write(change(snapshot())), []);
  const setOpen = useCallback((open: boolean) => update((s) => ({ ...s, open })), [update]);
  const toggleGroup = useCallback(
    (group: SideGroup) => update((s) => ({ ...s, expanded: { ...s.expanded, [group]: !s.expanded[group] } })),
    [update],
  );
  return { ...state, setOpen, toggleGroup };
}
