import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS, SUB_PERMISSIONS, allGrants, type Grants } from '../domain/permissions';
import { roleSchema } from '../domain/role';
import { PEOPLE_PATHS as P } from '../dataProvider/peoplePaths';
import { fail, ok, page, permissionList, validation, type Row } from './peopleHelpers';

interface Role {
  id: number;
  name: string;
  description: string | null;
  grants: Grants;
  createdDate: string;
}

const grantsOfSelection = (selection: Array<{ permissionId: number; subPermissionIds: number[] }> = []): Grants => {
  const grants: Grants = {};
  for (const { permissionId, subPermissionIds } of selection) {
    const permission = PERMISSIONS[permissionId - 1];
    if (permission)
      grants[permission] = SUB_PERMISSIONS.filter(
        (s, i) => subPermissionIds.includes(i + 1) || grants[permission]?.includes(s),
      );
  }
  return grants;
};

/** Roles of the mock organisation, with how many employees hold each. */
export class RoleTable {
  rows: Role[] = [
    {
      id: 1,
      name: 'HR Manager',
      description: 'Manages employees and the structure',
      grants: allGrants(),
      createdDate: new Date().toISOString(),
    },
    {
      id: 2,
      name: 'Viewer',
      description: 'Reads employee types only',
      grants: { 'Employee Type': ['View'] },
      createdDate: new Date().toISOString(),
    },
  ];
  holders: (id: number) => number = () => 0;

  find(id: number): Role | undefined {
    return this.rows.find((r) => r.id === id);
  }

  record(role: Role): Row {
    return {
      id: role.id,
      name: role.name,
      employeeRoleId: role.id,
      employeeRoleName: role.name,
      description: role.description,
      userPermissions: permissionList(role.grants),
      userCount: this.holders(role.id),
      createdDate: role.createdDate,
    };
  }
}

export function roleHandlers(roles: RoleTable): HttpHandler[] {
  const save = async (request: Request, creating: boolean) => {
    const checked = validation(roleSchema, await request.json());
    if (checked.response) return checked.response;
    const { name, description, permissionAndSubPermissions } = checked.data as {
      name: string;
      description?: string;
      permissionAndSubPermissions?: Array<{ permissionId: number; subPermissionIds: number[] }>;
    };
    const id = creating ? Math.max(0, ...roles.rows.map((r) => r.id)) + 1 : Number(checked.data.id);
    if (roles.rows.some((r) => r.name.toLowerCase() === name.toLowerCase() && r.id !== id))
      return fail(409, 'errors.duplicateName', { Name: [`The name "${name}" is already used here.`] });
    const existing = roles.find(id);
    if (!creating && !existing) return fail(404, 'errors.notFound');
    const role: Role = {
      id,
      name,
      description: description || null,
      grants: grantsOfSelection(permissionAndSubPermissions),
      createdDate: existing?.createdDate ?? new Date().toISOString(),
    };
    if (existing) Object.assign(existing, role);
    else roles.rows.push(role);
    return ok(creating ? 'success.roleCreated' : 'success.roleUpdated', roles.record(role));
  };
  const list = ({ request }: { request: Request }) =>
    page(
      roles.rows.map((r) => roles.record(r)),
      new URL(request.url),
      ['name', 'description'],
    );
  return [
    http.get(`*${P.roles.catalogue}`, () => HttpResponse.json(permissionList(allGrants()))),
    http.get(`*${P.roles.list}`, list),
    http.get('*/api/ManageUserRolesAPI/GetRolesDetail', list),
    http.get(`*${P.roles.one}/:id`, ({ params }) => {
      const role = roles.find(Number(params.id));
      return role ? HttpResponse.json(roles.record(role)) : fail(404, 'errors.notFound');
    }),
    http.post(`*${P.roles.add}`, ({ request }) => save(request, true)),
    http.put(`*${P.roles.update}`, ({ request }) => save(request, false)),
    http.delete(`*${P.roles.remove}/:id`, ({ params }) => {
      const role = roles.find(Number(params.id));
      if (!role) return fail(404, 'errors.notFound');
      const held = roles.holders(role.id);
      if (held) return fail(409, held === 1 ? 'errors.roleInUse_one' : 'errors.roleInUse_other', {}, { count: held });
      roles.rows = roles.rows.filter((r) => r.id !== role.id);
      return ok('success.roleDeleted', roles.record(role));
    }),
  ];
}
