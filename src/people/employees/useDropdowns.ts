import { useEffect } from 'react';
import { useGetList, useNotify, type RaRecord } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_META } from '../../dataProvider';
import type { Choice, StructureLists } from './structureChoices';

export interface Dropdowns extends StructureLists {
  employeeTypes: Choice[];
  roles: Choice[];
  jobTitles: Choice[];
}

// Every choice at once (the server's page limit): the dropdowns are not paged.
const ALL = { pagination: { page: 1, perPage: 1000 } };
// A failed list says so at once rather than after retries; the form still works without it.
const ONCE = { retry: false } as const;

/**
 * The structure's choices (/api/v1/<resource>/choices), not its lists: they answer id, name and
 * parent id to holders of Employee Add or Edit as well, who may not hold View on the structure lists.
 */
function useDropdown<T extends Choice>(resource: string, enabled = true) {
  return useGetList<T & RaRecord>(resource, { ...ALL, meta: DROPDOWN_META }, { ...ONCE, enabled });
}

/**
 * The six lists of the Add Employee form, requested in parallel when it opens; whatever fails
 * leaves its dropdown empty and shows 'Failed to load dropdown data'. Projects (which tie teams
 * to sub-departments) are loaded once a department is chosen, so teams can follow the structure.
 */
export function useDropdowns(departmentChosen: boolean): Dropdowns {
  const notify = useNotify();
  const { i18n } = useTranslation('people');
  const employeeTypes = useDropdown<Choice>('employeeTypes');
  const roles = useGetList('roles', { ...ALL, sort: { field: 'name', order: 'ASC' } }, ONCE);
  const teams = useDropdown<Choice & { projectId: number | null }>('teams');
  const subDepartments = useDropdown<Choice & { departmentId: number | null }>('subDepartments');
  const departments = useDropdown<Choice>('departments');
  const jobTitles = useDropdown<Choice>('jobTitles');
  // Without projects every team stays on offer; the server still checks the choice.
  const projects = useDropdown<Choice & { subDepartmentId: number | null }>('projects', departmentChosen);

  const failed = [employeeTypes, roles, teams, subDepartments, departments, jobTitles].some((list) => list.isError);
  useEffect(() => {
    if (failed) notify(i18n.t('people:form.dropdownsFailed'), { type: 'error', autoHideDuration: 3000 });
  }, [failed, notify, i18n]);

  return {
    employeeTypes: employeeTypes.data ?? [],
    roles: (roles.data ?? []).map((role) => ({ id: Number(role.id), name: String(role.name) })),
    teams: teams.data ?? [],
    subDepartments: subDepartments.data ?? [],
    departments: departments.data ?? [],
    jobTitles: jobTitles.data ?? [],
    projects: projects.data ?? null,
  };
}
