import { isGranted, type Grants, type PermissionName, type SubPermissionName } from './permissions';
import { registry } from './registry';

/** react-admin actions and the sub-permission each needs. */
const ACTION: Record<string, SubPermissionName> = {
  list: 'View',
  show: 'View',
  read: 'View',
  export: 'View',
  create: 'Add',
  edit: 'Edit',
  delete: 'Delete',
};

/**
 * The permission behind each access-controlled resource of the app: the registry's resources plus
 * screens that are not plain resources (FTE tabs, people, estimation, costing), so `canAccess` and
 * the sidebar agree with the server.
 */
export const SCREEN_PERMISSIONS: Record<string, PermissionName> = {
  ...Object.fromEntries(registry.map((r) => [r.name, r.permission])),
  'fte.organization': 'Organization FTE',
  'fte.department': 'Department FTE',
  'fte.subdepartment': 'Sub-Department FTE',
  'fte.project': 'Project FTE',
  'fte.team': 'Team FTE',
  'fte.jobtitle': 'Job Title FTE',
  employees: 'Employees Detail',
  addEmployee: 'Employee',
  roles: 'Roles Detail',
  estimation: 'Estimation Details',
  estimationReport: 'Estimation Report',
  costing: 'Costing',
  workforcePlan: 'Workforce Plan',
  auditTrail: 'Audit Trail',
};

/** The audit trail's screen: an organisation's for its owner and the roles with Audit Trail View, the platform's for the Super Admin. */
export const AUDIT_TRAIL = 'auditTrail';

/** The Super Admin's screen (a react-admin resource) of the messages visitors sent through the public site. */
export const CONTACT_INBOX = 'contactMessages';

export const SUPER_ADMIN_SCREENS = new Set(['superAdmin', CONTACT_INBOX]);

/** Whether an account may do `action` on `resource`; role 1 is the platform Super Admin. */
export function canAccessWith(grants: Grants, role: number | null, resource: string, action: string): boolean {
  if (SUPER_ADMIN_SCREENS.has(resource)) return role === 1;
  if (role === 1) return resource === AUDIT_TRAIL && (ACTION[action] ?? 'View') === 'View';
  const permission = SCREEN_PERMISSIONS[resource];
  if (!permission) return true;
  return isGranted(grants, { permission, action: ACTION[action] ?? 'View' });
}
