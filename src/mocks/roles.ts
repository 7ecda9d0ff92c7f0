import { http, HttpResponse, type HttpHandler } from 'msw';
import { allGrants } from '@domain/permissions';
import { api, apiRoute } from '@domain/api';
import { expectedVersionsOf } from '@domain/api/ifMatch';
import { languageOf, words } from './words';
import { answering, pathId } from './failures';
import { bodyOf, listAnswer, ok, permissionList } from './http';
import { MockRoles } from './roleRecords';
import type { MockStore } from './store';

/** The documented role paths over the same role store as /api/v1/roles (roleRecords.ts). */
export function roleHandlers(store: MockStore): HttpHandler[] {
  const roles = (request: Request) => new MockRoles(store, languageOf(request));
  const save = async (request: Request, creating: boolean) => {
    const body = await bodyOf(request);
    const expected = expectedVersionsOf(request.headers.get('if-match') ?? undefined, body.version as number);
    const { record } = roles(request).save(creating ? { ...body, id: undefined } : body, expected);
    return ok(words(languageOf(request), creating ? 'success.roleCreated' : 'success.roleUpdated'), record);
  };
  const list = ({ request }: { request: Request }) =>
    listAnswer(roles(request).list({}).records, new URL(request.url), { search: ['name', 'description'] });
  return [
    http.get(`*${apiRoute(api.roles.permissionsAndSubPermissions)}`, () =>
      HttpResponse.json(permissionList(allGrants())),
    ),
    http.get(`*${apiRoute(api.roles.allEmployeeRoles)}`, list),
    http.get(`*${apiRoute(api.roles.rolesDetail)}`, list),
    http.get(
      `*${apiRoute(api.roles.roleWithPermissions)}`,
      answering(({ request, params }) => HttpResponse.json(roles(request).get(pathId(params)))),
    ),
    http.post(
      `*${apiRoute(api.roles.addRole)}`,
      answering(({ request }) => save(request, true)),
    ),
    http.put(
      `*${apiRoute(api.roles.updateRole)}`,
      answering(({ request }) => save(request, false)),
    ),
    http.delete(
      `*${apiRoute(api.roles.deleteRole)}`,
      answering(({ request, params }) =>
        ok(words(languageOf(request), 'success.roleDeleted'), roles(request).remove(pathId(params))),
      ),
    ),
  ];
}
