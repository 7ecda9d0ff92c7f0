import { profileHandlers } from './profile';
import { admits, api, apiRoute, resourceEndpoints, type Caller } from '@domain/api';
import { expectedVersionsOf } from '@domain/api/ifMatch';
import type { RestListParams } from '@domain/api/simpleRestQuery';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { registry, type ResourceSpec } from '@domain/registry';
import { allGrants } from '@domain/permissions';
import { MockStore } from './store';
import { demoEstimation, demoStore } from './demo';
import { MockElements } from './elements';
import { MockRefusal, notFoundRefusal, pathId } from './failures';
import { importHandlers } from './imports';
import { platformHandlers } from './platform';
import { bodyOf, fail, ok, permissionList } from './http';
import { restHandlers } from './rest/table';
import { restTables } from './rest/tables';
import { ownerCaller, route } from './session';
import { languageOf, words } from './words';
import type { EstimationState } from './estimationState';
import { fteHandlers } from './fte';
import { ContactInbox } from './contact';
import { estimationHandlers } from './estimation';
import { peopleHandlers } from './people';
import { workforcePlanHandlers } from './workforcePlan';

/** A registry resource at its documented paths: the envelope of DESIGN §3 over the same elements as /api/v1. */
function resourceHandlers(spec: ResourceSpec, store: MockStore, caller: Caller): HttpHandler[] {
  const at = resourceEndpoints(spec);
  const elements = (request: Request) => new MockElements(spec, store, languageOf(request));
  const entity = (request: Request) => words(languageOf(request), `entities.${spec.name}`);
  const said = (request: Request, key: string, data: unknown) =>
    ok(words(languageOf(request), key, { entity: entity(request) }), data);
  return [
    route(at.list, caller, ({ request }) => {
      const url = new URL(request.url);
      const query = Object.fromEntries(url.searchParams) as Record<string, string>;
      const params: RestListParams = {
        ...query,
        _page: query._page ? Number(query._page) : undefined,
        _perPage: query._perPage ? Number(query._perPage) : undefined,
        id: query.id?.split(','),
        ...(spec.parent && query[spec.parent.source]
          ? { [spec.parent.source]: Number(query[spec.parent.source]) }
          : {}),
      };
      const { records, total } = elements(request).list(params);
      return HttpResponse.json(records, query._page ? { headers: { 'X-Total-Count': String(total) } } : {});
    }),
    route(at.dropdown, caller, ({ request }) => {
      const url = new URL(request.url);
      const parent = spec.parent && url.searchParams.get(spec.parent.source);
      const ids = url.searchParams.getAll('id').flatMap((v) => v.split(','));
      return HttpResponse.json(
        elements(request).choices({
          q: url.searchParams.get('q') ?? undefined,
          id: ids.length ? ids : undefined,
          ...(spec.parent && parent ? { [spec.parent.source]: Number(parent) } : {}),
        }),
      );
    }),
    route(at.one, caller, ({ request, params }) => HttpResponse.json(elements(request).get(pathId(params)))),
    route(at.save, caller, async ({ request }) => {
      const body = await bodyOf(request);
      const updating = typeof body.id === 'number' && body.id > 0;
      // The route admits Add; an update needs Edit as well.
      if (updating && !admits({ permission: spec.permission, action: 'Edit' }, caller))
        throw new MockRefusal(403, 'errors.forbidden');
      const expected = expectedVersionsOf(
        request.headers.get('if-match') ?? undefined,
        body.version as number | undefined,
      );
      const { record, created } = elements(request).save(body, expected);
      return said(request, created ? 'success.created' : 'success.updated', record);
    }),
    route(at.remove, caller, ({ request, params }) => {
      const expected = expectedVersionsOf(request.headers.get('if-match') ?? undefined, undefined);
      return said(request, 'success.deleted', elements(request).remove(pathId(params), expected));
    }),
  ];
}

function sessionHandlers(): HttpHandler[] {
  const userPermissions = permissionList(allGrants());
  const session = () => ({
    isSuccess: true,
    alertMessage: 'Login successful!',
    accessToken: `mock.${Date.now()}`,
    refreshToken: `r.${Date.now()}`,
    role: 2,
    roleId: null,
    userPermissions,
  });
  return [
    http.post(`*${apiRoute(api.accounts.signIn)}`, async ({ request }) => {
      const body = (await request.json()) as { username?: string; password?: string };
      if (body.password !== 'demo123') {
        return fail(400, 'Invalid username or password', {
          Username: ['Invalid username or password'],
          Password: ['Invalid username or password'],
        });
      }
      return HttpResponse.json(session());
    }),
    http.post(`*${apiRoute(api.accounts.refreshToken)}`, () => HttpResponse.json(session())),
    http.post(`*${apiRoute(api.accounts.signOut)}`, () => ok('Signed out', null)),
  ];
}

/**
 * The mock backend: the server's paths and shapes, kept in memory, over the demo organisation
 * unless given other tables. Registry resources get one generic set of handlers each. Any
 * password other than `demo123` is refused.
 */
export function createHandlers(
  store = demoStore(),
  estimation: EstimationState = demoEstimation(store),
  caller: Caller = ownerCaller(),
  inbox = new ContactInbox(),
): HttpHandler[] {
  return [
    ...sessionHandlers(),
    ...restTables(store, estimation, inbox).flatMap((table) => restHandlers(table, caller)),
    ...registry.flatMap((spec) => resourceHandlers(spec, store, caller)),
    ...fteHandlers(store, estimation),
    ...estimationHandlers(store, estimation),
    ...peopleHandlers(store),
    ...profileHandlers(),
    ...workforcePlanHandlers(store, estimation),
    ...platformHandlers(store, estimation, caller),
    ...importHandlers(store, caller),
    // The mock's people have no pictures.
    route(api.employees.profileImage, caller, () => {
      throw notFoundRefusal();
    }),
    // Without a server nothing is recorded: the audit trail is an empty list (as at /api/v1).
    http.get(`*${apiRoute(api.audit.all)}`, () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  ];
}
