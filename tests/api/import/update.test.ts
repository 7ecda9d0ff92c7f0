import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { departments, subDepartments, users } from '../../../server/db/schema';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { multipart } from '../../../tools/harness/multipart';
import { createEmployee, createRole, createStructure, grants, type TestStructure } from '../../support/people';
import type { ImportReport as Report } from '@domain/import/report';

const HEADER =
  'First Name,Last Name,Email,Phone Number,Country,Address,Joining Date,Employee Type,Department,Sub-department,Team,Job title,Role';

describeApi('import in update mode, and the rows to fix', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let s: TestStructure;
  let known: { userId: number; email: string };
  let stranger: { userId: number; email: string };

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Update Import Org'));
    s = await createStructure(ctx, org, 'U');
    await createRole(ctx, org, grants('Department:View'), 'Clerk');
    known = await createEmployee(ctx, org, {});
    const other = await createOrganization(ctx, 'Other Update Org');
    stranger = await createEmployee(ctx, other.organizationId, {});
  });
  afterAll(() => ctx?.close());

  const send = (kind: string, step: string, data: string | Buffer, query = '', headers = owner, name = 'f.csv') => {
    const body = multipart({
      uploadedFile: { filename: name, contentType: 'application/octet-stream', data: Buffer.from(data) },
    });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/ImportAPI/${kind}/${step}${query}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const person = (email: string, last = 'Person', department = 'U Finance') =>
    [
      'Imported',
      last,
      email,
      '+966 50 000 0000',
      'Saudi Arabia',
      '1 Olaya Street',
      '2025-02-01',
      'U Permanent',
      department,
      '',
      '',
      '',
      'Clerk',
    ].join(',');
  const lastNameOf = async (id: number) =>
    (await ctx.database.db.select({ last: users.lastName }).from(users).where(eq(users.id, id)))[0].last;

  it('updates structure elements by name under their parent when asked, saying how many it creates and updates', async () => {
    const file = `Name,Department,Description\nU Finance Ops,U Finance,Rewritten\nU Brand New,U Finance,Fresh\n`;
    const created = await send('SubDepartments', 'Check', file);
    expect(created.json().data.problems.map((p: { message: string }) => p.message)).toEqual([
      'The name "U Finance Ops" is already used here.',
    ]);
    const check = await send('SubDepartments', 'Check', file, '?mode=update');
    expect(check.json().data).toMatchObject({ toCreate: 1, toUpdate: 1, problemCount: 0, created: 0, updated: 0 });
    const done = await send('SubDepartments', 'Import', file, '?mode=update');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ created: 1, updated: 1 });
    expect(done.json().alertMessage).toBe('2 rows imported.');
    const [ops] = await ctx.database.db.select().from(subDepartments).where(eq(subDepartments.id, s.subDepartmentId));
    expect(ops.description).toBe('Rewritten');
  });

  it('updates all the rows or none: one bad row leaves every record as it was', async () => {
    const file = `Name,Description\nU Finance,Changed\n${'x'.repeat(101)},Too long a name\n`;
    const refused = await send('Departments', 'Import', file, '?mode=update');
    expect(refused.statusCode).toBe(422);
    const [finance] = await ctx.database.db.select().from(departments).where(eq(departments.id, s.departmentId));
    expect(finance.description).not.toBe('Changed');
  });

  it("updates employees by email within the organisation, never another organisation's", async () => {
    const file = [HEADER, person(known.email, 'Renamed'), person(stranger.email, 'Hijacked')].join('\n');
    const check = await send('Employees', 'Check', file, '?mode=update');
    const report = check.json().data as Report;
    expect(report.problems).toEqual([
      {
        row: 3,
        column: 'Email',
        field: 'email',
        message: `"${stranger.email}" cannot be used as an email. Check how it is written, or use another address.`,
        value: stranger.email,
      },
    ]);
    expect((await send('Employees', 'Import', file, '?mode=update')).statusCode).toBe(422);
    expect(await lastNameOf(known.userId)).not.toBe('Renamed');
    expect(await lastNameOf(stranger.userId)).not.toBe('Hijacked');

    const mine = [HEADER, person(known.email, 'Renamed')].join('\n');
    const asNew = (await send('Employees', 'Check', mine)).json().data as Report;
    expect(asNew.problems[0].message).toBe(
      `"${known.email}" is already the email of an employee of your organisation.`,
    );
    const done = await send('Employees', 'Import', mine, '?mode=update');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ created: 0, updated: 1 });
    expect(await lastNameOf(known.userId)).toBe('Renamed');
    expect(await lastNameOf(stranger.userId)).not.toBe('Renamed');
  });

  it('never writes over the owner by email', async () => {
    const [ownerRow] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org), eq(users.isOwner, true)));
    const file = [HEADER, person(ownerRow.email, 'Overwritten')].join('\n');
    const check = (await send('Employees', 'Check', file, '?mode=update')).json().data as Report;
    expect(check.problems[0].message).toBe(
      `"${ownerRow.email}" is already the email of an employee of your organisation.`,
    );
    expect((await send('Employees', 'Import', file, '?mode=update')).statusCode).toBe(422);
    expect(await lastNameOf(ownerRow.id)).toBe(ownerRow.lastName);
  });

  it('echoes the value found in each problem, isolated in Arabic', async () => {
    const file = [HEADER, person('echo@update.test', 'Echo', 'Marketing')].join('\n');
    const en = (await send('Employees', 'Check', file)).json().data as Report;
    expect(en.problems).toEqual([
      {
        row: 2,
        column: 'Department',
        field: 'departmentId',
        message: '"Marketing" is not a department.',
        value: 'Marketing',
      },
    ]);
    const ar = (await send('Employees', 'Check', file, '', { ...owner, 'accept-language': 'ar' })).json()
      .data as Report;
    expect(ar.problems[0].message).toBe('لا توجد إدارة باسم "\u2068Marketing\u2069".');
  });

  it('answers the failing rows as a file of the format uploaded, with a column saying what is wrong', async () => {
    const file = [HEADER, person('ok@update.test'), person('bad@update.test', 'Bad', 'Marketing')].join('\n');
    const csv = await send('Employees', 'FailingRows', file);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`${HEADER},Problems`);
    expect(lines[1]).toContain('bad@update.test');
    expect(lines[1]).toContain('Department: ""Marketing"" is not a department.');

    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('People');
    for (const line of file.split('\n')) sheet.addRow(line.split(','));
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const xlsx = await send(
      'Employees',
      'FailingRows',
      data,
      '?mode=update',
      { ...owner, 'accept-language': 'ar' },
      'p.xlsx',
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = back.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(2);
    expect(rows[0].at(-1)).toBe('المشكلات');
    expect(rows[1]).toContain('bad@update.test');
    expect(String(rows[1].at(-1))).toContain('لا توجد إدارة باسم');
  });
});
