import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@domain/permissions';
import { ADMIN_LOGIN, DEMO_LOGIN, ROOT, launchServer, type ServerProcess } from '../../tools/harness/serverProcess';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../tools/harness/postgres';
import { send } from '../../tools/harness/rawHttp';
import { signIn } from './support/writer';

const pgAvailable = await postgresReachable();
const METRICS_TOKEN = 'reliability-metrics-token-0123456789';
const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** A server process on its own database (PostgreSQL when there is one: the test reads its outbox). */
async function serverWith(
  env: Record<string, string>,
): Promise<{ server: ServerProcess; database?: ScratchDatabase; done: () => Promise<void> }> {
  const database = pgAvailable ? await scratchDatabase('tawazun_hardening') : undefined;
  const dataDir = database ? undefined : await mkdtemp(path.join(os.tmpdir(), 'tawazun-hardening-'));
  const server = await launchServer({ databaseUrl: database?.url, dataDir, logLevel: 'info', env });
  return {
    server,
    database,
    done: async () => {
      await server.stop();
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const json = (base: string, method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  send(base, {
    method,
    path: url,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The links of the latest mails to `recipient`. */
async function mailedLinks(database: ScratchDatabase, recipient: string, count: number): Promise<string[]> {
  const rows = await database.query<{ body: string }>(
    'select body from outbox where recipient = $1 order by id desc limit $2',
    [recipient, count],
  );
  return rows.flatMap((row) => row.body.match(/https?:\/\/\S+/g) ?? []);
}

/**
 * What an attacker tried against the running server: reset and approval links aimed with the Host
 * header or a client-sent base address, email enumeration through the employee form, names that
 * look empty or reorder what a list shows; and the operations promises (metrics behind a token, a
 * request id in every answer and every log line of a request).
 */
describe('hardening, against the running server', () => {
  it('refuses to start in production without PUBLIC_URL, naming the variable', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-production-'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL: '', DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      // A server that starts anyway is stopped, so the test fails at once instead of waiting.
      if (output.includes('listening on')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      '[tawazun] Invalid PUBLIC_URL="": required when NODE_ENV=production (the address people open, used in mailed links)',
    );
  });

  describe('without PUBLIC_URL, with METRICS_TOKEN', () => {
    let server: ServerProcess;
    let database: ScratchDatabase | undefined;
    let done: () => Promise<void>;
    let owner: Record<string, string>;

    beforeAll(async () => {
      ({ server, database, done } = await serverWith({ METRICS_TOKEN }));
      owner = await signIn(server.url);
    });
    afterAll(() => done?.());

    it.runIf(pgAvailable)(
      'mails reset and approval links to the address it listens on, whatever Host or clientBaseURL say',
      async () => {
        const own = `http://127.0.0.1:${server.port}`;
        expect(server.output()).toContain(`PUBLIC_URL is not set: links in mail point at ${own}`);
        for (const body of [
          { email: DEMO_LOGIN.email },
          { email: DEMO_LOGIN.email, clientBaseURL: 'http://evil.example/steal' },
        ]) {
          expect((await json(server.url, 'POST', '/api/AuthenticationAPI/ForgotPassword', body, EVIL)).status).toBe(
            200,
          );
        }
        const links = await mailedLinks(database as ScratchDatabase, DEMO_LOGIN.email, 2);
        expect(links).toHaveLength(2);
        for (const link of links) expect(link).toMatch(new RegExp(`^${own}/resetforgetpassword/[\\w-]{40,}$`));

        const email = `aimed-${Date.now()}@hardening.test`;
        const registered = await json(
          server.url,
          'POST',
          '/api/AuthenticationAPI/Register',
          {
            firstName: 'Aimed',
            lastName: 'Owner',
            email,
            password: 'Owner#12345',
            confirmPassword: 'Owner#12345',
            companyName: 'Aimed Co',
          },
          EVIL,
        );
        const admin = await signIn(server.url, ADMIN_LOGIN.email, ADMIN_LOGIN.password);
        const approved = await json(
          server.url,
          'POST',
          '/api/AuthenticationAPI/ApproveUser',
          [registered.json<{ data: { id: number } }>().data.id],
          { ...admin, ...EVIL },
        );
        expect(approved.status, approved.text()).toBe(200);
        // One link in the English text and one in the Arabic.
        expect(await mailedLinks(database as ScratchDatabase, email, 1)).toEqual([`${own}/signin`, `${own}/signin`]);
      },
    );

    it('limits taken-email answers of the employee form per account: 429 with Retry-After, in the user’s language', async () => {
      const type = await json(server.url, 'POST', '/api/EmployeeTypeAPI/AddEdit', { name: 'Probe type' }, owner);
      const department = await json(
        server.url,
        'POST',
        '/api/DepartmentAPI/AddEdit',
        { name: 'Probe department' },
        owner,
      );
      await json(
        server.url,
        'POST',
        '/api/ManageApplicationUserRoles/AddEmployeeRole',
        {
          name: 'Probe role',
          permissionAndSubPermissions: [{ permissionId: PERMISSIONS.indexOf('Department') + 1, subPermissionIds: [1] }],
        },
        owner,
      );
      const roles = (
        await send(server.url, {
          method: 'GET',
          path: '/api/ManageApplicationUserRoles/GetAllEmployeeRoles',
          headers: owner,
        })
      ).json<Array<{ employeeRoleId: number }>>();
      const employee = (email: string) => ({
        firstName: 'Probe',
        lastName: 'Person',
        email,
        phoneNumber: '+966500000002',
        password: 'Probe#12345',
        confirmPassword: 'Probe#12345',
        country: 'SaudiArabia',
        address: 'Riyadh',
        joiningDate: '2024-03-01',
        employeeTypeId: type.json<{ data: { id: number } }>().data.id,
        departmentId: department.json<{ data: { id: number } }>().data.id,
        roleId: roles[0].employeeRoleId,
      });
      // The Super Admin's address belongs to no organisation: only the platform-wide uniqueness can tell it is taken.
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push(
          (await json(server.url, 'POST', '/api/AuthenticationAPI/AddEmployee', employee(ADMIN_LOGIN.email), owner))
            .status,
        );
      expect(statuses).toEqual(Array(10).fill(409));
      const blocked = await json(
        server.url,
        'POST',
        '/api/AuthenticationAPI/AddEmployee',
        employee(ADMIN_LOGIN.email),
        { ...owner, 'accept-language': 'ar' },
      );
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json<{ alertMessage: string }>().alertMessage).toMatch(/^محاولات كثيرة جدًا/);
      // A free address is held back too while the window lasts: the answer no longer tells them apart.
      expect(
        (
          await json(
            server.url,
            'POST',
            '/api/AuthenticationAPI/AddEmployee',
            employee(`free-${Date.now()}@hardening.test`),
            owner,
          )
        ).status,
      ).toBe(429);
    });

    it('refuses names that only look filled or hold bidi controls, with the field’s message in both languages; keeps Arabic joiners', async () => {
      const save = (name: string, lang = 'en') =>
        json(server.url, 'POST', '/api/DepartmentAPI/AddEdit', { name }, { ...owner, 'accept-language': lang });
      const empty = await save('\u200b\u2060\ufeff');
      expect(empty.status).toBe(400);
      expect(empty.json<{ errors: Record<string, string[]> }>().errors.Name).toEqual(['Name is required']);
      for (const [lang, text] of [
        ['en', 'text-direction'],
        ['ar', 'رموز اتجاه'],
      ] as const) {
        const spoofed = await save('Finance \u202egnp.exe', lang);
        expect(spoofed.status).toBe(400);
        expect(spoofed.json<{ errors: Record<string, string[]> }>().errors.Name[0]).toContain(text);
      }
      for (const name of ['\u2067Sales\u2069', 'Sales\u200f', 'Sales\u0007'])
        expect((await save(name)).status, JSON.stringify(name)).toBe(400);
      const role = await json(
        server.url,
        'POST',
        '/api/ManageApplicationUserRoles/AddEmployeeRole',
        { name: '\u200b', permissionAndSubPermissions: [] },
        owner,
      );
      expect(role.status).toBe(400);
      expect(Object.keys(role.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['Name']);

      // "Human resources" in Persian, with the zero-width non-joiner its spelling needs.
      const persian =
        '\u0645\u0646\u0627\u0628\u0639 \u0627\u0646\u0633\u0627\u0646\u06cc \u0645\u06cc\u200c\u0634\u0648\u062f';
      const kept = await save(persian);
      expect(kept.status, kept.text()).toBe(200);
      const listed = await send(server.url, {
        method: 'GET',
        path: `/api/DepartmentAPI/GetById/${kept.json<{ data: { id: number } }>().data.id}`,
        headers: owner,
      });
      expect(listed.json<{ name: string }>().name).toBe(persian);
    });

    it('answers metrics in Prometheus text only with the bearer token', async () => {
      expect((await send(server.url, { method: 'GET', path: '/api/metrics' })).status).toBe(401);
      expect(
        (
          await send(server.url, {
            method: 'GET',
            path: '/api/metrics',
            headers: { authorization: 'Bearer not-the-token' },
          })
        ).status,
      ).toBe(401);
      const res = await send(server.url, {
        method: 'GET',
        path: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
      expect(res.text()).toMatch(
        /^tawazun_http_requests_total\{method="POST",route="\/api\/AuthenticationAPI\/AddEmployee",status="409"\} 10$/m,
      );
      expect(res.text()).toMatch(/^process_resident_memory_bytes \d+$/m);
      expect(res.text()).toMatch(
        pgAvailable ? /^tawazun_db_pool_connections\{state="idle"\} \d+$/m : /^tawazun_pglite_checkpoints_total \d+$/m,
      );
    });

    it('returns an X-Request-Id with every answer and writes it on every log line of the request', async () => {
      const answers = [
        await send(server.url, { method: 'GET', path: '/' }),
        await send(server.url, { method: 'GET', path: '/api/health' }),
        await send(server.url, { method: 'GET', path: '/api/DepartmentAPI/GetAll' }),
        await json(server.url, 'POST', '/api/AuthenticationAPI/login', { username: 'x@y.z', password: 'nope' }),
      ];
      const ids = answers.map((res) => String(res.headers['x-request-id']));
      for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(ids).size).toBe(ids.length);
      const traced = await json(
        server.url,
        'POST',
        '/api/AuthenticationAPI/ForgotPassword',
        { email: DEMO_LOGIN.email },
        { 'x-request-id': 'proxy-7f3a9c2e41b0' },
      );
      expect(traced.headers['x-request-id']).toBe('proxy-7f3a9c2e41b0');
      const logged = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      // "request completed" is written once the answer is out: it may reach the pipe after the answer does.
      await expect
        .poll(
          () =>
            logged()
              .filter((line) => line.reqId === 'proxy-7f3a9c2e41b0')
              .map((line) => line.msg),
          { timeout: 10_000 },
        )
        .toEqual(['incoming request', 'mail queued in the outbox (SMTP_URL is not set)', 'request completed']);
      const lines = logged();
      expect(lines.filter((line) => (line.req || line.res) && typeof line.reqId !== 'string')).toEqual([]);
      for (const id of ids)
        expect(
          lines.some((line) => line.reqId === id && line.msg === 'request completed'),
          id,
        ).toBe(true);
    });
  });

  describe.runIf(pgAvailable)('with PUBLIC_URL, without METRICS_TOKEN', () => {
    const PUBLIC_URL = 'https://hr.tawazun.example';
    let server: ServerProcess;
    let database: ScratchDatabase | undefined;
    let done: () => Promise<void>;

    beforeAll(async () => {
      ({ server, database, done } = await serverWith({ PUBLIC_URL }));
    });
    afterAll(() => done?.());

    it('mails links to PUBLIC_URL, honouring a client base address on that origin only', async () => {
      expect(server.output()).not.toContain('PUBLIC_URL is not set');
      for (const body of [
        { email: DEMO_LOGIN.email },
        { email: DEMO_LOGIN.email, clientBaseURL: 'http://evil.example/steal' },
        { email: DEMO_LOGIN.email, clientBaseURL: `${PUBLIC_URL}/app/` },
      ]) {
        expect((await json(server.url, 'POST', '/api/AuthenticationAPI/ForgotPassword', body, EVIL)).status).toBe(200);
      }
      const [sameOrigin, ...others] = await mailedLinks(database as ScratchDatabase, DEMO_LOGIN.email, 3);
      expect(sameOrigin).toMatch(new RegExp(`^${PUBLIC_URL}/app/resetforgetpassword/[\\w-]{40,}$`));
      for (const link of others) expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/resetforgetpassword/[\\w-]{40,}$`));
    });

    it('has no metrics route without a token', async () => {
      expect(
        (
          await send(server.url, {
            method: 'GET',
            path: '/api/metrics',
            headers: { authorization: 'Bearer anything-at-all-here' },
          })
        ).status,
      ).toBe(404);
    });
  });
});
