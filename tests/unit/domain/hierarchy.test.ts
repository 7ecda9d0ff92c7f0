import { describe, expect, it } from 'vitest';
import { registry, type ResourceSpec } from '@domain/registry';
import { ancestorsOf, structureLevels } from '@domain/registry/hierarchy';
import { planLevels } from '@domain/workforcePlan';

const names = (specs: ResourceSpec[]) => specs.map((spec) => spec.name);

describe('the structure hierarchy, read from the registry', () => {
  it('runs department, sub-department, project, team', () => {
    expect(names(structureLevels())).toEqual(['departments', 'subDepartments', 'projects', 'teams']);
  });

  it("names a level's ancestors, its parent first", () => {
    expect(names(ancestorsOf('teams'))).toEqual(['projects', 'subDepartments', 'departments']);
    expect(names(ancestorsOf('departments'))).toEqual([]);
    expect(names(ancestorsOf('jobTitles'))).toEqual([]);
  });

  it('takes in a level added to the registry, wherever it is hung', () => {
    const teams = registry.find((spec) => spec.name === 'teams')!;
    const squads = {
      ...teams,
      name: 'squads',
      parent: { source: 'teamId', reference: 'teams' },
    } as unknown as ResourceSpec;
    const specs = [...registry, squads];
    expect(names(structureLevels(specs))).toEqual(['departments', 'subDepartments', 'projects', 'teams', 'squads']);
    expect(names(ancestorsOf('squads' as never, specs))).toEqual([
      'teams',
      'projects',
      'subDepartments',
      'departments',
    ]);
  });

  it('refuses a level with two child levels', () => {
    const projects = registry.find((spec) => spec.name === 'projects')!;
    const twin = { ...projects, name: 'programmes' } as unknown as ResourceSpec;
    expect(() => structureLevels([...registry, twin])).toThrow(/more than one child level/);
  });

  it("gives the workforce plan its kinds of element, a level's FTE scope naming its kind", () => {
    expect(planLevels().map(({ kind, spec }) => `${kind}:${spec.name}`)).toEqual([
      'department:departments',
      'subDepartment:subDepartments',
      'project:projects',
      'team:teams',
    ]);
  });
});
