import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbookParts, zipArchive } from '../support/estimation';
import { multipart } from '../../tools/harness/multipart';
import { ADMIN_LOGIN, DEMO_LOGIN, launchServer, type ServerProcess } from '../../tools/harness/serverProcess';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../tools/harness/postgres';
import { registeredOrganisation } from './support/organisations';
import { signIn } from './support/writer';

const pgAvailable = await postgresReachable();
const MB = 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown>; alertMessage?: string };
}

/** A request from a chosen loopback address (127.0.0.x), as a second machine would send it. */
function call(
  server: ServerProcess,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
  from = '127.0.0.1',
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  // The sessions' headers name JSON; a request without a body must not (Fastify refuses an empty JSON body).
  const { 'content-type': named, ...rest } = headers;
  const type = body === undefined ? {} : { 'content-type': Buffer.isBuffer(body) ? named : 'application/json' };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${url}`,
      { method, headers: { ...rest, ...type }, localAddress: from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: res.statusCode ?? 0,
            body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : {},
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A sheet's XML made of `repeat` copies of `unit` between a head and a tail, deflated as it is written. */
async function deflatedSheet(head: string, unit: string, repeat: number, tail: string): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(head);
  const perChunk = Math.max(1, Math.floor(MB / unit.length));
  const chunk = Buffer.from(unit.repeat(perChunk));
  for (let written = 0; written < repeat; written += perChunk) {
    const piece = written + perChunk <= repeat ? chunk : Buffer.from(unit.repeat(repeat - written));
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end(tail);
  await done;
  return Buffer.concat(out);
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** The attack's workbooks, made here: 1.6 million one-cell rows, and 16.4 million cells in rows of 16,384. */
async function importBombs(): Promise<Array<{ name: string; cells: number; file: Buffer }>> {
  const rows = await deflatedSheet(
    SHEET_HEAD,
    '<row><c t="inlineStr"><is><t>Sales</t></is></c></row>',
    1_600_000,
    SHEET_TAIL,
  );
  const wideRow = `<row>${'<c><v>1</v></c>'.repeat(16_384)}</row>`;
  const wide = await deflatedSheet(SHEET_HEAD, wideRow, 1_000, SHEET_TAIL);
  const pack = (data: Buffer) =>
    zipArchive(workbookParts({ name: 'sheet', data, deflate: false, method: 8, declaredSize: 4 * MB }));
  return [
    { name: '1.6M cells', cells: 1_600_000, file: pack(rows) },
    { name: '16.4M cells', cells: 16_384_000, file: pack(wide) },
  ];
}

/**
 * The attacks of the data-rights review, replayed against a running server: import bombs, erasure
 * puppets followed by a restart, a sign-in lock attempted from another address, and concurrent
 * saves of one plan of record and one designation mapping.
 */
function dataRights(database: () => { dataDir?: string; databaseUrl?: string }) {
  let server: ServerProcess;
  let owner: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await launchServer(database());
    owner = await signIn(server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
    admin = await signIn(server.url, ADMIN_LOGIN.email, ADMIN_LOGIN.password);
  }, 180_000);
  afterAll(() => server?.stop());

  it('refuses the 1.6M- and 16.4M-cell import workbooks fast, growing the server by less than 50 MB', async () => {
    const bombs = await importBombs();
    const before = server.memory();
    // The process's peak may stand higher since its start (PGlite's): its resident size is sampled instead.
    let highest = before.rss;
    const sampler = setInterval(() => (highest = Math.max(highest, server.memory().rss)), 10);
    for (const bomb of bombs) {
      const form = multipart({ UploadedFile: { filename: 'departments.xlsx', contentType: XLSX, data: bomb.file } });
      for (const step of ['Check', 'Import']) {
        const began = performance.now();
        const res = await call(
          server,
          'POST',
          `/api/ImportAPI/Departments/${step}`,
          { ...owner, ...form.headers },
          form.payload,
        );
        const seconds = (performance.now() - began) / 1000;
        expect([413, 422], `${bomb.name} ${step}: ${JSON.stringify(res.body)}`).toContain(res.status);
        expect(res.body.alertMessage).toEqual(expect.any(String));
        // Refused while streaming, not after reading millions of cells.
        expect(seconds, `${bomb.name} ${step} took ${seconds.toFixed(2)} s`).toBeLessThan(5);
      }
    }
    clearInterval(sampler);
    const growth = Math.max(highest, server.memory().rss) - before.rss;
    console.log(`import bombs: resident ${Math.round(before.rss / MB)} MB, at most ${Math.round(growth / MB)} MB more`);
    expect(growth).toBeLessThan(50 * MB);
    // The server is still there and answering.
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
  }, 180_000);

  it('answers ten concurrent saves of one plan choice and one mapping with exactly one 200, the rest 409', async () => {
    const tree = (await call(server, 'GET', '/api/WorkforcePlan/tree', owner)).body as unknown as {
      root: { id: number | null; name: string; kind: string; children: unknown[] };
    };
    type Node = { id: number | null; kind: string; name: string; children: Node[] };
    const all = (node: Node): Node[] => [node, ...node.children.flatMap(all)];
    const elements = all(tree.root as Node).filter((n) => n.kind !== 'organisation');
    let tried = 0;
    for (const element of elements) {
      const url = `/api/WorkforcePlan/elements/${element.kind}/${element.id}`;
      const plans = `/api/WorkforcePlan/plans/${element.kind}/${element.id}`;
      const { workbooks } = (await call(server, 'GET', url, owner)).body as { workbooks: Array<{ fileId: number }> };
      if (workbooks.length < 2) continue;
      // Chosen once, so the choice has a version; every racer then changes it (another workbook, or the default).
      const chosen = await call(server, 'PUT', plans, owner, { fileId: workbooks[0].fileId });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      const { version } = chosen.body.data as { version: number };
      const racing = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(server, 'PUT', plans, owner, { fileId: i % 2 ? workbooks[1].fileId : null, version }),
        ),
      );
      expect(racing.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      tried++;
      break;
    }
    expect(tried, 'an element with two workbooks').toBe(1);

    const mappings = (await call(server, 'GET', '/api/WorkforcePlan/designations', owner)).body as unknown as Array<{
      designation: string;
      jobTitleId: number | null;
      version: number | null;
    }>;
    const titles = (await call(server, 'GET', '/api/JobTitleAPI/GetDropdown', owner)).body as unknown as Array<{
      id: number;
    }>;
    const target = mappings[0];
    const others = titles.filter((t) => t.id !== target.jobTitleId).slice(0, 2);
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(server, 'PUT', '/api/WorkforcePlan/designations', owner, [
          { designation: target.designation, jobTitleId: others[i % 2].id, version: target.version },
        ]),
      ),
    );
    const statuses = racing.map((r) => r.status).sort();
    // Without a version (never mapped) the last writer wins; with one, exactly one save lands.
    expect(statuses).toEqual(target.version === null ? Array(10).fill(200) : [200, ...Array(9).fill(409)]);
    if (target.version === null) {
      const saved = (
        (await call(server, 'GET', '/api/WorkforcePlan/designations', owner)).body as unknown as typeof mappings
      ).find((m) => m.designation === target.designation)!;
      const again = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(server, 'PUT', '/api/WorkforcePlan/designations', owner, [
            {
              designation: target.designation,
              jobTitleId: titles.filter((t) => t.id !== saved.jobTitleId)[i % 2].id,
              version: saved.version,
            },
          ]),
        ),
      );
      expect(again.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    }
  }, 120_000);

  it('locks an account only from the address its failures came from; the Super Admin sees and clears the lock', async () => {
    const login = (password: string, from: string) =>
      call(server, 'POST', '/api/AuthenticationAPI/login', {}, { username: DEMO_LOGIN.email, password }, from);
    for (let i = 0; i < 10; i++) expect((await login(`wrong-${i}`, '127.0.0.2')).status).toBe(400);
    expect((await login(DEMO_LOGIN.password, '127.0.0.2')).status).toBe(429);
    // The owner, elsewhere, still signs in.
    expect((await login(DEMO_LOGIN.password, '127.0.0.3')).status).toBe(200);
    const locks = (await call(server, 'GET', '/api/SignInLocks', admin)).body as unknown as Array<
      Record<string, unknown>
    >;
    const lock = locks.find((l) => l.kind === 'pair' && l.address === '127.0.0.2')!;
    expect(lock).toMatchObject({ email: DEMO_LOGIN.email, failures: expect.any(Number) });
    const cleared = await call(server, 'DELETE', `/api/SignInLocks/${encodeURIComponent(String(lock.id))}`, admin);
    expect(cleared.status).toBe(200);
    expect((await login(DEMO_LOGIN.password, '127.0.0.2')).status).toBe(200);
  }, 60_000);

  it('erases puppets holding another organisation’s name, a permission name, a rate-limit key and the signing-key setting; after a restart nothing else changed', async () => {
    const organisations = async () =>
      (
        (await call(server, 'GET', '/api/Organizations?_start=0&_end=1000', admin)).body as unknown as Array<{
          id: number;
          name: string;
        }>
      )
        .map((o) => `${o.id}:${o.name}`)
        .sort();
    const rival = await registeredOrganisation(server.url, `Rival${Date.now()}`, 0, []);
    const otherOrg = `${rival.tag} Company`;
    const orgsBefore = await organisations();
    expect(orgsBefore.some((o) => o.endsWith(`:${otherOrg}`))).toBe(true);
    // A lock in force, whose counter's key a puppet's address then holds.
    for (let i = 0; i < 10; i++)
      await call(
        server,
        'POST',
        '/api/AuthenticationAPI/login',
        {},
        { username: 'victim@reliability.test', password: 'x' },
        '127.0.0.4',
      );
    const lockKeys = async () =>
      (
        (await call(server, 'GET', '/api/SignInLocks', admin)).body as unknown as Array<{
          id: string;
          failures: number;
        }>
      )
        .map((l) => `${l.id}=${l.failures}`)
        .sort();
    const locksBefore = await lockKeys();
    const rateKey = locksBefore.find((k) => k.includes('127.0.0.4'))!.split('=')[0];
    const typesBefore = (await call(server, 'GET', '/api/EmployeeTypeAPI/GetAll', owner)).body;

    const type = (
      await call(server, 'POST', '/api/EmployeeTypeAPI/AddEdit', owner, { name: `Puppet type ${Date.now()}` })
    ).body.data!;
    const department = (
      await call(server, 'POST', '/api/DepartmentAPI/AddEdit', owner, { name: `Puppet home ${Date.now()}` })
    ).body.data!;
    const roles = (await call(server, 'GET', '/api/ManageApplicationUserRoles/GetAllEmployeeRoles', owner))
      .body as unknown as Array<{ employeeRoleId: number }>;
    const puppets: number[] = [];
    for (const [i, address] of [otherOrg, 'Employee Type', rateKey, 'jwt_secret'].entries()) {
      const added = await call(server, 'POST', '/api/AuthenticationAPI/AddEmployee', owner, {
        firstName: 'Puppet',
        lastName: `${i}`,
        email: `puppet-${i}-${Date.now()}@reliability.test`,
        phoneNumber: '+966500000000',
        password: 'Puppet#12345',
        confirmPassword: 'Puppet#12345',
        country: 'SaudiArabia',
        address,
        joiningDate: '2024-01-01',
        employeeTypeId: type.id,
        departmentId: department.id,
        roleId: roles[0].employeeRoleId,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      puppets.push(Number(added.body.data!.id));
    }
    for (const id of puppets) {
      const erased = await call(server, 'POST', `/api/PersonalData/people/${id}/erase`, owner);
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    }

    await server.stop();
    server = await launchServer(database());
    // The signing key is as it was: the sessions signed before the restart still work.
    expect((await call(server, 'GET', '/api/EmployeeTypeAPI/GetAll', owner)).status).toBe(200);
    expect(await organisations()).toEqual(orgsBefore);
    expect(await lockKeys()).toEqual(locksBefore);
    const typesAfter = (await call(server, 'GET', '/api/EmployeeTypeAPI/GetAll', owner)).body as unknown as unknown[];
    expect(typesAfter).toHaveLength((typesBefore as unknown as unknown[]).length + 1);
    // The permission catalogue is intact: a role's permissions still read as their names.
    const catalogue = await call(
      server,
      'GET',
      '/api/ManageApplicationUserRoles/GetPermissionsAndSubPermissions',
      owner,
    );
    expect(JSON.stringify(catalogue.body)).toContain('Employee Type');
    expect(JSON.stringify(catalogue.body)).not.toContain('Erased');
  }, 240_000);
}

describe('data rights on PGlite', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-rights-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  dataRights(() => ({ dataDir }));
});

describe.skipIf(!pgAvailable)('data rights on PostgreSQL', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await scratchDatabase('tawazun_rights');
  });
  afterAll(() => database?.drop());
  dataRights(() => ({ databaseUrl: database.url }));
});
