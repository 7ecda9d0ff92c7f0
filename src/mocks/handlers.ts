import { http, HttpResponse, type HttpHandler } from 'msw';
import { registry, type ResourceSpec } from '../domain/registry';
import { saveSchema } from '../domain/registry/schema';
import { allGrants } from '../domain/permissions';
import { MockStore, byName, demoSeed, type MockRecord } from './store';
import { fteHandlers } from './fte';
import { estimationHandlers } from './estimation';
import { peopleHandlers } from './people';
import { FTE_SCOPE_OF } from '../domain/fteScopes';
import serverText from '../../public/locales/en/server.json';

const fail = (status: number, alertMessage: string, errors: Record<string, string[]> = {}) =>
  HttpResponse.json({ isSuccess: false, alertMessage, errors }, { status });

/** List semantics of DESIGN §3: search, parent filter, ids, sort, page with X-Total-Count. */
function listAnswer(spec: ResourceSpec, rows: MockRecord[], url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase();
  const ids = url.searchParams.get('id')?.split(',').map(Number);
  let result = rows.filter(
    (r) =>
      !q ||
      spec.search.some((f) =>
        String(r[f] ?? '')
          .toLowerCase()
          .includes(q),
      ),
  );
  if (ids) result = result.filter((r) => ids.includes(r.id));
  if (spec.parent) {
    const parent = url.searchParams.get(spec.parent.source);
    if (parent) result = result.filter((r) => r[spec.parent!.source] === Number(parent));
  }
  const sort = url.searchParams.get('_sort');
  if (sort) {
    const sign = url.searchParams.get('_order')?.toUpperCase() === 'DESC' ? -1 : 1;
    result = [...result].sort(
      (a, b) => sign * String(a[sort] ?? '').localeCompare(String(b[sort] ?? ''), undefined, { numeric: true }),
    );
  }
  const page = url.searchParams.get('_page');
  if (!page) return HttpResponse.json(result);
  const perPage = Number(url.searchParams.get('_perPage') ?? 25);
  const start = (Number(page) - 1) * perPage;
  return HttpResponse.json(result.slice(start, start + perPage), {
    headers: { 'X-Total-Count': String(result.length) },
  });
}

/** The server's English blocker message ("3 sub-departments still belong to this department"). */
function blockerText(key: string, count: number, resource: ResourceSpec['name']): string {
  const texts = serverText.blockers as Record<string, string>;
  const target = (serverText.targets as Record<string, string>)[resource] ?? resource;
  return (texts[`${key}_${count === 1 ? 'one' : 'other'}`] ?? key)
    .replace('{{count}}', String(count))
    .replace('$t(targets.{{resource}})', target);
}

/** Like the server: an element that still has children or FTE profiles is not deleted. */
function blockerOf(spec: ResourceSpec, store: MockStore, id: number): string | undefined {
  for (const child of registry.filter((r) => r.parent?.reference === spec.name)) {
    const count = store.all(child.name).filter((r) => r[child.parent!.source] === id).length;
    if (count > 0) return blockerText(child.name, count, spec.name);
  }
  const scope = FTE_SCOPE_OF[spec.name];
  const profiles = store.all('fteProfiles').filter((r) => r.scope === scope && r.elementId === id).length;
  return scope && profiles > 0 ? blockerText('fteProfiles', profiles, spec.name) : undefined;
}

function resourceHandlers(spec: ResourceSpec, store: MockStore): HttpHandler[] {
  const base = `*/api/${spec.controller}`;
  const schema = saveSchema(spec);
  return [
    http.get(`${base}/${spec.routes.list}`, ({ request }) =>
      listAnswer(spec, store.all(spec.name), new URL(request.url)),
    ),
    http.get(`${base}/${spec.routes.dropdown}`, ({ request }) => {
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
    http.get(`${base}/${spec.routes.one}/:id`, ({ params }) => {
      const record = store.find(spec.name, Number(params.id));
      return record ? HttpResponse.json(record) : fail(404, 'The record was not found.');
    }),
    http.post(`${base}/${spec.routes.save}`, async ({ request }) => {
      const parsed = schema.safeParse(await request.json());
      if (!parsed.success) {
        const field = String(parsed.error.issues[0].path[0] ?? 'Request');
        return fail(400, parsed.error.issues[0].message, {
          [field[0].toUpperCase() + field.slice(1)]: [parsed.error.issues[0].message],
        });
      }
      const { id, ...values } = parsed.data as { id?: number } & Record<string, unknown>;
      const clash = store
        .all(spec.name)
        .find((r) => String(r.name).toLowerCase() === String(values.name).toLowerCase() && r.id !== id);
      if (clash) return fail(409, `The name "${String(values.name)}" is already used here.`, { Name: ['duplicate'] });
      const record = id ? store.update(spec.name, id, values) : store.insert(spec.name, values);
      if (!record) return fail(404, 'The record was not found.');
      return HttpResponse.json({
        isSuccess: true,
        alertMessage: id ? 'Updated successfully.' : 'Added successfully.',
        data: record,
      });
    }),
    http.delete(`${base}/${spec.routes.remove}/:id`, ({ params }) => {
      const blocker = blockerOf(spec, store, Number(params.id));
      if (blocker) return fail(409, blocker);
      const record = store.remove(spec.name, Number(params.id));
      return record
        ? HttpResponse.json({ isSuccess: true, alertMessage: 'Deleted successfully.', data: record })
        : fail(404, 'The record was not found.');
    }),
  ];
}

function sessionHandlers(): HttpHandler[] {
  const userPermissions = Object.entries(allGrants()).map(([permissionName, subs], i) => ({
    permissionId: i + 1,
    permissionName,
    subPermissions: (subs ?? []).map((subPermissionName, j) => ({ subPermissionId: j + 1, subPermissionName })),
  }));
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
    http.post('*/api/AuthenticationAPI/login', async ({ request }) => {
      const body = (await request.json()) as { username?: string; password?: string };
      if (body.password !== 'demo123') {
        return fail(400, 'Invalid username or password', {
          Username: ['Invalid username or password'],
          Password: ['Invalid username or password'],
        });
      }
      return HttpResponse.json(session());
    }),
    http.post('*/api/RefreshTokensAPI/RefreshToken', () => HttpResponse.json(session())),
    http.post('*/api/AuthenticationAPI/UserSignOut', () =>
      HttpResponse.json({ isSuccess: true, alertMessage: 'Signed out', data: null }),
    ),
  ];
}

/**
 * The mock backend, generated from the registry: the same paths and shapes as the server, kept
 * in memory. Any password other than `demo123` is refused.
 */
export function createHandlers(store = new MockStore(demoSeed)): HttpHandler[] {
  return [
    ...sessionHandlers(),
    ...registry.flatMap((spec) => resourceHandlers(spec, store)),
    ...fteHandlers(store),
    ...estimationHandlers(store),
    ...peopleHandlers(store),
  ];
}
