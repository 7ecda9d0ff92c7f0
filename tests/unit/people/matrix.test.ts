import { describe, expect, it } from 'vitest';
import { PERMISSIONS, SUB_PERMISSIONS, allGrants, type Grants } from '@domain/permissions';
import {
  columnCoverage,
  grantsOfList,
  rowCoverage,
  selectionOf,
  summaryOf,
  toggleCell,
  toggleColumn,
  toggleRow,
} from '../../../src/people/roles/matrix';

describe('role permission matrix', () => {
  it('toggles one cell and keeps actions in catalogue order', () => {
    let grants: Grants = {};
    grants = toggleCell(grants, 'Department', 'Delete');
    grants = toggleCell(grants, 'Department', 'View');
    expect(grants).toEqual({ Department: ['View', 'Delete'] });
    expect(rowCoverage(grants, 'Department')).toBe('some');
    grants = toggleCell(toggleCell(grants, 'Department', 'View'), 'Department', 'Delete');
    expect(grants).toEqual({});
  });

  it('a whole row fills the missing actions, then clears them all', () => {
    const some: Grants = { Team: ['Edit'] };
    const full = toggleRow(some, 'Team');
    expect(full.Team).toEqual([...SUB_PERMISSIONS]);
    expect(rowCoverage(full, 'Team')).toBe('all');
    expect(toggleRow(full, 'Team')).toEqual({});
  });

  it('a whole column gives the action to every permission, then takes it from every one', () => {
    const start: Grants = { Costing: ['Add'], Project: ['View'] };
    const viewAll = toggleColumn(start, 'View');
    expect(columnCoverage(viewAll, 'View')).toBe('all');
    expect(viewAll.Costing).toEqual(['View', 'Add']);
    const none = toggleColumn(viewAll, 'View');
    expect(columnCoverage(none, 'View')).toBe('none');
    expect(none).toEqual({ Costing: ['Add'] });
    expect(columnCoverage(start, 'Add')).toBe('some');
  });

  it('answers the selection the role endpoints read, with the catalogue ids', () => {
    const selection = selectionOf({ 'Organization FTE': ['View'], Department: ['View', 'Add'], Costing: [] });
    expect(selection).toEqual([
      { permissionId: 1, subPermissionIds: [1] },
      { permissionId: 8, subPermissionIds: [1, 2] },
    ]);
    expect(selectionOf(allGrants())).toHaveLength(PERMISSIONS.length);
  });

  it('reads a role record and ignores names outside the catalogue', () => {
    const grants = grantsOfList([
      {
        permissionName: 'Department',
        subPermissions: [{ subPermissionName: 'Add' }, { subPermissionName: 'View' }, { subPermissionName: 'Fly' }],
      },
      { permissionName: 'Payroll', subPermissions: [{ subPermissionName: 'View' }] },
    ]);
    expect(grants).toEqual({ Department: ['View', 'Add'] });
    expect(summaryOf({ ...grants, Team: [...SUB_PERMISSIONS] })).toEqual([
      { permission: 'Department', actions: ['View', 'Add'], all: false },
      { permission: 'Team', actions: [...SUB_PERMISSIONS], all: true },
    ]);
  });
});
