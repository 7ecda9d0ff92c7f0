import { AUDIT_ACTIONS, AUDITED_RESOURCES } from './audit';

/** Sign-in, session and account events the server writes through `audit()` (server/auth/audit.ts). */
export const ACCOUNT_EVENTS = [
  'login.success',
  'login.failure',
  'login.inactive',
  'login.blocked',
  'signInLock.cleared',
  'refresh',
  'refresh.refused',
  'refresh.reuse',
  'signout',
  'password.reset',
  'password.reset.refused',
  'password.forgot',
  'password.forgot.blocked',
  'password.changed',
  'password.change.refused',
  'password.change.blocked',
  'profile.updated',
  'user.exported',
  'user.erased',
  'organization.deleted',
  'user.email.blocked',
  'register',
  'register.blocked',
  'import.structure',
  'import.employees',
] as const;
export type AccountEvent = (typeof ACCOUNT_EVENTS)[number];

/** Changes recorded under a name of their own instead of `<resource>.<action>` (audit/recorder.ts). */
export const NAMED_CHANGE_EVENTS = [
  'user.approved',
  'user.deactivated',
  'workforcePlan.planChosen',
  'workforcePlan.planRestored',
  'workforcePlan.designationsMapped',
] as const;
export type NamedChangeEvent = (typeof NAMED_CHANGE_EVENTS)[number];

/** Every event key the server writes: the named ones and `<resource>.<action>` of each audited resource. */
export const AUDIT_EVENTS: readonly string[] = [
  ...ACCOUNT_EVENTS,
  ...NAMED_CHANGE_EVENTS,
  ...AUDITED_RESOURCES.flatMap((resource) => AUDIT_ACTIONS.map((action) => `${resource}.${action}`)),
];

/** The families the audit screen filters by, in its order. */
export const AUDIT_EVENT_FAMILIES = ['signIns', 'accounts', 'exports', 'erasures', 'imports', 'changes'] as const;
export type AuditEventFamily = (typeof AUDIT_EVENT_FAMILIES)[number];

const SIGN_INS = /^(login|refresh|signout)(\.|$)/;

/** The family of an event key: sign-ins and sessions, account care, exports, erasures, imports, changes of data. */
export function eventFamily(event: string): AuditEventFamily {
  if (SIGN_INS.test(event)) return 'signIns';
  if (event === 'user.exported') return 'exports';
  if (event === 'user.erased') return 'erasures';
  if (event.startsWith('import.')) return 'imports';
  if ((ACCOUNT_EVENTS as readonly string[]).includes(event) || event.startsWith('user.')) return 'accounts';
  return 'changes';
}

/** The event keys of a family (what the API's `family` filter selects). */
export const eventsOf = (family: AuditEventFamily): string[] =>
  AUDIT_EVENTS.filter((event) => eventFamily(event) === family);
