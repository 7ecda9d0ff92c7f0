import { PERMISSIONS, SUB_PERMISSIONS, permissionId, subPermissionId, type Grants } from '@domain/permissions';

/** Grants in the documented shape `[{permissionId, permissionName, subPermissions: [...]}]`. */
export function userPermissions(grants: Grants) {
  return PERMISSIONS.filter((p) => grants[p]?.length).map((p) => ({
    permissionId: permissionId(p),
    permissionName: p,
    subPermissions: SUB_PERMISSIONS.filter((s) => grants[p]?.includes(s)).map((s) => ({
      subPermissionId: subPermissionId(s),
      subPermissionName: s,
    })),
  }));
}
