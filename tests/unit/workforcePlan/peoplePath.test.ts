import { describe, expect, it } from 'vitest';
import { jobTitlePeoplePath, peoplePath } from '../../../src/workforcePlan/paths';

const filterOf = (path: string | null) =>
  path === null ? null : JSON.parse(new URLSearchParams(path.split('?')[1]).get('filter') ?? '{}');

/** The people behind a plan figure: the employee list, filtered by what the figure counts. */
describe('peoplePath', () => {
  it('filters the active employees by element and job title', () => {
    expect(peoplePath(null)?.startsWith('/employeesdetail?filter=')).toBe(true);
    expect(filterOf(peoplePath(null))).toEqual({ status: 'active' });
    expect(filterOf(peoplePath({ kind: 'organisation', id: null }, 4))).toEqual({ status: 'active', designationId: 4 });
    expect(filterOf(peoplePath({ kind: 'department', id: 7 }, 4))).toEqual({
      status: 'active',
      departmentId: 7,
      designationId: 4,
    });
    expect(filterOf(peoplePath({ kind: 'subDepartment', id: 8 }))).toEqual({ status: 'active', subDepartmentId: 8 });
    expect(filterOf(peoplePath({ kind: 'team', id: 9 }))).toEqual({ status: 'active', teamId: 9 });
  });

  it('gives no link for a project, whose people the list cannot filter by', () => {
    expect(peoplePath({ kind: 'project', id: 3 }, 4)).toBeNull();
  });

  it('links a job title\'s line to its holders, the "No job title" line to the people without one', () => {
    const line = { jobTitleId: 4, actual: 2 };
    expect(filterOf(jobTitlePeoplePath(line, null))).toEqual({ status: 'active', designationId: 4 });
    expect(
      filterOf(jobTitlePeoplePath({ jobTitleId: null, unassigned: true, actual: 20 }, { kind: 'team', id: 9 })),
    ).toEqual({ status: 'active', teamId: 9, designationId: 'none' });
    // Nobody holds a workbook's unmatched designation, nor a title with no one in it: no link.
    expect(jobTitlePeoplePath({ jobTitleId: null, actual: 0 }, null)).toBeNull();
    expect(jobTitlePeoplePath({ jobTitleId: 4, actual: 0 }, null)).toBeNull();
  });
});
