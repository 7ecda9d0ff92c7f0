import { auditApi } from './api/platform';
import { FTE_FAMILIES, fteResource } from './fteFamilies';
import { isGranted, type Grants, type PermissionName, type Requirement } from './permissions';
import { registry, resourceNames } from './registry';

/** The audit trail's names for what changes: the web app's resource names where it has them. */
export const EMPLOYEES = 'employees';
export const ROLES = 'roles';
export const WORKBOOKS = 'workbooks';
export const COSTINGS = 'costings';
export const PLAN_CHOICES = 'planChoices';
export const DESIGNATION_MAPPINGS = 'designationMappings';
/** Organisation-wide scenarios of the workforce plan (named sets of drafts). */
export const SCENARIOS = 'workforceScenarios';
/** Approvals and deactivations of accounts (platform events). */
export const ACCOUNTS = 'accounts';

/** Every resource whose changes are recorded, in the order the audit screen's filter offers them. */
export const AUDITED_RESOURCES: readonly string[] = [
  ...resourceNames(),
  ...FTE_FAMILIES.map((family) => fteResource(family.scope)),
  EMPLOYEES,
  ROLES,
  WORKBOOKS,
  COSTINGS,
  PLAN_CHOICES,
  DESIGNATION_MAPPINGS,
  SCENARIOS,
  ACCOUNTS,
];

const view = (...permissions: PermissionName[]): Requirement[] =>
  permissions.map((permission) => ({ permission, action: 'View' }));

/** Who reads an employee's record: the employee list, and the Edit form, which opens on it. */
const PEOPLE_READERS: Requirement[] = [...view('Employees Detail'), { permission: 'Employee', action: 'Edit' }];

/**
 * Who may read a resource's entries in the audit trail: whoever may view the resource itself (the
 * entries hold its values before and after). Entries without a resource (sign-ins, password and
 * profile events) are about people's accounts and read as `accounts`.
 */
const AUDIT_READERS: Record<string, Requirement[]> = {
  ...Object.fromEntries(registry.map((spec) => [spec.name, view(spec.permission as PermissionName)])),
  ...Object.fromEntries(FTE_FAMILIES.map((family) => [fteResource(family.scope), view(family.permission)])),
  [EMPLOYEES]: PEOPLE_READERS,
  [ROLES]: view('Roles Detail'),
  [WORKBOOKS]: view('Estimation Details', 'Estimation Report'),
  [COSTINGS]: view('Costing'),
  [PLAN_CHOICES]: view('Workforce Plan'),
  [DESIGNATION_MAPPINGS]: view('Workforce Plan'),
  [SCENARIOS]: view('Workforce Plan'),
  [ACCOUNTS]: PEOPLE_READERS,
};

/** Whether grants may read the audit entries of a resource (null: an account event). */
export const mayReadAuditOf = (grants: Grants, resource: string | null): boolean =>
  (AUDIT_READERS[resource ?? ACCOUNTS] ?? []).some((requirement) => isGranted(grants, requirement));

/** The audited resources whose entries grants may read, in the filter's order. */
export const readableAuditResources = (grants: Grants): string[] =>
  AUDITED_RESOURCES.filter((resource) => mayReadAuditOf(grants, resource));

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value before and after a change (null where it did not exist). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/**
 * For each changed field holding the id of another record (a department, a job title, a source
 * workbook...): that record's current name on each side holding an id, null when it is gone.
 */
export type ReferenceNames = Record<string, { before?: string | null; after?: string | null }>;

/** One entry of the audit trail as the API lists it. */
export interface AuditEntry {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  event: string;
  userId: number | null;
  /** Who acted (their email). */
  actor: string | null;
  address: string | null;
  organizationId: number | null;
  resource: string | null;
  recordId: number | null;
  action: AuditAction | null;
  changes: Record<string, FieldChange> | null;
  detail: Record<string, unknown> | null;
  /** The record's name now, looked up in the entry's organisation (null: none, or gone). */
  recordName: string | null;
  /** The entry names a record that no longer exists. */
  recordDeleted: boolean;
  /** The names of the other records the changes name by id. */
  references: ReferenceNames;
}

/** The API path of the audit trail (under /api). */
export const AUDIT_TRAIL_PATH = auditApi.all.path;
