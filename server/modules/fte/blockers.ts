import type { Tenant } from '../../db/tenant';
import type { Blocker } from '../resources/blockers';

/** The profile a delete is about; the check runs inside the delete's transaction, the profile row locked. */
export interface ProfileRef {
  id: number;
  scope: string;
}

type ProfileBlockerCheck = (tenant: Tenant, profile: ProfileRef) => Promise<Blocker | undefined>;

/** By the name of what they count: a module adding one again replaces it. */
const checks = new Map<string, ProfileBlockerCheck>();

/**
 * Modules whose rows point at an FTE profile (estimation files computed with it) say what prevents
 * deleting it, so that this module never imports the modules built on it.
 * A module that links rows to a profile should take `FOR KEY SHARE` on the profile row in the
 * same transaction, so a concurrent delete either waits and counts the link, or wins first.
 */
export function addFteProfileBlocker(name: string, check: ProfileBlockerCheck): void {
  checks.set(name, check);
}

export async function findFteProfileBlocker(tenant: Tenant, profile: ProfileRef): Promise<Blocker | undefined> {
  for (const check of checks.values()) {
    const found = await check(tenant, profile);
    if (found) return found;
  }
  return undefined;
}
