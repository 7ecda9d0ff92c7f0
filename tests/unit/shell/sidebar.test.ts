import { describe, expect, it } from 'vitest';
import { isGroup, resourceScreenPaths, sidebarEntries, SIDEBAR } from '../../../src/shell/sidebar/entries';
import {
  activeEntry,
  groupsHolding,
  groupsOpenAt,
  landingEntry,
  visibleItems,
  type Allowed,
} from '../../../src/shell/sidebar/navigation';
import { entryIcon } from '../../../src/shell/sidebar/icons';
import { canAccessWith } from '@domain/access';
import type { Grants } from '@domain/permissions';

const paths = (allowed: Allowed) => sidebarEntries(visibleItems(allowed)).map((entry) => entry.path);
/** Spec §2's entries; a resource added to the registry later brings entries numbered after them. */
const specEntries = () => sidebarEntries().filter((e) => e.id <= 20);
const SPEC_RESOURCES = ['employeeTypes', 'departments', 'subDepartments', 'projects', 'teams', 'jobTitles'];

describe('the sidebar of spec §2', () => {
  it('keeps the ids 1 to 20 of the entries the specification lists', () => {
    const entries = specEntries().sort((a, b) => a.id - b.id);
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(entries.map((e) => e.path)).toEqual([
      '/dashboard',
      '/addemployeetype',
      '/employeetypelist',
      '/department',
      '/departmentlist',
      '/subdepartment',
      '/subdepartmentlist',
      '/project',
      '/projectlist',
      '/team',
      '/teamlist',
      '/allusers',
      '/addusers',
      '/rolelist',
      '/addrole',
      '/estimation',
      '/estimationreport',
      '/costing',
      '/addjobtitle',
      '/jobtitlelist',
    ]);
  });

  it('numbers any later entry after 20, each id once', () => {
    const ids = sidebarEntries().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids.filter((id) => !specEntries().some((e) => e.id === id)), 21)).toBeGreaterThan(20);
  });

  it('groups Hr Admin into its five sub-groups and Job Title, then any later resource placed there', () => {
    const hr = SIDEBAR.find((item) => isGroup(item) && item.key === 'hrAdmin');
    expect(hr && isGroup(hr) ? hr.items.map((g) => (isGroup(g) ? g.key : g.id)).slice(0, 6) : []).toEqual([
      'employeeType',
      'department',
      'subDepartment',
      'project',
      'team',
      'jobTitle',
    ]);
  });

  it('shows Job Title inside Hr Admin, right after Team, with its ids 19 and 20', () => {
    const order = sidebarEntries().map((e) => e.id);
    expect(order.slice(0, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 20]);
    expect(groupsHolding(20)).toEqual(['hrAdmin', 'jobTitle']);
  });

  it('opens a real screen at every path of this issue, including the route table spelling /employeetype', () => {
    const screens = Object.fromEntries(
      resourceScreenPaths()
        .filter((s) => SPEC_RESOURCES.includes(s.resource))
        .map((s) => [s.path, `${s.resource}:${s.view}${s.layout === 'secondary' ? ':secondary' : ''}`]),
    );
    expect(screens).toEqual({
      '/addemployeetype': 'employeeTypes:create',
      '/employeetypelist': 'employeeTypes:list',
      '/employeetype': 'employeeTypes:list',
      '/department': 'departments:create',
      '/departmentlist': 'departments:list',
      '/subdepartment': 'subDepartments:create',
      '/subdepartmentlist': 'subDepartments:list',
      '/project': 'projects:create',
      '/projectlist': 'projects:list',
      '/team': 'teams:create',
      '/teamlist': 'teams:list',
      '/addjobtitle': 'jobTitles:create:secondary',
      '/jobtitlelist': 'jobTitles:list:secondary',
    });
  });
});

describe('entries follow the role', () => {
  it('shows everything to an owner', () => {
    expect(paths(() => true)).toEqual(sidebarEntries().map((e) => e.path));
    expect(paths(() => true).length).toBeGreaterThanOrEqual(20);
  });

  it('hides what the user may not View, an add entry without Add, and groups left empty', () => {
    const allowed: Allowed = (resource, action) =>
      ['departments', 'fte.team'].includes(resource) && (action === 'list' || resource !== 'departments');
    expect(paths(allowed)).toEqual(['/dashboard', '/departmentlist']);
    const groups = visibleItems(allowed)
      .filter(isGroup)
      .map((g) => g.key);
    expect(groups).toEqual(['hrAdmin']);
  });

  it('offers FTE Calculation to whoever may View any FTE scope', () => {
    expect(paths((resource) => resource === 'fte.jobtitle')).toEqual(['/dashboard']);
    expect(paths(() => false)).toEqual([]);
  });
});

describe('the entry highlighted for a path', () => {
  it('is the entry of that path, whatever its case', () => {
    expect(activeEntry('/departmentlist')?.id).toBe(5);
    expect(activeEntry('/DepartmentList/')?.id).toBe(5);
    expect(activeEntry('/dashboard')?.id).toBe(1);
  });

  it("on a resource's own pages is its add or list entry", () => {
    expect(activeEntry('/teams/create')?.id).toBe(10);
    expect(activeEntry('/teams/4/show')?.id).toBe(11);
    expect(activeEntry('/jobTitles')?.id).toBe(20);
    expect(activeEntry('/nowhere')).toBeUndefined();
  });

  it('knows which groups to unfold for it', () => {
    expect(groupsHolding(7)).toEqual(['hrAdmin', 'subDepartment']);
    expect(groupsHolding(1)).toEqual([]);
  });
});

/** What access.ts lets an account with `grants` do, as the sidebar asks it. */
const roleOf =
  (grants: Grants, role: number | null = 3): Allowed =>
  (resource, action) =>
    canAccessWith(grants, role, resource, action);

describe('where a user lands', () => {
  it('is FTE Calculation for an owner', () => {
    expect(landingEntry(() => true)?.path).toBe('/dashboard');
  });

  it('is the first screen of its own sidebar for a role without FTE profiles, a list before a form', () => {
    expect(landingEntry(roleOf({ Department: ['View', 'Add'], Costing: ['View'] }))?.path).toBe('/departmentlist');
    expect(landingEntry(roleOf({ 'Estimation Report': ['View'], Costing: ['View', 'Add'] }))?.path).toBe(
      '/estimationreport',
    );
    expect(landingEntry(roleOf({ 'Job Title': ['View'] }))?.path).toBe('/jobtitlelist');
    expect(landingEntry(roleOf({ 'Team FTE': ['View'], Team: ['View'] }))?.path).toBe('/dashboard');
  });

  it("is the Super Admin's own screen for the Super Admin, and nothing for a role that opens nothing", () => {
    expect(landingEntry(roleOf({}, 1))?.path).toBe('/SuperAdminDashboard');
    expect(landingEntry(roleOf({}))).toBeUndefined();
  });
});

describe('the Super Admin sidebar', () => {
  it('holds its two screens and the platform audit trail, numbered after every other entry, and nothing else', () => {
    expect(paths(roleOf({}, 1))).toEqual(['/SuperAdminDashboard', '/contactMessages', '/audittrail']);
    const ids = sidebarEntries().map((e) => e.id);
    const admin = sidebarEntries().filter((e) => e.access.resources.includes('superAdmin'));
    expect(admin.map((e) => e.badge)).toEqual(['pendingAccounts']);
    expect(admin[0].id).toBe(Math.max(...ids) - 2);
  });

  it('is closed to every organisation role, an owner included', () => {
    const all = Object.fromEntries(
      ['Department', 'Costing', 'Employee'].map((p) => [p, ['View', 'Add', 'Edit', 'Delete']]),
    ) as Grants;
    expect(paths(roleOf(all, 2))).not.toContain('/SuperAdminDashboard');
  });
});

describe('groups as the user moves', () => {
  it('keeps open only the groups holding the current entry', () => {
    const before = { hrAdmin: true, department: true, userManagement: true, estimation: true };
    // /teamlist (id 11) lives in Hr Admin > Team.
    expect(groupsOpenAt(11, before)).toEqual({ hrAdmin: true, team: true });
    expect(groupsOpenAt(16, before)).toEqual({ estimation: true });
    expect(groupsOpenAt(1, before)).toEqual({});
  });

  it('leaves the groups as they were off the sidebar', () => {
    const before = { userManagement: true };
    expect(groupsOpenAt(undefined, before)).toBe(before);
  });
});

describe('icons of the folded sidebar', () => {
  it('gives every entry an icon of its own (a resource and its add screen differ by the plus)', () => {
    const seen = new Map<unknown, string>();
    for (const entry of sidebarEntries()) {
      const { icon, adds } = entryIcon(entry);
      const key = [...seen.keys()].find(
        (k) => (k as [unknown, boolean])[0] === icon && (k as [unknown, boolean])[1] === adds,
      );
      expect(key && seen.get(key), `${entry.path} shares its icon`).toBeFalsy();
      seen.set([icon, adds], entry.path);
    }
    expect(seen.size).toBe(sidebarEntries().length);
  });
});
