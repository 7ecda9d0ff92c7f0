import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { httpClient } from '../../authProvider/httpClient';
import { endpointsOf } from '../../dataProvider/endpoints';
import type { ResourceName } from '../../domain/registry';
import { PEOPLE_PATHS } from '../api';
import type { Choice, StructureLists } from './structureChoices';

export interface Dropdowns extends StructureLists {
  employeeTypes: Choice[];
  roles: Choice[];
  jobTitles: Choice[];
}

const EMPTY: Dropdowns = {
  employeeTypes: [],
  roles: [],
  jobTitles: [],
  departments: [],
  subDepartments: [],
  teams: [],
  projects: null,
};

/**
 * The dropdown endpoints, not the lists: they answer id, name and parent id to holders of
 * Employee Add or Edit as well, who may not hold View on the structure lists.
 */
const dropdownPath = (name: ResourceName) => `/api/${endpointsOf(name).dropdown}`;

const fetchList = async <T>(path: string): Promise<T[]> => (await httpClient(path)).json as T[];

interface RoleRecord {
  employeeRoleId: number;
  employeeRoleName: string;
}

/**
 * The six lists of the Add Employee form, requested in parallel when it opens; whatever fails
 * leaves its dropdown empty and shows 'Failed to load dropdown data'. Projects (which tie teams
 * to sub-departments) are loaded once a department is chosen, so teams can follow the structure.
 */
export function useDropdowns(departmentChosen: boolean): Dropdowns {
  const notify = useNotify();
  const { i18n } = useTranslation('people');
  const [lists, setLists] = useState<Dropdowns>(EMPTY);

  useEffect(() => {
    let live = true;
    void Promise.allSettled([
      fetchList<Choice>(dropdownPath('employeeTypes')),
      fetchList<RoleRecord>(PEOPLE_PATHS.roles.list),
      fetchList<Choice & { projectId: number | null }>(dropdownPath('teams')),
      fetchList<Choice & { departmentId: number | null }>(dropdownPath('subDepartments')),
      fetchList<Choice>(dropdownPath('departments')),
      fetchList<Choice>(dropdownPath('jobTitles')),
    ]).then(([employeeTypes, roles, teams, subDepartments, departments, jobTitles]) => {
      if (!live) return;
      const value = <T>(result: PromiseSettledResult<T[]>): T[] => (result.status === 'fulfilled' ? result.value : []);
      setLists((current) => ({
        ...current,
        employeeTypes: value(employeeTypes),
        roles: value(roles).map((r) => ({ id: r.employeeRoleId, name: r.employeeRoleName })),
        teams: value(teams),
        subDepartments: value(subDepartments),
        departments: value(departments),
        jobTitles: value(jobTitles),
      }));
      const failed = [employeeTypes, roles, teams, subDepartments, departments, jobTitles].some(
        (r) => r.status === 'rejected',
      );
      if (failed) notify(i18n.t('people:form.dropdownsFailed'), { type: 'error', autoHideDuration: 3000 });
    });
    return () => {
      live = false;
    };
  }, [notify, i18n]);

  const needProjects = departmentChosen && lists.projects === null;
  useEffect(() => {
    if (!needProjects) return;
    let live = true;
    fetchList<Choice & { subDepartmentId: number | null }>(dropdownPath('projects')).then(
      (projects) => live && setLists((current) => ({ ...current, projects })),
      // Without projects every team stays on offer; the server still checks the choice.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needProjects]);

  return lists;
}
