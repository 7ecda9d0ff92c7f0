import type { Grants, PermissionName, SubPermissionName } from '@domain/permissions';

/** The session as the server answers it at sign-in and refresh. */
export interface SessionAnswer {
  accessToken: string;
  refreshToken: string;
  role?: number;
  roleId?: number | null;
  userPermissions?: Array<{ permissionName: string; subPermissions: Array<{ subPermissionName: string }> }>;
  /** The language chosen in My profile, at sign-in; null when none was chosen. */
  language?: 'en' | 'ar' | null;
}

/** The local storage keys of the specification (§3, §9). */
export const KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  roleId: 'roleId',
  permissions: 'permissions',
  role: 'role',
} as const;

export function storeSession(answer: SessionAnswer): void {
  localStorage.setItem(KEYS.accessToken, answer.accessToken);
  localStorage.setItem(KEYS.refreshToken, answer.refreshToken);
  localStorage.setItem(KEYS.roleId, answer.roleId == null ? '' : String(answer.roleId));
  localStorage.setItem(KEYS.role, JSON.stringify(answer.role ?? null));
  localStorage.setItem(KEYS.permissions, JSON.stringify(answer.userPermissions ?? []));
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

export const accessToken = (): string | null => localStorage.getItem(KEYS.accessToken);
export const refreshToken = (): string | null => localStorage.getItem(KEYS.refreshToken);

/** 1 is the platform Super Admin, 2 an organisation owner, 3 an employee. */
export function storedRole(): number | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEYS.role) ?? 'null') as unknown;
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** The stored permissions as `{ permission: [action] }`. */
export function storedGrants(): Grants {
  try {
    const list = JSON.parse(localStorage.getItem(KEYS.permissions) ?? '[]') as SessionAnswer['userPermissions'];
    const grants: Grants = {};
    for (const p of list ?? []) {
      grants[p.permissionName as PermissionName] = p.subPermissions.map(
        (s) => s.subPermissionName as SubPermissionName,
      );
    }
    return grants;
  } catch {
    return {};
  }
}

/** The signed-in account's id: the subject of its access token (read, not verified: the server verifies). */
export function sessionUserId(): string | null {
  const payload = accessToken()?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
