import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, ROOT, DEMO_LOGIN, type ServerProcess } from '../../tools/harness/serverProcess';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../tools/harness/postgres';
import { roundRobinProxy, type RoundRobinProxy } from './support/proxy';
import { multipart } from '../../tools/harness/multipart';

const pgAvailable = await postgresReachable();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Answer {
  status: number;
  servedBy: string;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * Two server processes on one PostgreSQL behind a round-robin proxy: nothing a user relies on may
 * live in one process (sessions, refresh-token families, sign-in limits, uploaded files).
 */
describe.skipIf(!pgAvailable)('scale-out: two instances on one PostgreSQL behind a round-robin proxy', () => {
  let database: ScratchDatabase;
  let servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy;

  const call = async (
    method: string,
    url: string,
    options: { headers?: Record<string, string>; json?: unknown; body?: Buffer } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(proxy.url + url, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body && new Uint8Array(options.body),
    });
    const body = await res.text();
    return {
      status: res.status,
      servedBy: res.headers.get('x-served-by') ?? '?',
      body,
      json: <T>() => JSON.parse(body) as T,
    };
  };
  const login = (username: string, password: string) =>
    call('POST', '/api/AuthenticationAPI/login', { json: { username, password } });
  const bearer = (answer: Answer) => ({
    authorization: `Bearer ${answer.json<{ accessToken: string }>().accessToken}`,
  });

  beforeAll(async () => {
    database = await scratchDatabase('tawazun_scale');
    // Both start at once on the empty database, as two replicas of a fresh deployment do.
    servers = await Promise.all([
      launchServer({ databaseUrl: database.url }),
      launchServer({ databaseUrl: database.url }),
    ]);
    proxy = await roundRobinProxy(servers.map((s) => s.url));
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
  });

  it('starts both instances together on one empty database: migrated and seeded once', async () => {
    const [admins] = await database.query<{ n: number }>('select count(*)::int as n from users where is_super_admin');
    const [demos] = await database.query<{ n: number }>(
      "select count(*)::int as n from organizations where name = 'Demo Company'",
    );
    expect({ admins: admins.n, demos: demos.n }).toEqual({ admins: 1, demos: 1 });
  });

  it('accepts a session started on one instance on the other', async () => {
    const signedIn = await login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    expect(signedIn.status).toBe(200);
    const reads = [
      await call('GET', '/api/DepartmentAPI/GetAll', { headers: bearer(signedIn) }),
      await call('GET', '/api/DepartmentAPI/GetAll', { headers: bearer(signedIn) }),
    ];
    expect(reads.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set([signedIn.servedBy, ...reads.map((r) => r.servedBy)])).toEqual(new Set(['0', '1']));
  });

  it('catches a refresh-token reuse across instances and ends the whole session on both', async () => {
    const signedIn = await login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const first = signedIn.json<{ accessToken: string; refreshToken: string }>();
    const rotated = await call('POST', '/api/RefreshTokensAPI/RefreshToken', {
      json: { accessToken: first.accessToken, refreshToken: first.refreshToken },
    });
    expect(rotated.status).toBe(200);
    const reused = await call('POST', '/api/RefreshTokensAPI/RefreshToken', {
      json: { accessToken: first.accessToken, refreshToken: first.refreshToken },
    });
    expect(reused.servedBy).not.toBe(rotated.servedBy);
    expect(reused.status).toBe(401);
    const second = rotated.json<{ accessToken: string; refreshToken: string }>();
    const afterwards = [
      await call('GET', '/api/DepartmentAPI/GetAll', { headers: { authorization: `Bearer ${second.accessToken}` } }),
      await call('GET', '/api/DepartmentAPI/GetAll', { headers: { authorization: `Bearer ${second.accessToken}` } }),
      await call('POST', '/api/RefreshTokensAPI/RefreshToken', {
        json: { accessToken: second.accessToken, refreshToken: second.refreshToken },
      }),
    ];
    expect(afterwards.map((r) => r.status)).toEqual([401, 401, 401]);
  });

  it('ends a signed-out session on the other instance at once', async () => {
    const signedIn = await login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    const out = await call('POST', '/api/AuthenticationAPI/UserSignOut', { headers: bearer(signedIn) });
    expect(out.status).toBe(200);
    const after = await call('GET', '/api/DepartmentAPI/GetAll', { headers: bearer(signedIn) });
    expect(after.servedBy).not.toBe(out.servedBy);
    expect(after.status).toBe(401);
  });

  it('counts failed sign-ins of one account across both instances (limit 10 per 15 minutes)', async () => {
    const email = `nobody-${Date.now()}@scale.test`;
    const answers: Answer[] = [];
    for (let i = 0; i < 11; i++) answers.push(await login(email, 'wrong password'));
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['0', '1']));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(400));
    expect(answers[10].status).toBe(429);
    expect(answers[10].json()).toMatchObject({ isSuccess: false });
  });

  it('reports through one instance a workbook uploaded through the other', async () => {
    const auth = bearer(await login(DEMO_LOGIN.email, DEMO_LOGIN.password));
    const profiles = (await call('GET', '/api/OrganizationFTEAPI/GetAll', { headers: auth })).json<
      Array<{ id: number }>
    >();
    expect(profiles.length).toBeGreaterThan(0);
    const fileName = `scale-out-${Date.now()}.xlsx`;
    const form = multipart({
      UploadedFile: {
        filename: fileName,
        contentType: XLSX,
        data: readFileSync(path.join(ROOT, 'tests', 'fixtures', 'hr-manpower-model.xlsx')),
      },
      FileType: 'O',
      OrganizationFteId: profiles[0].id,
    });
    const uploaded = await call('POST', '/api/EstimationApi/AddFile', {
      headers: { ...auth, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status, uploaded.body).toBe(200);
    const report = await call(
      'GET',
      `/api/EstimationApi/ReportCalculation?fileName=${encodeURIComponent(fileName)}&fileType=O`,
      { headers: auth },
    );
    expect(report.servedBy).not.toBe(uploaded.servedBy);
    expect(report.status, report.body).toBe(200);
    const lines = report.json<{ reportCalculations: Array<{ totalHours: number }> }>().reportCalculations;
    expect(lines.at(-1)?.totalHours).toBe(19915);
    const download = await call(
      'GET',
      `/api/EstimationApi/DownloadFile?filename=${encodeURIComponent(fileName)}&fileType=O`,
      { headers: auth },
    );
    expect(download.status).toBe(200);
  });
});
