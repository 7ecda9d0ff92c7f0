import {
  PERMISSIONS,
  SUB_PERMISSIONS,
  permissionId,
  subPermissionId,
  type Grants,
  type PermissionName,
  type SubPermissionName,
} from '@domain/permissions';

/** A role's permissions as the server answers them (userPermissions). */
export type PermissionList = ReadonlyArray<{
  permissionName: string;
  subPermissions: ReadonlyArray<{ subPermissionName: string }>;
}>;

export type Coverage = 'all' | 'some' | 'none';

const ordered = (actions: Iterable<SubPermissionName>): SubPermissionName[] => {
  const chosen = new Set(actions);
  return SUB_PERMISSIONS.filter((s) => chosen.has(s));
};

const known = (name: string): name is PermissionName => (PERMISSIONS as readonly string[]).includes(name);
const knownAction = (name: string): name is SubPermissionName => (SUB_PERMISSIONS as readonly string[]).includes(name);

/** The grants of a role record, ignoring names outside the catalogue. */
export function grantsOfList(list: PermissionList | undefined): Grants {
  const grants: Grants = {};
  for (const p of list ?? []) {
    if (!known(p.permissionName)) continue;
    const actions = ordered(p.subPermissions.map((s) => s.subPermissionName).filter(knownAction));
    if (actions.length) grants[p.permissionName] = actions;
  }
  return grants;
}

const has = (grants: Grants, permission: PermissionName, action: SubPermissionName) =>
  grants[permission]?.includes(action) ?? false;

function withActions(grants: Grants, permission: PermissionName, actions: SubPermissionName[]): Grants {
  const next = { ...grants };
  if (actions.length) next[permission] = ordered(actions);
  else delete next[permission];
  return next;
}

export const toggleCell = (grants: Grants, permission: PermissionName, action: SubPermissionName): Grants =>
  withActions(
    grants,
    permission,
    has(grants, permission, action)
      ? (grants[permission] ?? []).filter((a) => a !== action)
      : [...(grants[permission] ?? []), action],
  );

export const rowCoverage = (grants: Grants, permission: PermissionName): Coverage => {
  const count = grants[permission]?.length ?? 0;
  return count === SUB_PERMISSIONS.length ? 'all' : count ? 'some' : 'none';
};

export const columnCoverage = (grants: Grants, action: SubPermissionName): Coverage => {
  const count = PERMISSIONS.filter((p) => has(grants, p, action)).length;
  return count === PERMISSIONS.length ? 'all' : count ? 'some' : 'none';
};

/** A whole row: all four actions, or none when it already had all four. */
export const toggleRow = (grants: Grants, permission: PermissionName): Grants =>
  withActions(grants, permission, rowCoverage(grants, permission) === 'all' ? [] : [...SUB_PERMISSIONS]);

/** A whole column: the action for every permission, or for none when every one had it. */
export function toggleColumn(grants: Grants, action: SubPermissionName): Grants {
  const remove = columnCoverage(grants, action) === 'all';
  let next = grants;
  for (const permission of PERMISSIONS) {
    const current = next[permission] ?? [];
    next = withActions(next, permission, remove ? current.filter((a) => a !== action) : [...current, action]);
  }
  return next;
}

/** What AddEmployeeRole / UpdateEmployeeRole read: `[{permissionId, subPermissionIds}]`. */
export const selectionOf = (grants: Grants) =>
  PERMISSIONS.filter((p) => grants[p]?.length).map((p) => ({
    permissionId: permissionId(p),
    subPermissionIds: (grants[p] ?? []).map(subPermissionId),
  }));

/** For the role list: each granted permission with its actions, in catalogue order. */
export const summaryOf = (
  grants: Grants,
): Array<{ permission: PermissionName; actions: SubPermissionName[]; all: boolean }> =>
  PERMISSIONS.filter((p) => grants[p]?.length).map((p) => ({
    permission: p,
    actions: grants[p] ?? [],
    all: rowCoverage(grants, p) === 'all',
  }));
