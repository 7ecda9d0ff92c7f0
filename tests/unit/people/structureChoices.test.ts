import { describe, expect, it } from 'vitest';
import {
  fittingChoices,
  subDepartmentChoices,
  teamChoices,
  type StructureLists,
} from '../../../src/people/employees/structureChoices';

const lists: StructureLists = {
  departments: [
    { id: 1, name: 'HR' },
    { id: 2, name: 'Operations' },
  ],
  subDepartments: [
    { id: 10, name: 'Recruitment', departmentId: 1 },
    { id: 11, name: 'Payroll', departmentId: 1 },
    { id: 20, name: 'Logistics', departmentId: 2 },
  ],
  projects: [
    { id: 100, name: 'Campus hiring', subDepartmentId: 10 },
    { id: 110, name: 'Salaries', subDepartmentId: 11 },
    { id: 200, name: 'Fleet', subDepartmentId: 20 },
  ],
  teams: [
    { id: 1000, name: 'Interviewers', projectId: 100 },
    { id: 1100, name: 'Payroll desk', projectId: 110 },
    { id: 2000, name: 'Drivers', projectId: 200 },
  ],
};

const names = (choices: Array<{ name: string }>) => choices.map((c) => c.name);

describe('Add Employee: choices follow the structure', () => {
  it('offers the sub-departments of the chosen department only', () => {
    expect(subDepartmentChoices(lists, '')).toEqual([]);
    expect(names(subDepartmentChoices(lists, '1'))).toEqual(['Recruitment', 'Payroll']);
    expect(names(subDepartmentChoices(lists, '2'))).toEqual(['Logistics']);
  });

  it('offers the teams under the chosen department, or under the chosen sub-department', () => {
    expect(names(teamChoices(lists, '', ''))).toEqual(['Interviewers', 'Payroll desk', 'Drivers']);
    expect(names(teamChoices(lists, '1', ''))).toEqual(['Interviewers', 'Payroll desk']);
    expect(names(teamChoices(lists, '1', '11'))).toEqual(['Payroll desk']);
    expect(names(teamChoices(lists, '2', ''))).toEqual(['Drivers']);
  });

  it('offers every team while the projects that place them are unknown', () => {
    expect(teamChoices({ ...lists, projects: null }, '2', '20')).toHaveLength(3);
  });

  it('clears a sub-department and a team that no longer fit a new department', () => {
    expect(fittingChoices(lists, { departmentId: '2', subDepartmentId: '10', teamId: '1000' })).toEqual({
      subDepartmentId: '',
      teamId: '',
    });
    expect(fittingChoices(lists, { departmentId: '1', subDepartmentId: '10', teamId: '1100' })).toEqual({
      subDepartmentId: '10',
      teamId: '',
    });
    expect(fittingChoices(lists, { departmentId: '1', subDepartmentId: '11', teamId: '1100' })).toEqual({
      subDepartmentId: '11',
      teamId: '1100',
    });
  });
});
