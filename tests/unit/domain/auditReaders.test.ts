import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  AUDITED_RESOURCES,
  COSTINGS,
  EMPLOYEES,
  mayReadAuditOf,
  readableAuditResources,
} from '@domain/audit';
import { allGrants } from '@domain/permissions';

describe('who reads which entries of the audit trail', () => {
  it('gives every audited resource readers, so none is readable by the owner alone by oversight', () => {
    expect(readableAuditResources(allGrants())).toEqual(AUDITED_RESOURCES);
  });

  it('reads a resource’s entries with the right to view the resource, not with Audit Trail View', () => {
    expect(readableAuditResources({ 'Audit Trail': ['View'] })).toEqual([]);
    expect(mayReadAuditOf({ 'Audit Trail': ['View'] }, COSTINGS)).toBe(false);
    expect(mayReadAuditOf({ Costing: ['View'] }, COSTINGS)).toBe(true);
    expect(mayReadAuditOf({ Costing: ['Add', 'Edit'] }, COSTINGS)).toBe(false);
    expect(readableAuditResources({ Department: ['View'] })).toEqual(['departments']);
    // People and their sign-ins: the employee list, or the Edit form that opens on one person.
    for (const grants of [{ 'Employees Detail': ['View' as const] }, { Employee: ['Edit' as const] }]) {
      expect(mayReadAuditOf(grants, EMPLOYEES)).toBe(true);
      expect(mayReadAuditOf(grants, ACCOUNTS)).toBe(true);
      expect(mayReadAuditOf(grants, null)).toBe(true);
    }
    expect(mayReadAuditOf({ Employee: ['Add'] }, null)).toBe(false);
    expect(mayReadAuditOf(allGrants(), 'somethingElse')).toBe(false);
  });
});
