import { profileHandlers } from './profile';
import { api, apiRoute, resourceEndpoints } from '@domain/api';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { registry, type ResourceSpec } from '@domain/registry';
import { saveSchema } from '@domain/registry/schema';
import { allGrants } from '@domain/permissions';
import { isSameName } from '@domain/sameName';
import { MockStore, byName } from './store';
import { demoEstimation, demoStore } from './demo';
import { bodyOf, fail, firstIssue, listAnswer, notFound, ok, permissionList } from './http';
import type { EstimationState } from './estimationState';
import { fteHandlers } from './fte';
import { estimationHandlers } from './estimation';
import { peopleHandlers } from './people';
import { workforcePlanHandlers } from './workforcePlan';
import { FTE_SCOPE_OF } from '@domain/fteScopes';
import serverText from '../../public/locales/en/server.json';

/** The server's English blocker message ("2 sub-departments still belong to this department: A, B"). */
function blockerText(key: string, rows: Array<Record<string, unknown>>, resource: ResourceSpec['name']): string {
  const texts = serverText.blockers as Record<string, string>;
  const target = (serverText.targets as Record<string, string>)[resource] ?? resource;
  const names = rows.map((r) => String(r.name ?? r.fteName ?? `${r.firstName} ${r.lastName}`));
  const first = names.sort().slice(0, 5).join(', ');
  const rest = names.length - 5;
  return (texts[`${key}_${rows.length === 1 ? 'one' : 'other'}`] ?? key)
    .replace('{{count}}', String(rows.length))
    .replace('$t(targets.{{resource}})', target)
    .replace('{{names}}', rest > 0 ? `${first} and ${rest} more` : first);
}

/**
 * Like the server: an element that still has children, employees or FTE profiles is not deleted;
 * which rows hold it, the registry says (its children's parent, its employee column, its FTE scope).
 */
function blockerOf(spec: ResourceSpec, store: MockStore, id: number): string | undefined {
  for (const child of registry.filter((r) => r.parent?.reference === spec.name)) {
    const children = store.all(child.name).filter((r) => r[child.parent!.source] === id);
    if (children.length > 0) return blockerText(child.name, children, spec.name);
  }
  const field = spec.employeeColumn;
  const employees = field ? store.all('employees').filter((e) => Number(e[field]) === id) : [];
  if (employees.length > 0) return blockerText('employees', employees, spec.name);
  const scope = FTE_SCOPE_OF[spec.name];
  const profiles = store.all('fteProfiles').filter((r) => r.scope === scope && r.elementId === id);
  return scope && profiles.length > 0 ? blockerText('fteProfiles', profiles, spec.name) : undefined;
}

function resourceHandlers(spec: ResourceSpec, store: MockStore): HttpHandler[] {
  const at = resourceEndpoints(spec);
  const schema = saveSchema(spec);
  return [
    http.get(`*${apiRoute(at.list)}`, ({ request }) =>
      listAnswer(store.all(spec.name), new URL(request.url), {
        search: spec.search,
        filters: spec.parent ? [spec.parent.source] : [],
      }),
    ),
    http.get(`*${apiRoute(at.dropdown)}`, ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.trim().toLowerCase();
      const parent = spec.parent && url.searchParams.get(spec.parent.source);
      const ids = url.searchParams
        .getAll('id')
        .flatMap((v) => v.split(','))
        .map(Number);
      const rows = byName(
        store
          .all(spec.name)
          .filter(
            (r) =>
              (!q || String(r.name).toLowerCase().includes(q)) &&
              (!parent || r[spec.parent!.source] === Number(parent)) &&
              (!ids.length || ids.includes(r.id)),
          ),
      );
      return HttpResponse.json(
        rows.map((r) => ({
          id: r.id,
          name: r.name,
          ...(spec.parent ? { [spec.parent.source]: r[spec.parent.source] ?? null } : {}),
        })),
      );
    }),
    http.get(`*${apiRoute(at.one)}`, ({ params }) => {
      const record = store.find(spec.name, Number(params.id));
      return record ? HttpResponse.json(record) : notFound();
    }),
    http.post(`*${apiRoute(at.save)}`, async ({ request }) => {
      const checked = firstIssue(schema, await bodyOf(request));
      if (checked.response) return checked.response;
      const { id, ...values } = checked.data as { id?: number } & Record<string, unknown>;
      // As on the server: an optional text left out is stored empty.
      for (const field of spec.fields) if (field.kind !== 'reference' && !field.required) values[field.source] ??= null;
      // Siblings of the same name, as the server compares names (domain/sameName.ts).
      const parent = spec.parent?.source;
      const clash = store
        .all(spec.name)
        .find(
          (r) =>
            isSameName(String(r.name), String(values.name)) &&
            r.id !== id &&
            (!parent || (r[parent] ?? null) === (values[parent] ?? null)),
        );
      if (clash) return fail(409, `The name "${String(values.name)}" is already used here.`, { Name: ['duplicate'] });
      const record = id ? store.update(spec.name, id, values) : store.insert(spec.name, values);
      return record ? ok(id ? 'Updated successfully.' : 'Added successfully.', record) : notFound();
    }),
    http.delete(`*${apiRoute(at.remove)}`, ({ params }) => {
      const blocker = blockerOf(spec, store, Number(params.id));
      if (blocker) return fail(409, blocker);
      const record = store.remove(spec.name, Number(params.id));
      return record ? ok('Deleted successfully.', record) : notFound();
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
): HttpHandler[] {
  return [
    ...sessionHandlers(),
    ...registry.flatMap((spec) => resourceHandlers(spec, store)),
    ...fteHandlers(store),
    ...estimationHandlers(store, estimation),
    ...peopleHandlers(store),
    ...profileHandlers(),
    ...workforcePlanHandlers(store, estimation),
    // Without a server nothing is recorded: the audit trail is an empty list.
    http.get(`*${apiRoute(api.audit.all)}`, () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  ];
}
