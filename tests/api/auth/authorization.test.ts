import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import enServer from '../../../public/locales/en/server.json';
import arServer from '../../../public/locales/ar/server.json';
import { isApiRoute, requirementsOf, type RouteAccess } from '../../../server/auth/guard';
import { organizations, users } from '../../../server/db/schema';
import { ADMIN, createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { allGrantsExcept, createEmployee, sessionFor } from '../../support/people';
import { sampleRequest, type SampleOptions } from '../../support/routeSamples';

/** An id that exists in no table: requests of the permission phases change nothing. */
const NOWHERE = 2_000_000_000;
const label = (r: RouteAccess) => `${r.method} ${r.url}`;
const rows = async (ctx: TestContext, query: string) =>
  ((await ctx.database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/**
 * The authorisation matrix, generated from the app's own route table: every /api route, for an
 * anonymous caller, an employee without the permission it declares, an employee with each one of
 * the permissions it accepts, and the owner of another organisation aiming at the demo
 * organisation's records.
 */
describeApi('authorisation matrix', () => {
  let ctx: TestContext;
  let routes: RouteAccess[];
  let org: number;
  let superAdmin: Record<string, string>;
  /** Per requirement list: one employee holding only each alternative, one holding all but them. */
  const employees = new Map<
    string,
    { with: Array<{ auth: Record<string, string>; action: string }>; without: Record<string, string> }
  >();

  beforeAll(async () => {
    ctx = await startApp();
    routes = ctx.app.routeTable.filter((r) => isApiRoute(r.url));
    ({ organizationId: org } = await createOrganization(ctx, 'Matrix Org'));
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.email, ADMIN.email));
    superAdmin = await sessionFor(ctx, admin.id);
    for (const route of routes) {
      const needed = route.access && requirementsOf(route.access);
      const key = JSON.stringify(needed?.anyOf);
      if (!needed || employees.has(key)) continue;
      const holders: Array<{ auth: Record<string, string>; action: string }> = [];
      for (const { permission, action } of needed.anyOf)
        holders.push({ auth: (await createEmployee(ctx, org, { grants: { [permission]: [action] } })).auth, action });
      employees.set(key, {
        with: holders,
        without: (await createEmployee(ctx, org, { grants: allGrantsExcept(...needed.anyOf) })).auth,
      });
    }
  }, 120_000);
  afterAll(() => ctx?.close());

  const send = async (request: ReturnType<typeof sampleRequest>, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method: request.method as 'GET',
      url: request.url,
      payload: request.payload as object,
      headers,
    });
    // A request that missed its route would pass every check below without testing anything.
    if (res.statusCode === 404 && res.body.includes('There is no such address'))
      throw new Error(`${request.method} ${request.url} reached no route`);
    return res;
  };
  /** The guard's own refusal, as opposed to a handler's 401 (a refresh token that is not valid). */
  const guardRefused = (res: { statusCode: number; body: string }) =>
    res.statusCode === 401 && res.body.includes('Please sign in to continue.');

  it('knows every API route, and every route declares who may call it', async () => {
    const known = new Set(routes.map((r) => `${r.method} ${r.url.toLowerCase()}`));
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => isApiRoute(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').toLowerCase()}`),
      );
    expect(documented.filter((r) => !known.has(r))).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.access === undefined).map(label)).toEqual([]);
  });

  it('turns anonymous callers away from every route that is not public', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await send(sampleRequest(route, { id: NOWHERE }));
      const expected = route.access === 'public' ? !guardRefused(res) : guardRefused(res);
      if (!expected || res.statusCode >= 500) wrong.push(`${label(route)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses employees without the declared permission, and the owner and everyone on Super Admin routes', async () => {
    const wrong: string[] = [];
    const [owner] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org), eq(users.isOwner, true)));
    for (const route of routes) {
      if (route.access === 'public' || route.access === 'signedIn') continue;
      const callers =
        route.access === 'superAdmin'
          ? [await sessionFor(ctx, owner.id), ...[...employees.values()].slice(0, 1).map((e) => e.with[0].auth)]
          : [employees.get(JSON.stringify(requirementsOf(route.access!)!.anyOf))!.without];
      for (const headers of callers) {
        const res = await send(sampleRequest(route, { id: NOWHERE }), headers);
        if (res.statusCode !== 403) wrong.push(`${label(route)}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets holders of any one of the declared permissions through (and any signed-in caller where that is the rule)', async () => {
    const wrong: string[] = [];
    const nobody = (await createEmployee(ctx, org, {})).auth;
    for (const route of routes) {
      if (route.access === 'public') continue;
      const callers =
        route.access === 'superAdmin'
          ? [{ auth: superAdmin, action: 'View' }]
          : route.access === 'signedIn'
            ? [{ auth: nobody, action: 'View' }]
            : employees.get(JSON.stringify(requirementsOf(route.access!)!.anyOf))!.with;
      for (const [n, { auth: headers, action }] of callers.entries()) {
        // A holder of Edit alone is tried on an update (a body with an id), which is what Edit is for.
        const res = await send(sampleRequest(route, { id: NOWHERE, omitBodyId: action !== 'Edit' }), headers);
        // Signing out ends that session: the next route needs a live one.
        if (route.url.endsWith('UserSignOut')) Object.assign(nobody, (await createEmployee(ctx, org, {})).auth);
        const refusedByGuard = res.statusCode === 401 || (res.statusCode === 403 && route.access !== 'signedIn');
        if (refusedByGuard || res.statusCode >= 500)
          wrong.push(`${label(route)} (alternative ${n + 1}): ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never shows or changes one organisation’s data to the owner of another', async () => {
    const [demo] = await ctx.database.db.select().from(organizations).where(eq(organizations.name, 'Demo Company'));
    const tables = (
      await rows(
        ctx,
        `select table_name as t from information_schema.columns where table_schema = 'public' and column_name = 'organization_id' and table_name <> 'users' order by 1`,
      )
    ).map((r) => String(r.t));
    const scoped = [
      ...tables.map((t) => `select '${t}' as t, t::text as r from "${t}" t where organization_id = ${demo.id}`),
      `select 'users', (u.id, u.email, u.is_active, u.role_id, u.department_id, u.password_hash, u.first_name)::text from users u where organization_id = ${demo.id}`,
      `select 'role_permissions', rp::text from role_permissions rp join roles r on r.id = rp.role_id where r.organization_id = ${demo.id}`,
      `select 'refresh_tokens', (x.id, x.revoked_at, x.used_at)::text from refresh_tokens x join users u on u.id = x.user_id where u.organization_id = ${demo.id}`,
      `select 'user_images', (x.user_id, x.version)::text from user_images x join users u on u.id = x.user_id where u.organization_id = ${demo.id}`,
    ];
    const fingerprint = async () =>
      (
        await rows(
          ctx,
          `select t, md5(string_agg(r, '|' order by r)) as h, count(*) as n from (${scoped.join(' union all ')}) x group by t order by t`,
        )
      )
        .map((r) => `${r.t}:${r.n}:${r.h}`)
        .join('\n');
    // Every id of the demo organisation's first and last rows, in every table that has its data.
    const ids = new Set<number>();
    // Tables keyed by an id.
    const keyed = new Set(
      (
        await rows(
          ctx,
          `select table_name as t from information_schema.columns where table_schema = 'public' and column_name = 'id'`,
        )
      ).map((r) => String(r.t)),
    );
    for (const t of [...tables, 'users'].filter((name) => keyed.has(name))) {
      for (const r of await rows(
        ctx,
        `select min(id) as a, max(id) as b from "${t}" where organization_id = ${demo.id}`,
      )) {
        if (r.a !== null) ids.add(Number(r.a)).add(Number(r.b));
      }
    }
    // Words only the demo organisation has (names, emails, descriptions), never a message of the app.
    const messages = JSON.stringify([enServer, arServer]);
    const secrets = new Set<string>();
    for (const t of [...tables, 'users']) {
      const columns = (
        await rows(
          ctx,
          `select column_name as c from information_schema.columns where table_name = '${t}' and column_name in ('name', 'email', 'fte_name', 'file_name', 'description', 'last_name')`,
        )
      ).map((r) => String(r.c));
      for (const c of columns) {
        for (const r of await rows(
          ctx,
          `select distinct "${c}" as v from "${t}" where organization_id = ${demo.id} and length("${c}") >= 6`,
        )) {
          if (!messages.includes(String(r.v))) secrets.add(String(r.v));
        }
      }
    }
    expect(ids.size).toBeGreaterThan(5);
    expect(secrets.size).toBeGreaterThan(5);

    const intruder = await createOrganization(ctx, 'Intruder Org');
    const [intruderOwner] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, intruder.organizationId), eq(users.isOwner, true)));
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public' && r.access !== 'superAdmin')) {
      for (const id of ids) {
        const options: SampleOptions = { id };
        const request = sampleRequest(route, options);
        const res = await send(request, await sessionFor(ctx, intruderOwner.id));
        const where = `${label(route)} with id ${id}: ${res.statusCode}`;
        if (res.statusCode >= 500 || res.statusCode === 401) wrong.push(where);
        if (res.statusCode < 300) {
          const leaked = [...secrets].find((s) => res.body.includes(s));
          if (leaked) wrong.push(`${where} shows "${leaked}"`);
          const body = res.headers['content-type']?.toString().includes('json') ? res.json() : res.body;
          const empty = body === null || body === 0 || body === '' || (Array.isArray(body) && body.length === 0);
          // Ids are shared by every organisation: an entry of the intruder's own trail may carry one.
          const own = (body as { organizationId?: unknown } | null)?.organizationId === intruder.organizationId;
          if (route.method === 'GET' && request.idInAddress && !empty && !own)
            wrong.push(`${where} answers ${res.body.slice(0, 80)}`);
        }
        if (!request.usesId) break;
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toBe(before);
  }, 120_000);
});
