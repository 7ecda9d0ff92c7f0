import { eq } from 'drizzle-orm';
import { departments, employeeTypes, jobTitles, projects, roles, subDepartments, teams } from '../../db/schema';
import type { Tenant, TenantTable } from '../../db/tenant';
import { ApiError, type FieldErrors } from '../../http/errors';

export interface EmploymentRefs {
  employeeTypeId: number;
  departmentId: number;
  subDepartmentId?: number;
  designationId?: number;
  roleId: number;
  teamId?: number;
}

const exists = async (tenant: Tenant, table: TenantTable, id: number | undefined) =>
  id === undefined || (await tenant.find(table, id)) !== undefined;

/**
 * Everything an employee points at must exist in the caller's own organisation, and the
 * sub-department and team must lie within the chosen department (and sub-department).
 */
export async function checkReferences(tenant: Tenant, refs: EmploymentRefs): Promise<void> {
  const errors: FieldErrors = {};
  const missing = (field: string) => (errors[field] = [{ key: 'errors.referenceMissing' }]);
  if (!(await exists(tenant, employeeTypes, refs.employeeTypeId))) missing('EmployeeTypeId');
  if (!(await exists(tenant, departments, refs.departmentId))) missing('DepartmentId');
  if (!(await exists(tenant, jobTitles, refs.designationId))) missing('DesignationId');
  if (!(await exists(tenant, roles, refs.roleId))) missing('RoleId');

  if (refs.subDepartmentId !== undefined) {
    const sub = await tenant.find(subDepartments, refs.subDepartmentId);
    if (!sub) missing('SubDepartmentId');
    else if (sub.parentId !== refs.departmentId) errors.SubDepartmentId = [{ key: 'errors.subDepartmentElsewhere' }];
  }

  if (refs.teamId !== undefined) {
    const [team] = await tenant.db
      .select({ subDepartmentId: projects.parentId, departmentId: subDepartments.parentId })
      .from(teams)
      .leftJoin(projects, eq(projects.id, teams.parentId))
      .leftJoin(subDepartments, eq(subDepartments.id, projects.parentId))
      .where(tenant.where(teams, eq(teams.id, refs.teamId)))
      .limit(1);
    if (!team) missing('TeamId');
    else {
      const elsewhere =
        (team.departmentId !== null && team.departmentId !== refs.departmentId) ||
        (refs.subDepartmentId !== undefined &&
          team.subDepartmentId !== null &&
          team.subDepartmentId !== refs.subDepartmentId);
      if (elsewhere) errors.TeamId = [{ key: 'errors.teamElsewhere' }];
    }
  }

  if (Object.keys(errors).length) throw new ApiError(400, 'errors.validation', {}, errors);
}
