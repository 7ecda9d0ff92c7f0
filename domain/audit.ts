import { FTE_FAMILIES, fteResource } from './fteFamilies';
import { resourceNames } from './registry';

/** The audit trail's names for what changes: the web app's resource names where it has them. */
export const EMPLOYEES = 'employees';
export const ROLES = 'roles';
export const WORKBOOKS = 'workbooks';
export const COSTINGS = 'costings';
export const PLAN_CHOICES = 'planChoices';
export const DESIGNATION_MAPPINGS = 'designationMappings';
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
  ACCOUNTS,
];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value before and after a change (null where it did not exist). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

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
}

/** The API path of the audit trail (under /api). */
export const AUDIT_TRAIL_PATH = 'AuditTrailAPI/GetAll';
