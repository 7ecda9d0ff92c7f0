import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseKind, startApp, type TestContext } from '../support/api';
import { describeApi } from '../support/describeApi';

describeApi('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx?.close());

  it('answers ok with the database kind, without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: databaseKind() });
  });

  it('serves the OpenAPI document of every route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/EmployeeTypeAPI/GetAll', '/api/AuthenticationAPI/login']),
    );
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
