import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@domain/permissions';
import { buildWeb } from '../../scripts/webBuild.mjs';
import {
  HR_SAMPLE,
  SAMPLE_HEADER,
  XLSX,
  buildWorkbook,
  fixture,
  sampleRow,
  workbookParts,
  zipArchive,
} from '../support/estimation';
import { multipart } from '../../tools/harness/multipart';
import { ADMIN_LOGIN, DEMO_LOGIN, launchServer, type ServerProcess } from '../../tools/harness/serverProcess';
import { postgresReachable, scratchDatabase, type ScratchDatabase } from '../../tools/harness/postgres';
import { RecordingClient, bearerOf, findSecrets, type Recorded } from './support/recordingClient';

const MB = 1024 * 1024;
const pgAvailable = await postgresReachable();

/** Deflated spaces in 1 MB steps: a sheet that unpacks to `bytes` without the test holding it. */
async function deflatedSpaces(bytes: number, prefix: string): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(Buffer.from(prefix));
  const spaces = Buffer.alloc(MB, 0x20);
  for (let written = 0; written < bytes; written += MB) {
    if (!deflate.write(spaces)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

const INJECTED = [
  '=HYPERLINK("http://evil.example","Click")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
];

/**
 * The security promises, checked against the real server process with its production logger:
 * page and API headers, refresh-token reuse, sign-in and reset limits, hostile uploads and a
 * formula-injection workbook whose exported report is read back, and no secret, hash or token in
 * any answer or log line.
 */
describe('security, against the running server', () => {
  let server: ServerProcess;
  let client: RecordingClient;
  let database: ScratchDatabase | undefined;
  let dataDir: string | undefined;
  /** Tokens, passwords and reset links seen during the run, each with where it may legitimately appear. */
  const issued = new Map<string, string>();
  const passwords = new Map<string, string>();
  /** Answers a token may appear in: the ones that issued it (a refresh in the same second reissues the same access token). */
  const allowedIn = new Map<string, Set<Recorded>>();

  const remember = (answer: Recorded, what: string) => {
    const { accessToken, refreshToken } = answer.json<{ accessToken: string; refreshToken: string }>();
    issued.set(`${what} access token`, accessToken);
    issued.set(`${what} refresh token`, refreshToken);
    for (const token of [accessToken, refreshToken])
      allowedIn.set(token, new Set([...(allowedIn.get(token) ?? []), answer]));
  };

  beforeAll(async () => {
    buildWeb();
    if (pgAvailable) database = await scratchDatabase('tawazun_security');
    else dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawazun-security-'));
    server = await launchServer({ databaseUrl: database?.url, dataDir, logLevel: 'info' });
    client = new RecordingClient(server.url);
    passwords.set('Super Admin password', ADMIN_LOGIN.password);
    passwords.set('demo owner password', DEMO_LOGIN.password);
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends CSP, no-sniff and frame denial with pages and API answers', async () => {
    const answers = [
      await client.call('GET', '/'),
      await client.call('GET', '/signin'),
      await client.call('GET', '/dashboard'),
      await client.call('GET', '/api/health'),
      await client.call('GET', '/api/DepartmentAPI/GetAll'),
      await client.call('GET', '/api/NoSuchAPI/Nothing'),
      await client.call('POST', '/api/AuthenticationAPI/login', { json: { username: 'x@y.z', password: 'nope' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 401, 404, 400]);
    for (const answer of answers) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, answer.url).toContain("default-src 'self'");
      expect(csp, answer.url).toContain("frame-ancestors 'none'");
      expect(csp, answer.url).toContain("object-src 'none'");
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), answer.url).toBe('DENY');
      expect(answer.headers.get('x-powered-by'), answer.url).toBeNull();
    }
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const signedIn = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
    remember(signedIn, 'owner sign-in');
    const first = signedIn.json<{ accessToken: string; refreshToken: string }>();
    const rotated = await client.call('POST', '/api/RefreshTokensAPI/RefreshToken', { json: first });
    expect(rotated.status).toBe(200);
    remember(rotated, 'owner refresh');
    const reuse = await client.call('POST', '/api/RefreshTokensAPI/RefreshToken', { json: first });
    expect(reuse.status).toBe(401);
    const second = rotated.json<{ accessToken: string; refreshToken: string }>();
    expect(
      (
        await client.call('GET', '/api/DepartmentAPI/GetAll', {
          headers: { authorization: `Bearer ${second.accessToken}` },
        })
      ).status,
    ).toBe(401);
    expect((await client.call('POST', '/api/RefreshTokensAPI/RefreshToken', { json: second })).status).toBe(401);
  });

  it('answers 429 with Retry-After once sign-in and password-reset limits are reached', async () => {
    const email = `limited-${Date.now()}@security.test`;
    const logins: number[] = [];
    for (let i = 0; i < 11; i++) logins.push((await client.login(email, `wrong-${i}`)).status);
    expect(logins).toEqual([...Array(10).fill(400), 429]);
    const blocked = client.answers.at(-1) as Recorded;
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const resets: number[] = [];
    for (let i = 0; i < 6; i++)
      resets.push((await client.call('POST', '/api/AuthenticationAPI/ForgotPassword', { json: { email } })).status);
    expect(resets).toEqual([...Array(5).fill(200), 429]);
  });

  it('signs people up, in and out, and resets a password without showing a secret', async () => {
    const password = `Owner#${randomBytes(4).toString('hex')}`;
    passwords.set('new owner password', password);
    const email = `owner-${Date.now()}@security.test`;
    const registered = await client.call('POST', '/api/AuthenticationAPI/Register', {
      json: {
        firstName: 'Sec',
        lastName: 'Owner',
        email,
        password,
        confirmPassword: password,
        companyName: 'Security Co',
      },
    });
    expect(registered.status).toBe(200);
    const admin = await client.login(ADMIN_LOGIN.email, ADMIN_LOGIN.password);
    remember(admin, 'Super Admin sign-in');
    expect(
      (await client.call('GET', '/api/AuthenticationAPI/GetAllInactiveUsers', { headers: bearerOf(admin) })).status,
    ).toBe(200);
    expect(
      (
        await client.call('POST', '/api/AuthenticationAPI/ApproveUser', {
          headers: bearerOf(admin),
          json: [registered.json<{ data: { id: number } }>().data.id],
        })
      ).status,
    ).toBe(200);
    expect(
      (await client.call('GET', '/api/AuthenticationAPI/GetAllActiveUsers', { headers: bearerOf(admin) })).status,
    ).toBe(200);
    const owner = await client.login(email, password);
    remember(owner, 'new owner sign-in');
    const auth = bearerOf(owner);

    const staffPassword = `Staff#${randomBytes(4).toString('hex')}`;
    passwords.set('employee password', staffPassword);
    const type = await client.call('POST', '/api/EmployeeTypeAPI/AddEdit', {
      headers: auth,
      json: { name: 'Permanent' },
    });
    const department = await client.call('POST', '/api/DepartmentAPI/AddEdit', {
      headers: auth,
      json: { name: 'Security' },
    });
    await client.call('POST', '/api/ManageApplicationUserRoles/AddEmployeeRole', {
      headers: auth,
      json: {
        name: 'Staff',
        permissionAndSubPermissions: [{ permissionId: PERMISSIONS.indexOf('Department') + 1, subPermissionIds: [1] }],
      },
    });
    const roles = (
      await client.call('GET', '/api/ManageApplicationUserRoles/GetAllEmployeeRoles', { headers: auth })
    ).json<Array<{ employeeRoleId: number }>>();
    const staffEmail = `staff-${Date.now()}@security.test`;
    const added = await client.call('POST', '/api/AuthenticationAPI/AddEmployee', {
      headers: auth,
      json: {
        firstName: 'Staff',
        lastName: 'Member',
        email: staffEmail,
        phoneNumber: '+966500000001',
        password: staffPassword,
        confirmPassword: staffPassword,
        country: 'SaudiArabia',
        address: 'Riyadh',
        joiningDate: '2024-02-01',
        employeeTypeId: type.json<{ data: { id: number } }>().data.id,
        departmentId: department.json<{ data: { id: number } }>().data.id,
        roleId: roles[0].employeeRoleId,
      },
    });
    expect(added.status, added.text()).toBe(200);
    const staffId = added.json<{ data: { id: number } }>().data.id;
    for (const url of [
      '/api/AuthenticationAPI/GetAllEmployees',
      `/api/AuthenticationAPI/ViewEmployeeDetail?userId=${staffId}`,
      `/api/AuthenticationAPI/ViewUserDetail?userId=${staffId}`,
      '/api/UserManagementAPI/GetAll',
    ]) {
      expect((await client.call('GET', url, { headers: auth })).status, url).toBe(200);
    }
    const staff = await client.login(staffEmail, staffPassword);
    remember(staff, 'employee sign-in');
    expect((await client.call('POST', '/api/AuthenticationAPI/UserSignOut', { headers: bearerOf(staff) })).status).toBe(
      200,
    );

    expect(
      (await client.call('POST', '/api/AuthenticationAPI/ForgotPassword', { json: { email: staffEmail } })).status,
    ).toBe(200);
    if (database) {
      const [mail] = await database.query<{ body: string }>(
        'select body from outbox where recipient = $1 order by id desc limit 1',
        [staffEmail],
      );
      const token = /resetforgetpassword\/([^\s?#]+)/.exec(mail.body)?.[1] ?? '';
      issued.set('password reset token', token);
      const newPassword = `Reset#${randomBytes(4).toString('hex')}`;
      passwords.set('reset password', newPassword);
      const reset = await client.call('POST', '/api/AuthenticationAPI/ResetForgotPassword', {
        json: { applicationUserId: token, newPassword, confirmPassword: newPassword },
      });
      expect(reset.status, reset.text()).toBe(200);
      const again = await client.login(staffEmail, newPassword);
      expect(again.status).toBe(200);
      remember(again, 'employee sign-in after reset');
      // The page the mailed link opens is served, and its token is kept out of the log (checked below).
      expect((await client.call('GET', `/resetforgetpassword/${token}`)).status).toBe(200);
    }
  });

  describe('hostile uploads', () => {
    let auth: Record<string, string>;
    let profile: number;
    const upload = (data: Buffer, filename = 'model.xlsx', type = XLSX) => {
      const form = multipart({
        UploadedFile: { filename, contentType: type, data },
        FileType: 'O',
        OrganizationFteId: profile,
      });
      return client.call('POST', '/api/EstimationApi/AddFile', {
        headers: { ...auth, ...form.headers },
        body: form.payload,
      });
    };
    const storedFiles = async () =>
      (await client.call('GET', '/api/EstimationApi/GetCostingFilesDropDown', { headers: auth })).json<unknown[]>()
        .length;

    beforeAll(async () => {
      const owner = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      remember(owner, 'uploader sign-in');
      auth = bearerOf(owner);
      profile = (await client.call('GET', '/api/OrganizationFTEAPI/GetAll', { headers: auth })).json<
        Array<{ id: number }>
      >()[0].id;
    });

    it('refuses a file over 10 MB with 413 and stores nothing', async () => {
      const before = await storedFiles();
      const res = await upload(Buffer.concat([fixture(HR_SAMPLE), randomBytes(11 * MB)]));
      expect(res.status).toBe(413);
      expect(await storedFiles()).toBe(before);
    });

    it('refuses a zip bomb without the server process growing by 300 MB', async () => {
      const unpacked = 512 * MB;
      const sheet = await deflatedSpaces(
        unpacked,
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>',
      );
      const before = server.memory().rss;
      for (const declared of [unpacked, 4 * MB]) {
        const bomb = zipArchive(
          workbookParts({ name: 'sheet', data: sheet, deflate: false, method: 8, declaredSize: declared }),
        );
        const res = await upload(bomb);
        // Told, the directory is refused as it stands; understated, the cell's text passes 32,767 characters first.
        expect(res.status, `directory says ${declared} bytes`).toBe(declared === unpacked ? 413 : 422);
      }
      expect(server.memory().peak - before).toBeLessThan(300 * MB);
    });

    it('recognises renamed files by their content', async () => {
      expect((await upload(Buffer.from('Sr.#,Category\n1,Strategy\n'), 'renamed.xlsx')).status).toBe(422);
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(512)]);
      expect((await upload(png, 'picture.xlsx')).status).toBe(422);
      // A workbook sent as a profile image is no image.
      const form = multipart({
        ProfileImage: { filename: 'me.png', contentType: 'image/png', data: fixture(HR_SAMPLE) },
        Id: 1,
      });
      const res = await client.call('PATCH', '/api/AuthenticationAPI/UpdateEmployee', {
        headers: { ...auth, ...form.headers },
        body: form.payload,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });

    it('exports the report of a workbook with formula-injection text as plain text, never as formulas', async () => {
      const header = [...SAMPLE_HEADER];
      header[5] = `JD | ${INJECTED[0]}`;
      const rows = [
        header,
        sampleRow(1, { 3: INJECTED[0], 4: INJECTED[1] }),
        sampleRow(2, { 3: INJECTED[2], 4: INJECTED[3] }),
      ];
      const fileName = `injection-${Date.now()}.xlsx`;
      const uploaded = await upload(await buildWorkbook(rows), fileName);
      expect(uploaded.status, uploaded.text()).toBe(200);
      const query = `fileName=${encodeURIComponent(fileName)}&fileType=O`;
      const exported = await client.call('GET', `/api/EstimationApi/ReportWorkbook?${query}`, { headers: auth });
      expect(exported.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.body as unknown as ArrayBuffer);
      const cells: ExcelJS.CellValue[] = [];
      workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.value))));
      expect(
        cells.filter((v) => typeof v === 'object' && v !== null && ('formula' in v || 'sharedFormula' in v)),
      ).toEqual([]);
      const texts = cells.filter((v): v is string => typeof v === 'string');
      expect(texts.filter((t) => /^[=+\-@]/.test(t) && /cmd|HYPERLINK|SUM/.test(t))).toEqual([]);
      expect(texts.some((t) => t.includes('HYPERLINK'))).toBe(true);
      const report = await client.call('GET', `/api/EstimationApi/ReportCalculation?${query}`, { headers: auth });
      expect(report.status).toBe(200);
      const sheet = await client.call('GET', `/api/EstimationApi/GetExcelFileData?${query}`, { headers: auth });
      expect(sheet.text()).not.toContain('"formula"');
    });
  });

  it('shows no secret, hash or token in any answer or log line', async () => {
    await server.stop();
    const secrets = new Map<string, string>([...issued, ...passwords]);
    // Stored secrets are read from PostgreSQL; on a PGlite-only machine the issued ones are checked.
    const stored = database
      ? await database.query<{ label: string; secret: string }>(
          `select 'JWT secret' as label, value as secret from app_settings where key = 'jwt_secret'
           union all select 'password hash of ' || email, password_hash from users
           union all select 'stored refresh-token hash', token_hash from refresh_tokens
           union all select 'stored reset-token hash', token_hash from password_resets`,
        )
      : [];
    for (const row of stored) secrets.set(row.label, row.secret);
    expect(secrets.size).toBeGreaterThan(10);

    const inAnswers: string[] = [];
    for (const answer of client.answers) {
      const text = answer.headers.get('content-type')?.includes('spreadsheet') ? '' : answer.text();
      const mine = new Map([...secrets].filter(([, secret]) => !allowedIn.get(secret)?.has(answer)));
      for (const hit of findSecrets(text, mine))
        inAnswers.push(`${answer.method} ${answer.url} (${answer.status}): ${hit}`);
    }
    expect(inAnswers).toEqual([]);

    const lines = server.output().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(client.answers.length);
    const inLog = lines.flatMap((line) => findSecrets(line, secrets));
    expect(inLog).toEqual([]);
    expect(lines.filter((line) => /resetforgetpassword\/(?!\[redacted\])/i.test(line))).toEqual([]);
    expect(lines.filter((line) => /authorization|bearer /i.test(line) && !/\[Redacted\]/.test(line))).toEqual([]);
  });
});
