import { http, HttpResponse, type HttpHandler } from 'msw';
import { PERMISSIONS, SUB_PERMISSIONS, allGrants, type Grants } from '@domain/permissions';
import { roleSchema } from '@domain/role';
import { isSameName } from '@domain/sameName';
import { api, apiRoute } from '@domain/api';
import { languageOf, type MockLanguage } from './words';
import { demoText } from '@domain/demo';
import { bodyOf, fail, listAnswer, notFound, ok, permissionList, serverWords, validation, type Row } from './http';
import type { MockStore } from './store';

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

/** How many employees hold a role. */
export const holdersOf = (store: MockStore, roleId: number): number =>
  store.all('employees').filter((e) => Number(e.roleId) === roleId).length;

/** A role as the API answers it, with its permissions and how many employees hold it. */
function roleRecord(store: MockStore, role: Row, lng: MockLanguage = 'en'): Row {
  // A demo role's name and description in the reader's language, as the server shows its stored Arabic.
  const name = demoText(String(role.name), lng);
  return {
    id: role.id,
    name,
    employeeRoleId: role.id,
    employeeRoleName: name,
    description: role.description ? demoText(String(role.description), lng) : null,
    userPermissions: permissionList(role.grants as Grants),
    userCount: holdersOf(store, role.id),
    createdDate: role.createdDate,
  };
}

export function roleHandlers(store: MockStore): HttpHandler[] {
  const save = async (request: Request, creating: boolean) => {
    const checked = validation(roleSchema, await bodyOf(request));
    if (checked.response) return checked.response;
    const { name, description, permissionAndSubPermissions } = checked.data as {
      name: string;
      description?: string;
      permissionAndSubPermissions?: Array<{ permissionId: number; subPermissionIds: number[] }>;
    };
    const id = creating ? undefined : Number(checked.data.id);
    if (store.all('roles').some((r) => isSameName(String(r.name), name) && r.id !== id))
      return fail(409, serverWords('errors.duplicateName', { name }), {
        Name: [`The name "${name}" is already used here.`],
      });
    if (id !== undefined && !store.find('roles', id)) return notFound();
    const values = {
      name,
      description: description || null,
      grants: grantsOfSelection(permissionAndSubPermissions),
    };
    const role = id === undefined ? store.insert('roles', values) : store.update('roles', id, values)!;
    return ok(serverWords(creating ? 'success.roleCreated' : 'success.roleUpdated'), roleRecord(store, role));
  };
  const list = ({ request }: { request: Request }) =>
    listAnswer(
      store.all('roles').map((r) => roleRecord(store, r, languageOf(request))),
      new URL(request.url),
      { search: ['name', 'description'] },
    );
  return [
    http.get(`*${apiRoute(api.roles.permissionsAndSubPermissions)}`, () =>
      HttpResponse.json(permissionList(allGrants())),
    ),
    http.get(`*${apiRoute(api.roles.allEmployeeRoles)}`, list),
    http.get(`*${apiRoute(api.roles.rolesDetail)}`, list),
    http.get(`*${apiRoute(api.roles.roleWithPermissions)}`, ({ request, params }) => {
      const role = store.find('roles', Number(params.id));
      return role ? HttpResponse.json(roleRecord(store, role, languageOf(request))) : notFound();
    }),
    http.post(`*${apiRoute(api.roles.addRole)}`, ({ request }) => save(request, true)),
    http.put(`*${apiRoute(api.roles.updateRole)}`, ({ request }) => save(request, false)),
    http.delete(`*${apiRoute(api.roles.deleteRole)}`, ({ params }) => {
      const role = store.find('roles', Number(params.id));
      if (!role) return notFound();
      const held = holdersOf(store, role.id);
      if (held)
        return fail(409, serverWords(held === 1 ? 'errors.roleInUse_one' : 'errors.roleInUse_other', { count: held }));
      store.remove('roles', role.id);
      return ok(serverWords('success.roleDeleted'), roleRecord(store, role));
    }),
  ];
}
