/** An option of a dropdown: what the lists of the structure answer. */
export interface Choice {
  id: number;
  name: string;
}

export interface StructureLists {
  departments: Choice[];
  subDepartments: Array<Choice & { departmentId: number | null }>;
  teams: Array<Choice & { projectId: number | null }>;
  /** Only known once a department is chosen (loaded then); until then every team is offered. */
  projects: Array<Choice & { subDepartmentId: number | null }> | null;
}

const idOf = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/** Sub-departments of the chosen department (none before one is chosen). */
export function subDepartmentChoices(lists: StructureLists, departmentId: string): Choice[] {
  const department = idOf(departmentId);
  if (department === undefined) return [];
  return lists.subDepartments.filter((s) => s.departmentId === department);
}

/**
 * Teams within the chosen structure: under the chosen sub-department, else under any
 * sub-department of the chosen department. Teams hang from projects, which hang from
 * sub-departments; while projects are unknown every team is offered (the server checks).
 */
export function teamChoices(lists: StructureLists, departmentId: string, subDepartmentId: string): Choice[] {
  const department = idOf(departmentId);
  const sub = idOf(subDepartmentId);
  if (!lists.projects || (department === undefined && sub === undefined)) return lists.teams;
  const subs = new Set(sub !== undefined ? [sub] : subDepartmentChoices(lists, departmentId).map((s) => s.id));
  const projects = new Set(
    lists.projects.filter((p) => p.subDepartmentId !== null && subs.has(p.subDepartmentId)).map((p) => p.id),
  );
  return lists.teams.filter((t) => t.projectId !== null && projects.has(t.projectId));
}

/** After a change of department or sub-department, choices that no longer fit are cleared. */
export function fittingChoices(
  lists: StructureLists,
  values: { departmentId: string; subDepartmentId: string; teamId: string },
) {
  const subDepartmentId =
    values.subDepartmentId &&
    subDepartmentChoices(lists, values.departmentId).some((s) => String(s.id) === values.subDepartmentId)
      ? values.subDepartmentId
      : '';
  const teamId =
    values.teamId &&
    teamChoices(lists, values.departmentId, subDepartmentId).some((t) => String(t.id) === values.teamId)
      ? values.teamId
      : '';
  return { subDepartmentId, teamId };
}
