import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '@domain/demo';
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
  headers: Record<string, string | string[] | undefined>;
  text: string;
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
  // The length is told: Node sends a DELETE's body unframed otherwise.
  const type =
    payload === undefined
      ? {}
      : {
          'content-type': Buffer.isBuffer(body) ? named : 'application/json',
          'content-length': String(payload.length),
        };
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
            headers: res.headers,
            text,
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

  /** An employee added through the form's API to the caller's organisation: its id. */
  const addPerson = async (headers: Record<string, string>, fields: Record<string, string>): Promise<number> => {
    const stamp = `${Date.now()}${Math.random()}`;
    const type = (await call(server, 'POST', '/api/EmployeeTypeAPI/AddEdit', headers, { name: `Type ${stamp}` })).body
      .data!;
    const department = (await call(server, 'POST', '/api/DepartmentAPI/AddEdit', headers, { name: `Home ${stamp}` }))
      .body.data!;
    const roles = (await call(server, 'GET', '/api/ManageApplicationUserRoles/GetAllEmployeeRoles', headers))
      .body as unknown as Array<{ employeeRoleId: number }>;
    const added = await call(server, 'POST', '/api/AuthenticationAPI/AddEmployee', headers, {
      firstName: 'Person',
      lastName: 'Added',
      phoneNumber: '+966500000000',
      password: 'Person#12345',
      confirmPassword: 'Person#12345',
      country: 'SaudiArabia',
      address: 'Riyadh',
      joiningDate: '2024-01-01',
      employeeTypeId: type.id,
      departmentId: department.id,
      roleId: roles[0].employeeRoleId,
      ...fields,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return Number(added.body.data!.id);
  };

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
        console.log(`import bomb ${bomb.name} ${step}: ${res.status} in ${seconds.toFixed(2)} s`);
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

  it('carries nothing of an address freed in one organisation into another, and deleting the other keeps the first’s entries', async () => {
    const email = `moved-on-${Date.now()}@reliability.test`;
    const secret = `Budget cut 15% approved by board ${Date.now()}`;
    const first = await addPerson(owner, { email, address: secret });
    await signIn(server.url, email, 'Person#12345');
    const total = async () =>
      Number(
        (await call(server, 'GET', '/api/AuditTrailAPI/GetAll?_page=1&_perPage=1', owner)).headers['x-total-count'],
      );
    expect((await call(server, 'DELETE', `/api/AuthenticationAPI/DeleteEmployee/${first}`, owner)).status).toBe(200);
    const kept = await total();

    const other = await registeredOrganisation(server.url, `Second${Date.now()}`, 0, []);
    const second = await addPerson(other.owner.headers, { email });
    await signIn(server.url, email, 'Person#12345');
    const exported = await call(server, 'GET', `/api/PersonalData/people/${second}?format=json`, other.owner.headers);
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain(secret);
    const data = exported.body as unknown as { signIns: unknown[]; changesByThem: unknown[] };
    expect(data.signIns).toHaveLength(1);
    expect(data.changesByThem).toEqual([]);

    const orgs = (await call(server, 'GET', '/api/Organizations?_start=0&_end=1000', admin)).body as unknown as Array<{
      id: number;
      name: string;
    }>;
    const org = orgs.find((o) => o.name === `${other.tag} Company`)!;
    const removed = await call(server, 'DELETE', `/api/Organizations/${org.id}`, admin, { name: org.name });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await total()).toBe(kept);
  }, 120_000);

  it('holds the smaller findings: trail and export permissions, look-alike names, CSV cells, mapping size, encodings, typed names, dates', async () => {
    const stamp = Date.now();
    const other = await registeredOrganisation(server.url, `Third${stamp}`, 2, ['Audit Trail', 'Employee']);
    const [auditor] = other.employees;
    // Audit Trail View alone reads neither costs nor people (finding 6)...
    const rival = await registeredOrganisation(server.url, `Fourth${stamp}`, 1, ['Audit Trail']);
    for (const resource of ['costings', 'employees'])
      expect(
        (await call(server, 'GET', `/api/AuditTrailAPI/GetAll?resource=${resource}`, rival.employees[0].headers))
          .status,
      ).toBe(403);
    // ...and Employee Edit does not export the owner's personal data (finding 8).
    const accounts = (await call(server, 'GET', '/api/AuthenticationAPI/GetAllActiveUsers?_start=0&_end=1000', admin))
      .body as unknown as Array<{ id: number; email: string }>;
    const ownerId = accounts.find((a) => a.email === other.owner.email)!.id;
    expect((await call(server, 'GET', `/api/PersonalData/people/${ownerId}?format=json`, auditor.headers)).status).toBe(
      403,
    );

    // Names equal by their NFKC key, or empty by it, are refused (finding 9).
    const department = (name: string) => call(server, 'POST', '/api/DepartmentAPI/AddEdit', owner, { name });
    expect((await department(`Finance ${stamp}`)).status).toBe(200);
    for (const name of [
      `Fin\u200bance ${stamp}`,
      `Fin\u00adance ${stamp}`,
      `Finance ${stamp}\ufe0f`,
      '\u2800',
      '\u0301\u0301',
    ])
      expect((await department(name)).status, JSON.stringify(name)).toBeGreaterThanOrEqual(400);

    // A CSV cell with a formula after a separator is quoted and neutralised (finding 10).
    const formula = "Sales;=cmd|' /C calc'!A0";
    const person = await addPerson(owner, { email: `formula-${stamp}@reliability.test`, address: formula });
    const csv = await call(server, 'GET', `/api/PersonalData/people/${person}?format=csv`, owner);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`"Sales;'=cmd|' /C calc'!A0"`);

    // At most 500 titles in one mapping save (finding 12).
    const many = Array.from({ length: 501 }, (_, i) => ({ designation: `Made-up ${i}`, jobTitleId: null }));
    const tooMany = await call(server, 'PUT', '/api/WorkforcePlan/designations', owner, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.alertMessage).toBe(
      'At most 500 job titles can be mapped in one save. Save them in smaller groups.',
    );

    // A CSV not in UTF-8: Windows-1256 Arabic is read as Arabic, Latin-1 is refused naming UTF-8 (finding 13).
    const template = await call(server, 'GET', '/api/ImportAPI/Departments/Template?format=csv&language=en', owner);
    const header = template.text.replace(/^\ufeff/, '').split(/\r?\n/)[0];
    const check = (bytes: Buffer, lang = 'en') => {
      const form = multipart({ UploadedFile: { filename: 'departments.csv', contentType: 'text/csv', data: bytes } });
      return call(
        server,
        'POST',
        '/api/ImportAPI/Departments/Check',
        { ...owner, ...form.headers, 'accept-language': lang },
        form.payload,
      );
    };
    const arabicName = Buffer.from([0xc7, 0xe1, 0xe3, 0xc8, 0xed, 0xda, 0xc7, 0xca]); // المبيعات in Windows-1256
    const arabic = await check(Buffer.concat([Buffer.from(`${header}\r\n`), arabicName, Buffer.from(` ${stamp}\r\n`)]));
    expect(arabic.status, arabic.text).toBe(200);
    expect(arabic.text).not.toContain('\ufffd');
    expect(arabic.body.data, arabic.text).toMatchObject({ rows: 1, problemCount: 0 });
    const latin = Buffer.concat([Buffer.from(`${header}\r\nJ`), Buffer.from([0xe4]), Buffer.from(`ger ${stamp}\r\n`)]);
    for (const lang of ['en', 'ar']) {
      const refused = await check(latin, lang);
      expect(refused.status).toBe(422);
      expect(refused.body.alertMessage).toContain('UTF-8');
    }

    // An unknown typed name is never kept as typed; an out-of-range date is a 400 (finding 14).
    const typed = `Secret#Pass${stamp}\u001b\n`;
    expect(
      (await call(server, 'POST', '/api/AuthenticationAPI/login', {}, { username: typed, password: 'x' }, '127.0.0.9'))
        .status,
    ).toBe(400);
    const platform = await call(server, 'GET', '/api/AuditTrailAPI/GetAll?_page=1&_perPage=100', admin);
    expect(platform.status).toBe(200);
    expect(platform.text).not.toContain(`Secret#Pass${stamp}`);
    const far = await call(server, 'GET', '/api/AuditTrailAPI/GetAll?to=9999-12-31', owner);
    expect(far.status).toBe(400);
    expect(far.body.alertMessage).toEqual(expect.any(String));
  }, 180_000);

  it('answers another organisation’s address in an employee import as a malformed one, counting each against the limit', async () => {
    const tag = `Importer${Date.now()}`;
    const org = await registeredOrganisation(server.url, tag, 1, ['Employee']);
    const template = await call(
      server,
      'GET',
      '/api/ImportAPI/Employees/Template?format=csv&language=en',
      org.owner.headers,
    );
    const header = template.text.replace(/^\ufeff/, '').split(/\r?\n/)[0];
    const cells: Record<string, string> = {
      'First Name': 'Probe',
      'Last Name': 'Person',
      'Phone Number': '+966 50 000 0000',
      Country: 'Saudi Arabia',
      Address: 'Riyadh',
      'Joining Date': '2025-02-01',
      'Employee Type': `${tag} type`,
      Department: `${tag} home`,
      Role: `${tag} staff`,
    };
    const row = (email: string) =>
      header
        .split(',')
        // Required columns are headed with a star ("Email *").
        .map((h) => h.replace(/"|\s*\*$/g, ''))
        .map((h) => (h === 'Email' ? email : (cells[h] ?? '')))
        .join(',');
    const check = (emails: string[]) => {
      const data = Buffer.from([header, ...emails.map(row)].join('\r\n'));
      const form = multipart({ UploadedFile: { filename: 'employees.csv', contentType: 'text/csv', data } });
      return call(
        server,
        'POST',
        '/api/ImportAPI/Employees/Check',
        { ...org.owner.headers, ...form.headers },
        form.payload,
      );
    };
    const first = await check([DEMO_LOGIN.email, 'not-an-email']);
    expect(first.status, first.text).toBe(200);
    const problems = (first.body.data as { problems: Array<{ row: number; column: string; message: string }> })
      .problems;
    const email = (n: number) => problems.find((p) => p.row === n && p.column === 'Email')?.message;
    // The same words for an address of another organisation as for a malformed one.
    expect(email(2), JSON.stringify(problems)).toEqual(expect.stringContaining('cannot be used'));
    expect(email(2)?.replace(DEMO_LOGIN.email, 'X')).toBe(email(3)?.replace('not-an-email', 'X'));
    // Each such address counts: ten more in one file pass the limit of ten an hour.
    const neighbour = await registeredOrganisation(server.url, `Neighbour${Date.now()}`, 1, []);
    const others = [
      ADMIN_LOGIN.email,
      neighbour.owner.email,
      neighbour.employees[0].email,
      ...DEMO_PEOPLE.map((p) => p.email),
    ];
    expect(others.length).toBeGreaterThanOrEqual(10);
    const limited = await check(others);
    expect(limited.status, limited.text.slice(0, 3000)).toBe(429);
  }, 120_000);

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

    const puppets: number[] = [];
    const emails: string[] = [];
    for (const [i, address] of [otherOrg, 'Employee Type', rateKey, 'jwt_secret'].entries()) {
      emails.push(`puppet-${i}-${Date.now()}@reliability.test`);
      puppets.push(await addPerson(owner, { email: emails[i], address, lastName: `Puppet${i}` }));
    }
    for (const id of puppets) {
      const erased = await call(server, 'POST', `/api/PersonalData/people/${id}/erase`, owner);
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    }

    // Nor are they left in the audit trail's before and after values.
    const trail = await call(server, 'GET', '/api/AuditTrailAPI/GetAll?resource=employees&_page=1&_perPage=500', owner);
    expect(trail.status).toBe(200);
    for (const email of emails) expect(trail.text).not.toContain(email);

    await server.stop();
    server = await launchServer(database());
    // The signing key is as it was: the sessions signed before the restart still work.
    expect((await call(server, 'GET', '/api/EmployeeTypeAPI/GetAll', owner)).status).toBe(200);
    expect(await organisations()).toEqual(orgsBefore);
    expect(await lockKeys()).toEqual(locksBefore);
    const typesAfter = (await call(server, 'GET', '/api/EmployeeTypeAPI/GetAll', owner)).body as unknown as unknown[];
    expect(typesAfter).toHaveLength((typesBefore as unknown as unknown[]).length + puppets.length);
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
