import { DELETE, GET, POST } from './endpoint';

/** The audit trail: an organisation's for Audit Trail View, the platform's for the Super Admin. */
export const auditApi = {
  all: GET('AuditTrailAPI/GetAll', { anyOf: [{ permission: 'Audit Trail', action: 'View' }], superAdmin: true }),
} as const;

/** Personal data exports and erasure. */
export const personalDataApi = {
  person: GET('PersonalData/people/:userId', { anyOf: [{ permission: 'Employee', action: 'Edit' }], superAdmin: true }),
  me: GET('PersonalData/me', 'signedIn'),
  erase: POST('PersonalData/people/:userId/erase', { permission: 'Employee', action: 'Delete' }),
} as const;

/** The Super Admin's organisations and sign-in locks. */
export const platformApi = {
  organizations: GET('Organizations', 'superAdmin'),
  removeOrganization: DELETE('Organizations/:organizationId', 'superAdmin'),
  signInLocks: GET('SignInLocks', 'superAdmin'),
  removeSignInLock: DELETE('SignInLocks/:id', 'superAdmin'),
  setupProgress: GET('DashboardAPI/GetSetupProgress', 'signedIn'),
  health: GET('health', 'public'),
  /** Public to the guard; the handler asks for the metrics token itself. */
  metrics: GET('metrics', 'public'),
} as const;

/** The public site's contact details and form, and the Super Admin's received messages. */
export const contactApi = {
  details: GET('ContactAPI/GetContactDetails', 'public'),
  send: POST('ContactAPI/SendMessage', 'public'),
  all: GET('ContactAPI/GetAll', 'superAdmin'),
  markRead: POST('ContactAPI/MarkRead/:id', 'superAdmin'),
  remove: DELETE('ContactAPI/Delete/:id', 'superAdmin'),
} as const;
