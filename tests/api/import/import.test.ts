import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import { auditLog, departments, outbox, passwordResets, subDepartments, users } from '../../../server/db/schema';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { multipart } from '../../../tools/harness/multipart';
import { createEmployee, createRole, createStructure, grants, type TestStructure } from '../../support/people';
import { importReportSchema, type ImportReport as Report } from '@domain/import/report';

const HEADER =
  'First Name,Last Name,Email,Phone Number,Country,Address,Joining Date,Employee Type,Department,Sub-department,Team,Job title,Role';
const ARABIC_HEADER =
  'الاسم الأول,اسم العائلة,البريد الإلكتروني,رقم الهاتف,الدولة,العنوان,تاريخ الالتحاق,نوع الموظف,الإدارة,القسم,الفريق,المسمى الوظيفي,الدور';

describeApi('bulk import', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let s: TestStructure;
  let taken: string;
  const stamp = Date.now();

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'Import Org'));
    s = await createStructure(ctx, org, 'I');
    await createRole(ctx, org, grants('Department:View'), 'Clerk');
    taken = (await createEmployee(ctx, org, {})).email;
  });
  afterAll(() => ctx?.close());

  const send = (kind: string, step: 'Check' | 'Import', text: string, headers = owner, name = 'file.csv') => {
    const body = multipart({ uploadedFile: { filename: name, contentType: 'text/csv', data: Buffer.from(text) } });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/ImportAPI/${kind}/${step}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const person = (n: number, overrides: Partial<Record<string, string>> = {}) => {
    const cells = {
      first: `Imported${n}`,
      last: 'Person',
      email: `imported${n}.${stamp}@import.test`,
      phone: '+966 50 000 0000',
      country: 'Saudi Arabia',
      address: '1 Olaya Street',
      joining: '2025-02-01',
      type: 'I Permanent',
      department: 'I Finance',
      sub: 'I Finance Ops',
      team: 'I Finance Team',
      title: 'I Analyst',
      role: 'Clerk',
      ...overrides,
    };
    return Object.values(cells).join(',');
  };
  const importedCount = async () =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(users)
        .where(like(users.email, `%.${stamp}@import.test`))
    )[0].n;

  it('lists one problem of each kind by row and column, with the Add Employee messages, and writes nothing', async () => {
    const file = [
      HEADER,
      person(1),
      person(2, { first: '' }),
      person(3, { email: 'not-an-email' }),
      person(4, { email: `imported1.${stamp}@import.test` }),
      person(5, { email: taken }),
      person(6, { department: 'Nowhere' }),
      person(7, { role: 'Astronaut' }),
      person(8, { title: 'Wizard' }),
      person(9, { joining: '2025-02-30' }),
      person(10, { phone: '' }),
      person(11, { type: '' }),
      person(12, { sub: 'I Sales Ops', team: '' }),
    ].join('\n');
    const res = await send('Employees', 'Check', file);
    expect(res.statusCode).toBe(200);
    // The answer is the report the domain declares, which the data provider reads too.
    const report: Report = importReportSchema.strict().parse(res.json().data);
    expect(report.rows).toBe(12);
    expect(report.created).toBe(0);
    const at = (row: number) => report.problems.filter((p) => p.row === row).map((p) => `${p.column}: ${p.message}`);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual(['First Name: Please fill the First Name field']);
    expect(at(4)).toEqual([
      'Email: "not-an-email" cannot be used as an email. Check how it is written, or use another address.',
    ]);
    expect(at(5)).toEqual(['Email: This email is already in row 2 of the file.']);
    expect(at(6)).toEqual([`Email: "${taken}" is already the email of an employee of your organisation.`]);
    expect(at(7)).toEqual(['Department: "Nowhere" is not a department.']);
    expect(at(8)).toEqual(['Role: "Astronaut" is not a role.']);
    expect(at(9)).toEqual(['Job title: "Wizard" is not a job title.']);
    expect(at(10)).toEqual(['Joining Date: Joining Date is not a valid date']);
    expect(at(11)).toEqual(['Phone Number: Please fill the Phone Number field']);
    expect(at(12)).toEqual(['Employee Type: Please select Employee Type']);
    expect(at(13)).toEqual(['Sub-department: The chosen sub-department does not belong to the chosen department.']);
    expect(report.problemCount).toBe(11);
    expect(await importedCount()).toBe(0);
  });

  it('imports nothing when one row is bad, and everything when none is, each new employee mailed a set-password link', async () => {
    const good = [person(20), person(21, { sub: '', team: '', title: '' }), person(22)];
    const refused = await send('Employees', 'Import', [HEADER, ...good, person(23, { email: 'bad' })].join('\n'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.problems).toEqual([
      {
        row: 5,
        column: 'Email',
        field: 'email',
        message: '"bad" cannot be used as an email. Check how it is written, or use another address.',
        value: 'bad',
      },
    ]);
    expect(await importedCount()).toBe(0);

    const res = await send('Employees', 'Import', [HEADER, ...good].join('\r\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json().alertMessage).toBe('3 rows imported.');
    expect(await importedCount()).toBe(3);
    const [layla] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, `imported20.${stamp}@import.test`));
    expect(layla).toMatchObject({
      organizationId: org,
      departmentId: s.departmentId,
      subDepartmentId: s.subDepartmentId,
      teamId: s.teamId,
      designationId: s.jobTitleId,
      employeeTypeId: s.employeeTypeId,
      joiningDate: '2025-02-01',
      isActive: true,
    });
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(like(outbox.recipient, `%.${stamp}@import.test`));
    expect(mails).toHaveLength(3);
    expect(mails[0].body).toMatch(/\/resetforgetpassword\/[\w-]{20,}/);
    const resets = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, layla.id));
    expect(resets).toHaveLength(1);
    // The mailed link sets the first password, which then signs in.
    const token = /\/resetforgetpassword\/([\w-]+)/.exec(mails.find((m) => m.recipient === layla.email)!.body)![1];
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/ResetForgotPassword',
      payload: { applicationUserId: token, newPassword: 'Chosen#123', confirmPassword: 'Chosen#123' },
    });
    expect(set.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/login',
      payload: { username: layla.email, password: 'Chosen#123' },
    });
    expect(login.statusCode).toBe(200);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, 'import.employees'));
    expect(entry.detail).toEqual({ count: 3 });
    // Each imported person's history starts with the import, as a create of its own, without secrets.
    const [created] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'employees'), eq(auditLog.recordId, layla.id)));
    expect(created).toMatchObject({ action: 'create', event: 'employees.create', detail: { imported: true } });
    expect((created.changes as Record<string, { after: unknown }>).email.after).toBe(layla.email);
    expect(JSON.stringify(created.changes)).not.toMatch(/passwordHash|set-password/);
  });

  it('imports the structure level by level, parents named by name or id', async () => {
    const depts = await send('Departments', 'Import', 'Name,Description\nImported Ops,Operations\nImported Legal,\n');
    expect(depts.statusCode).toBe(200);
    const [ops] = await ctx.database.db
      .select()
      .from(departments)
      .where(and(eq(departments.organizationId, org), eq(departments.name, 'Imported Ops')));
    const subs = await send(
      'SubDepartments',
      'Import',
      `Name,Department\nField Work,Imported Ops\nDesk Work,${ops.id}\nCourts,imported legal\n`,
    );
    expect(subs.statusCode).toBe(200);
    expect(subs.json().data.created).toBe(3);
    const under = await ctx.database.db.select().from(subDepartments).where(eq(subDepartments.parentId, ops.id));
    expect(under.map((r) => r.name).sort()).toEqual(['Desk Work', 'Field Work']);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.event, 'import.structure'));
    expect(entry.detail).toEqual({ resource: 'departments', count: 2 });
    const [opsCreated] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'departments'), eq(auditLog.recordId, ops.id)));
    expect(opsCreated).toMatchObject({ action: 'create', organizationId: org });
    expect((opsCreated.changes as Record<string, { after: unknown }>).name.after).toBe('Imported Ops');
  });

  it('reports structure problems: missing name, unknown parent, duplicates in the database and in the file', async () => {
    const res = await send(
      'SubDepartments',
      'Check',
      `Name,Department,Description\n,I Finance,\nX,Atlantis,\nI Finance Ops,I Finance,\nTwice,I Finance,\nTwice,I Finance,\nLong,I Finance,${'d'.repeat(501)}\n`,
    );
    const { problems } = res.json().data as Report;
    expect(problems.map((p) => `${p.row} ${p.column}: ${p.message}`)).toEqual([
      '2 Name: Name is required',
      '3 Department: "Atlantis" is not a department.',
      '4 Name: The name "I Finance Ops" is already used here.',
      '6 Name: The name "Twice" is already used here.',
      '7 Description: Description must be at most 500 characters',
    ]);
    const missing = await send('SubDepartments', 'Check', 'Name,Description\nA,B\n');
    expect(missing.json().data.problems[0]).toMatchObject({ row: 1, column: 'Department' });
  });

  it('reads Arabic headers and answers in Arabic', async () => {
    const file = [ARABIC_HEADER, person(40, { first: '' })].join('\n');
    const res = await send('Employees', 'Check', file, { ...owner, 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.problems).toEqual([
      { row: 2, column: 'الاسم الأول', field: 'firstName', message: 'يرجى تعبئة حقل الاسم الأول' },
    ]);
    const fixed = await send('Employees', 'Import', [ARABIC_HEADER, person(40)].join('\n'), {
      ...owner,
      'accept-language': 'ar',
    });
    expect(fixed.statusCode).toBe(200);
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `imported40.${stamp}@import.test`));
    expect(mail.subject).toContain('توازن');
  });

  it('reads Excel workbooks and serves templates in both languages that read back', async () => {
    for (const language of ['en', 'ar']) {
      const template = await ctx.app.inject({
        method: 'GET',
        url: `/api/ImportAPI/Employees/Template?format=xlsx&language=${language}`,
        headers: owner,
      });
      expect(template.statusCode).toBe(200);
      const ExcelJS = (await import('exceljs')).default;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const row = person(language === 'en' ? 50 : 51).split(',');
      sheet.addRow([...row.slice(0, 6), new Date(Date.UTC(2025, 1, 1)), ...row.slice(7)]);
      const data = Buffer.from(await workbook.xlsx.writeBuffer());
      const body = multipart({
        uploadedFile: { filename: 'people.xlsx', contentType: 'application/octet-stream', data },
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/ImportAPI/Employees/Import',
        payload: body.payload,
        headers: { ...owner, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/ImportAPI/Teams/Template?format=csv&language=ar',
      headers: owner,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('الاسم *');
  });

  describe('permissions', () => {
    it('needs the Add permission of the kind imported', async () => {
      const clerk = await createEmployee(ctx, org, { grants: grants('Department:Add', 'Department:View') });
      expect((await send('Departments', 'Check', 'Name\nA\n', clerk.auth)).statusCode).toBe(200);
      expect((await send('Employees', 'Check', `${HEADER}\n${person(60)}`, clerk.auth)).statusCode).toBe(403);
      expect((await send('Teams', 'Import', 'Name,Project\nA,B\n', clerk.auth)).statusCode).toBe(403);
    });

    it('refuses a role beyond the importer’s own rights', async () => {
      const hr = await createEmployee(ctx, org, { grants: grants('Employee:Add') });
      const res = await send('Employees', 'Check', `${HEADER}\n${person(61)}`, hr.auth);
      expect(res.json().data.problems).toEqual([
        expect.objectContaining({
          row: 2,
          field: 'roleId',
          message: 'You cannot give permissions that you do not hold yourself.',
        }),
      ]);
    });

    it('answers 400, never 500, without a file or with an unreadable one', async () => {
      const none = await ctx.app.inject({
        method: 'POST',
        url: '/api/ImportAPI/Departments/Check',
        headers: owner,
        payload: {},
      });
      expect(none.statusCode).toBe(400);
      for (const step of ['Check', 'Import'] as const) {
        const junk = await send('Departments', step, 'PK\u0003\u0004garbage', owner, 'x.xlsx');
        expect(junk.statusCode).toBe(422);
        expect(junk.json()).toMatchObject({ isSuccess: false, alertMessage: expect.any(String) });
      }
    });
  });
});
