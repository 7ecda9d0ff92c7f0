import { afterAll, beforeAll, expect, it } from 'vitest';
import { everyEndpoint, REST_PREFIX } from '@domain/api';
import { startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

interface Operation {
  tags?: string[];
  description?: string;
}

describeApi('the OpenAPI description of /api/v1', () => {
  let ctx: TestContext;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    ctx = await startApp();
    paths = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => ctx?.close());

  it('describes every /api/v1 operation under its resource, and says the employee form is JSON there', () => {
    const rest = everyEndpoint().filter((e) => e.path.startsWith(`${REST_PREFIX}/`));
    expect(rest.length).toBeGreaterThan(60);
    for (const e of rest) {
      const operation = paths[`/api/${e.path.replace(/:(\w+)/g, '{$1}')}`]?.[e.method.toLowerCase()];
      expect(operation?.tags, `${e.method} ${e.path}`).toEqual([`v1 ${e.path.split('/')[1]}`]);
    }
    expect(paths['/api/v1/employees'].post.description).toMatch(/data URL/);
    expect(paths['/api/v1/teams/choices'].get.description).toMatch(
      /Employee Add, Employee Edit, Employees Detail View/,
    );
  });
});
