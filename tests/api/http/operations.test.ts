import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseKind, ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { logSerializers } from '../../../server/auth/logRedaction';

const TOKEN = 'metrics-token-for-the-api-suite';

describeApi('operations: metrics, request ids and caching', () => {
  let ctx: TestContext;
  let bare: TestContext;
  const log: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          log.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    ctx = await startApp({ metricsToken: TOKEN, logger: { level: 'info', stream, serializers: logSerializers } });
    bare = await startApp();
  });
  afterAll(async () => {
    await ctx?.close();
    await bare?.close();
  });

  const metrics = (app: TestContext, authorization?: string) =>
    app.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

  it('answers metrics only with the configured bearer token, and not at all without one', async () => {
    expect((await metrics(bare, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    expect((await metrics(ctx)).statusCode).toBe(401);
    const wrong = await metrics(ctx, 'Bearer metrics-token-for-the-api-suitX');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
    expect((await metrics(ctx, TOKEN)).statusCode).toBe(401);
  });

  it('writes request counts and durations by route and status, database and memory figures in Prometheus text', async () => {
    const auth = await ownerAuth(ctx.app);
    await ctx.app.inject({ method: 'GET', url: '/api/DepartmentAPI/GetById/2000000000', headers: auth });
    await ctx.app.inject({ method: 'GET', url: '/api/DepartmentAPI/GetById/2000000001', headers: auth });
    const res = await metrics(ctx, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    // One series for the route pattern, whatever ids were asked for.
    expect(text).toMatch(
      /^tawazun_http_requests_total\{method="GET",route="\/api\/DepartmentAPI\/GetById\/:id",status="404"\} 2$/m,
    );
    expect(text).toMatch(
      /^tawazun_http_request_duration_seconds_bucket\{method="GET",route="\/api\/DepartmentAPI\/GetById\/:id",status="404",le="\+Inf"\} 2$/m,
    );
    expect(text).toMatch(
      /^tawazun_http_request_duration_seconds_sum\{method="POST",route="\/api\/AuthenticationAPI\/login",status="200"\} [\d.e-]+$/m,
    );
    expect(text).toContain('# TYPE tawazun_http_request_duration_seconds histogram');
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+$/m);
    expect(text).toContain(`tawazun_database_info{kind="${databaseKind()}"} 1`);
    if (databaseKind() === 'pglite') {
      await ctx.database.checkpoint();
      expect((await metrics(ctx, `Bearer ${TOKEN}`)).body).toMatch(/^tawazun_pglite_checkpoints_total [1-9]\d*$/m);
      expect(text).toMatch(/^tawazun_pglite_sweeps_total \d+$/m);
    } else {
      expect(text).toMatch(/^tawazun_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^tawazun_db_pool_waiting_requests \d+$/m);
      expect(text).toMatch(/^tawazun_db_notifications_listening 1$/m);
    }
    // Every sample line is `name{labels} value` or `name value`.
    const samples = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(samples.filter((line) => !/^[a-z_]+(\{[^}]*\})? [\d.e+-]+$/.test(line))).toEqual([]);
  });

  it('gives every answer an X-Request-Id, keeps a sane one from a proxy, and logs every line of a request with it', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/NoSuchAPI/Nothing',
      headers: { 'x-request-id': 'nginx-7f3a9c2e41b0' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-7f3a9c2e41b0');
    for (const forged of ['a b', 'x\u00e9', 'x'.repeat(129)]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': forged } });
      expect(res.headers['x-request-id'], forged).toMatch(/^[0-9a-f-]{36}$/);
    }
    await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ForgotPassword',
      payload: { email: 'owner@demo.local' },
      headers: { 'x-request-id': 'forgot-1' },
    });
    const lines = log.filter((line) => line.reqId === 'forgot-1').map((line) => line.msg);
    expect(lines).toEqual(
      expect.arrayContaining([
        'incoming request',
        'mail queued in the outbox (SMTP_URL is not set)',
        'request completed',
      ]),
    );
    expect(log.filter((line) => 'req' in line || 'res' in line).filter((line) => !line.reqId)).toEqual([]);
  });

  it('says no-store on API answers, tokens and failures included, but lets the public contact details be cached', async () => {
    const auth = await ownerAuth(ctx.app);
    const answers = [
      await ctx.app.inject({
        method: 'POST',
        url: '/api/AuthenticationAPI/login',
        payload: { username: 'owner@demo.local', password: 'Demo#12345' },
      }),
      await ctx.app.inject({ method: 'GET', url: '/api/AuthenticationAPI/GetAllEmployees', headers: auth }),
      await ctx.app.inject({ method: 'GET', url: '/api/AuthenticationAPI/ViewUserDetail?userId=1', headers: auth }),
      await ctx.app.inject({ method: 'GET', url: '/api/DepartmentAPI/GetAll' }),
      await ctx.app.inject({ method: 'GET', url: '/api/NoSuchAPI/Nothing' }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body.slice(0, 80)).toBe('no-store');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/ContactAPI/GetContactDetails' })).headers['cache-control'],
    ).toBe('public, max-age=300');
  });
});
