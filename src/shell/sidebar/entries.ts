import { FTE_SCOPES } from '@domain/fteScopes';
import { menuKey, registry, type ResourceName } from '@domain/registry';
import { fteResource } from '@domain/fteFamilies';
import { WORKFORCE_PATHS, WORKFORCE_RESOURCE } from '../../workforcePlan/paths';
import { AUDIT_TRAIL_PATH_IN_APP } from '../../audit/paths';
import { AUDIT_TRAIL } from '@domain/access';

/** A screen of a registry resource that a sidebar path opens. */
export interface ResourceScreen {
  resource: ResourceName;
  view: 'list' | 'create';
  /** `jobTitles`: the second layout (left sidebar and the copyright footer), spec §2. */
  layout?: 'main' | 'secondary';
}

export interface SidebarEntry {
  /** Spec §2: the sidebar's entries carry the ids 1 to 20. */
  id: number;
  path: string;
  /** Translation key under `menu` (admin namespace). */
  label: string;
  /**
   * `canAccess` resources: the entry shows with View on any of them (and Add as well for an "add"
   * entry); the server refuses the rest anyway.
   */
  access: { resources: string[]; add?: boolean };
  /** Set for a registry resource's screens; other screens register their own routes. */
  screen?: ResourceScreen;
  /** A count shown beside the entry (the Super Admin's sign-ups awaiting approval). */
  badge?: 'pendingAccounts';
}

export interface SidebarGroup {
  key: string;
  label: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarEntry | SidebarGroup;

export const isGroup = (item: SidebarItem): item is SidebarGroup => 'items' in item;

/** Spec §2's sidebar has ids 1 to 20; entries of later resources are numbered after them. */
const SPEC_IDS = 20;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** The menu group of each registry resource: its add and its list entry (ids from spec §2, or after it). */
function resourceGroups(): Array<SidebarGroup & { placement: 'hrAdmin' | 'top' }> {
  let nextId = SPEC_IDS + 1;
  return registry.map((spec) => {
    const { group, add, list, layout } = spec.menu;
    const key = menuKey(spec);
    const [addId, listId] = spec.menu.ids ?? [nextId++, nextId++];
    const resource = spec.name;
    return {
      key,
      label: key,
      placement: group,
      items: [
        {
          id: addId,
          path: add,
          label: `add${capitalised(key)}`,
          access: { resources: [resource], add: true },
          screen: { resource, view: 'create', layout },
        },
        {
          id: listId,
          path: list,
          label: `${key}List`,
          access: { resources: [resource] },
          screen: { resource, view: 'list', layout },
        },
      ],
    };
  });
}

const groups = resourceGroups();

/** The workforce plan's screens, numbered after every registry entry. */
function workforceGroup(firstId: number): SidebarGroup {
  const access = { resources: [WORKFORCE_RESOURCE] };
  return {
    key: 'workforcePlan',
    label: 'workforcePlanGroup',
    items: [
      { id: firstId, path: WORKFORCE_PATHS.dashboard, label: 'workforceDashboard', access },
      { id: firstId + 1, path: WORKFORCE_PATHS.tree, label: 'workforceTree', access },
      { id: firstId + 2, path: WORKFORCE_PATHS.compare, label: 'workforceCompare', access },
      { id: firstId + 3, path: WORKFORCE_PATHS.designations, label: 'workforceDesignations', access },
      // Numbered after the import entry (firstId + 4), which came before it.
      { id: firstId + 5, path: WORKFORCE_PATHS.scenarios, label: 'workforceScenarios', access },
    ],
  };
}
const lastResourceId = Math.max(
  SPEC_IDS,
  ...groups.flatMap((group) => group.items.map((item) => (isGroup(item) ? 0 : item.id))),
);
const placedIn = (placement: 'hrAdmin' | 'top'): SidebarGroup[] =>
  groups.filter((g) => g.placement === placement).map(({ placement: _placement, ...group }) => group);

/** The authenticated sidebar exactly as spec §2 lists it, the registry's resources in their places. */
const SPEC_SIDEBAR: SidebarItem[] = [
  { id: 1, path: '/dashboard', label: 'fteCalculation', access: { resources: FTE_SCOPES.map(fteResource) } },
  { key: 'hrAdmin', label: 'hrAdmin', items: placedIn('hrAdmin') },
  {
    key: 'userManagement',
    label: 'userManagement',
    items: [
      { id: 12, path: '/allusers', label: 'allUsers', access: { resources: ['employees'] } },
      { id: 13, path: '/addusers', label: 'addUsers', access: { resources: ['addEmployee'], add: true } },
      { id: 14, path: '/rolelist', label: 'roleList', access: { resources: ['roles'] } },
      { id: 15, path: '/addrole', label: 'addRole', access: { resources: ['roles'], add: true } },
    ],
  },
  {
    key: 'estimation',
    label: 'estimationGroup',
    items: [
      { id: 16, path: '/estimation', label: 'estimation', access: { resources: ['estimation'] } },
      { id: 17, path: '/estimationreport', label: 'estimationReport', access: { resources: ['estimationReport'] } },
    ],
  },
  {
    key: 'costing',
    label: 'costingGroup',
    items: [{ id: 18, path: '/costing', label: 'costing', access: { resources: ['costing'] } }],
  },
  workforceGroup(lastResourceId + 1),
  // Bulk import, after the workforce plan's four entries: for whoever may add any record it brings in.
  {
    id: lastResourceId + 5,
    path: '/import',
    label: 'import',
    access: { resources: [...registry.map((spec) => spec.name), 'addEmployee'], add: true },
  },
  ...placedIn('top'),
];

/**
 * The platform Super Admin's screens, numbered after every other entry. No organisation role sees
 * them (access.ts), and the Super Admin sees nothing else, so they make its whole sidebar.
 */
function superAdminEntries(after: number): SidebarEntry[] {
  return [
    {
      id: after + 1,
      path: '/SuperAdminDashboard',
      label: 'accounts',
      access: { resources: ['superAdmin'] },
      badge: 'pendingAccounts',
    },
    { id: after + 2, path: '/contactMessages', label: 'contactMessages', access: { resources: ['contactMessages'] } },
  ];
}

const lastEntryId = Math.max(...sidebarEntries(SPEC_SIDEBAR).map((entry) => entry.id));

export const SIDEBAR: SidebarItem[] = [
  ...SPEC_SIDEBAR,
  ...superAdminEntries(lastEntryId),
  // The owner's, the roles' with Audit Trail View, and the Super Admin's (the platform's events).
  { id: lastEntryId + 3, path: AUDIT_TRAIL_PATH_IN_APP, label: 'auditTrail', access: { resources: [AUDIT_TRAIL] } },
];

export function sidebarEntries(items: SidebarItem[] = SIDEBAR): SidebarEntry[] {
  return items.flatMap((item) => (isGroup(item) ? sidebarEntries(item.items) : [item]));
}

/** Paths the route table names for the same screens (spec §2): `/employeetype` is the employee type list. */
const ROUTE_TABLE_ALIASES: Array<{ path: string } & ResourceScreen> = [
  { path: '/employeetype', resource: 'employeeTypes', view: 'list' },
];

/** Every path that opens a registry resource's screen: the sidebar's and the route table's. */
export function resourceScreenPaths(): Array<{ path: string } & ResourceScreen> {
  const fromSidebar = sidebarEntries().flatMap((entry) =>
    entry.screen ? [{ path: entry.path, ...entry.screen }] : [],
  );
  return [...fromSidebar, ...ROUTE_TABLE_ALIASES];
}
