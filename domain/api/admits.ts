import { isGranted, type Grants } from '../permissions';
import type { Access, AnyOf } from './endpoint';

/** A permission requirement in its general form, or undefined for the named access levels. */
export const requirementsOf = (access: Access): AnyOf | undefined =>
  typeof access === 'string' ? undefined : 'anyOf' in access ? access : { anyOf: [access] };

/** Who calls: the platform Super Admin, or an organisation's account with its role's grants. */
export interface Caller {
  kind: 'super' | 'member';
  grants: Grants;
}

/**
 * Whether a signed-in caller may call an endpoint of this access (the server's guard and the mock
 * backend both ask): public and signed-in endpoints admit anyone signed in, a Super Admin endpoint
 * the Super Admin only, a permission endpoint holders of one of its permissions (and the Super
 * Admin where it says so).
 */
export function admits(access: Access, caller: Caller): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  if (access === 'superAdmin') return caller.kind === 'super';
  const needed = requirementsOf(access) as AnyOf;
  if (caller.kind === 'super') return needed.superAdmin === true;
  return needed.anyOf.some((requirement) => isGranted(caller.grants, requirement));
}
