import { FTE_SCOPES } from '../../domain/fteScopes';
import type { ResourceName } from '../../domain/registry';
import { fteResource } from '../../dataProvider/endpoints';

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
  /** Set when this screens answer the path; later screens register their own routes. */
  screen?: ResourceScreen;
}

export interface SidebarGroup {
  key: string;
  label: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarEntry | SidebarGroup;

export const isGroup = (item: SidebarItem): item is SidebarGroup => 'items' in item;

const pair = (
  first: number,
  resource: ResourceName,
  add: string,
  list: string,
  label: string,
  layout?: 'secondary',
): SidebarEntry[] => [
  {
    id: first,
    path: add,
    label: `add${label}`,
    access: { resources: [resource], add: true },
    screen: { resource, view: 'create', layout },
  },
  {
    id: first + 1,
    path: list,
    label: `${label.charAt(0).toLowerCase()}${label.slice(1)}List`,
    access: { resources: [resource] },
    screen: { resource, view: 'list', layout },
  },
];

/** The authenticated sidebar exactly as spec §2 lists it. */
export const SIDEBAR: SidebarItem[] = [
  { id: 1, path: '/dashboard', label: 'fteCalculation', access: { resources: FTE_SCOPES.map(fteResource) } },
  {
    key: 'hrAdmin',
    label: 'hrAdmin',
    items: [
      {
        key: 'employeeType',
        label: 'employeeType',
        items: pair(2, 'employeeTypes', '/addemployeetype', '/employeetypelist', 'EmployeeType'),
      },
      {
        key: 'department',
        label: 'department',
        items: pair(4, 'departments', '/department', '/departmentlist', 'Department'),
      },
      {
        key: 'subDepartment',
        label: 'subDepartment',
        items: pair(6, 'subDepartments', '/subdepartment', '/subdepartmentlist', 'SubDepartment'),
      },
      { key: 'project', label: 'project', items: pair(8, 'projects', '/project', '/projectlist', 'Project') },
      { key: 'team', label: 'team', items: pair(10, 'teams', '/team', '/teamlist', 'Team') },
    ],
  },
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
  {
    key: 'jobTitle',
    label: 'jobTitle',
    items: pair(19, 'jobTitles', '/addjobtitle', '/jobtitlelist', 'JobTitle', 'secondary'),
  },
];

export function sidebarEntries(items: SidebarItem[] = SIDEBAR): SidebarEntry[] {
  return items.flatMap((item) => (isGroup(item) ? sidebarEntries(item.items) : [item]));
}

/** Paths the route table names for the same screens (spec §2): `/employeetype` is the employee type list. */
const ROUTE_TABLE_ALIASES: Array<{ path: string } & ResourceScreen> = [
  { path: '/employeetype', resource: 'employeeTypes', view: 'list' },
];

/** Every path of this issue that opens a resource screen: the sidebar's and the route table's. */
export function resourceScreenPaths(): Array<{ path: string } & ResourceScreen> {
  const fromSidebar = sidebarEntries().flatMap((entry) =>
    entry.screen ? [{ path: entry.path, ...entry.screen }] : [],
  );
  return [...fromSidebar, ...ROUTE_TABLE_ALIASES];
}
