import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, apiRoute, fteEndpoints, importEndpoints, resourceEndpoints, type Endpoint } from '@domain/api';
import { FTE_FAMILIES } from '@domain/fteFamilies';
import { IMPORT_KINDS } from '@domain/import/kinds';
import { registry } from '@domain/registry';
import { isApiRoute } from '../../../server/auth/guard';
import { startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

const documented = [
  ...Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]),
  ...registry.flatMap((spec) => Object.values(resourceEndpoints(spec))),
  ...FTE_FAMILIES.flatMap((family) => Object.values(fteEndpoints(family))),
  ...IMPORT_KINDS.flatMap((kind) => Object.values(importEndpoints(kind))),
] as Endpoint[];

/** The server declares exactly the documented endpoints, each with the access the table gives it. */
describeApi('the documented API and the server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ metricsToken: 'metrics-token-for-the-route-table' });
  });
  afterAll(() => ctx?.close());

  it('serves every documented endpoint and no other', () => {
    const declared = ctx.app.routeTable
      .filter((r) => isApiRoute(r.url))
      .map((r) => ({ method: r.method, url: r.url, access: r.access }));
    const expected = documented.map((e) => ({ method: e.method, url: apiRoute(e), access: e.access }));
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    const byKey = (list: Array<{ method: string; url: string; access: unknown }>) =>
      list.sort((a, b) => key(a).localeCompare(key(b)));
    expect(byKey(declared)).toEqual(byKey(expected));
  });
});
