import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createOrganization, login, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { multipart } from '../../../tools/harness/multipart';
import {
  createEmployee,
  createRole,
  createStructure,
  employeeForm,
  grants,
  type TestStructure,
} from '../../support/people';
import { users } from '../../../server/db/schema';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('tawazun-test-image'),
]);

/** Every message of the specification's Add Employee table (§5), in English and Arabic. */
const REQUIRED = {
  FirstName: ['Please fill the First Name field', 'يرجى تعبئة حقل الاسم الأول'],
  LastName: ['Please fill the Last Name field', 'يرجى تعبئة حقل اسم العائلة'],
  Email: ['Please fill the Email field', 'يرجى تعبئة حقل البريد الإلكتروني'],
  PhoneNumber: ['Please fill the Phone Number field', 'يرجى تعبئة حقل رقم الهاتف'],
  Password: ['Please fill the Password field', 'يرجى تعبئة حقل كلمة المرور'],
  Country: ['Please fill the Country field', 'يرجى تعبئة حقل الدولة'],
  Address: ['Please fill the Address field', 'يرجى تعبئة حقل العنوان'],
  JoiningDate: ['Please select Joining Date', 'يرجى اختيار تاريخ الالتحاق'],
  EmployeeTypeId: ['Please select Employee Type', 'يرجى اختيار نوع الموظف'],
  DepartmentId: ['Please select Department', 'يرجى اختيار الإدارة'],
  RoleId: ['Please select Role', 'يرجى اختيار الدور'],
} as const;

describeApi('employees', () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let org: number;
  let s: TestStructure;
  let roleId: number;

  beforeAll(async () => {
    ctx = await startApp();
    ({ organizationId: org, auth: owner } = await createOrganization(ctx, 'People Org'));
    s = await createStructure(ctx, org);
    roleId = await createRole(ctx, org, grants('Department:View', 'Employee Type:View'), 'Clerk');
  });
  afterAll(() => ctx?.close());

  const form = (overrides: Record<string, string | number | undefined> = {}) => employeeForm(s, roleId, overrides);
  const add = (fields: Parameters<typeof multipart>[0], headers: Record<string, string> = owner) => {
    const body = multipart(fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/AddEmployee',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const update = (fields: Parameters<typeof multipart>[0], headers: Record<string, string> = owner) => {
    const body = multipart(fields);
    return ctx.app.inject({
      method: 'PATCH',
      url: '/api/AuthenticationAPI/UpdateEmployee',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const get = (url: string, headers: Record<string, string> = owner) => ctx.app.inject({ method: 'GET', url, headers });

  it.each([
    ['en', 0],
    ['ar', 1],
  ] as const)(
    'answers an empty form with each message of the specification under its field (%s)',
    async (lang, column) => {
      const blank = Object.fromEntries(Object.keys(form()).map((k) => [k, k.endsWith('Id') ? '' : '   ']));
      const body = multipart(blank);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/AuthenticationAPI/AddEmployee',
        payload: body.payload,
        headers: { ...owner, ...body.headers, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      const { errors, alertMessage } = res.json();
      expect(errors).toEqual(
        Object.fromEntries(Object.entries(REQUIRED).map(([field, texts]) => [field, [texts[column]]])),
      );
      expect(alertMessage).toBe(REQUIRED.FirstName[column]);
    },
  );

  it('applies the password and email rules of the specification', async () => {
    const res = await add(form({ Email: 'a@b', Password: '12345', ConfirmPassword: '12345' }));
    expect(res.json().errors).toEqual({
      Email: ['Email is invalid'],
      Password: ['Password must be at least 6 characters'],
    });
    const mismatch = await add(form({ ConfirmPassword: 'Other#2025' }));
    expect(mismatch.json().errors).toEqual({ ConfirmPassword: ['Passwords do not match'] });
    const arabic = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/AddEmployee',
      headers: { ...owner, 'accept-language': 'ar' },
      payload: form({ Email: 'a@b', ConfirmPassword: 'x' }),
    });
    expect(arabic.json().errors).toEqual({
      Email: ['البريد الإلكتروني غير صالح'],
      ConfirmPassword: ['كلمتا المرور غير متطابقتين'],
    });
  });

  it('creates an active employee with a profile image, who can sign in with the role’s permissions', async () => {
    const fields = form({ Email: 'layla@people.test' });
    const res = await add({ ...fields, ProfileImage: { filename: 'me.png', contentType: 'image/png', data: PNG } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.alertMessage).toBe('Employee added successfully.');
    expect(body.data).toMatchObject({
      firstName: 'Layla',
      email: 'layla@people.test',
      department: 'S Finance',
      subDepartment: 'S Finance Ops',
      team: 'S Finance Team',
      designation: 'S Analyst',
      role: 'Clerk',
      employeeType: 'S Permanent',
      joiningDate: '2025-01-05',
      isActive: true,
      status: 'active',
    });
    expect(res.body).not.toMatch(/passwordHash|argon2/);

    const image = await ctx.app.inject({ method: 'GET', url: body.data.imagePath });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // Another first character: replacing it with 'x' left one signature in 64 unchanged.
    const tampered = (body.data.imagePath as string).replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/login',
      payload: { username: 'layla@people.test', password: fields.Password },
    });
    expect(session.json()).toMatchObject({ role: 3, roleId });
    expect(session.json().userPermissions.map((p: { permissionName: string }) => p.permissionName)).toEqual([
      'Employee Type',
      'Department',
    ]);
  });

  it('accepts png, jpeg and webp by content only, at most 2 MB', async () => {
    const gif = Buffer.from('GIF89a-pretending');
    const wrong = await add({ ...form(), ProfileImage: { filename: 'x.png', contentType: 'image/png', data: gif } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.ProfileImage).toEqual(['The profile image must be a PNG, JPEG or WebP picture.']);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await add({ ...form(), ProfileImage: { filename: 'big.png', contentType: 'image/png', data: big } });
    expect(large.statusCode).toBe(413);
    expect(large.json().errors.ProfileImage).toEqual(['The profile image must be at most 2 MB.']);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    for (const [data, type] of [
      [webp, 'image/webp'],
      [jpeg, 'image/jpeg'],
    ] as const) {
      const ok = await add({
        ...form(),
        ProfileImage: { filename: 'x.bin', contentType: 'application/octet-stream', data },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: ok.json().data.imagePath })).headers['content-type']).toBe(
        type,
      );
    }
    const none = await add({
      ...form(),
      ProfileImage: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    });
    expect(none.json().data.imagePath).toBeNull();
  });

  it('refuses references outside the organisation or outside the chosen department', async () => {
    const other = await createOrganization(ctx, 'Elsewhere Org');
    const foreign = await createStructure(ctx, other.organizationId, 'F');
    const res = await add(
      form({
        DepartmentId: foreign.departmentId,
        EmployeeTypeId: foreign.employeeTypeId,
        DesignationId: foreign.jobTitleId,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      DepartmentId: ['The chosen Department does not exist in your organisation.'],
      EmployeeTypeId: ['The chosen Employee Type does not exist in your organisation.'],
      DesignationId: ['The chosen Job title does not exist in your organisation.'],
    });
    const misplaced = await add(form({ SubDepartmentId: s.otherSubDepartmentId, TeamId: s.otherTeamId }));
    expect(misplaced.json().errors).toEqual({
      SubDepartmentId: ['The chosen sub-department does not belong to the chosen department.'],
      TeamId: ['The chosen team does not belong to the chosen department and sub-department.'],
    });
    // Ids beyond a PostgreSQL integer are wrong ids under their fields, never a database error.
    const huge = String(Number.MAX_SAFE_INTEGER);
    const beyond = await add(form({ DepartmentId: huge, TeamId: huge, RoleId: huge }));
    expect(beyond.statusCode, beyond.body).toBe(400);
    expect(Object.keys(beyond.json().errors).sort()).toEqual(['DepartmentId', 'RoleId', 'TeamId']);
    const optional = await add(form({ SubDepartmentId: '', TeamId: '0', DesignationId: undefined }));
    expect(optional.statusCode, optional.body).toBe(200);
    expect(optional.json().data).toMatchObject({ subDepartmentId: null, teamId: null, designationId: null });
  });

  it('refuses an email that is taken', async () => {
    const res = await add(form({ Email: 'LAYLA@people.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.Email).toEqual(['An account with this email already exists.']);
  });

  it('counts taken-email answers against the acting account: 429 with Retry-After beyond ten an hour', async () => {
    const prober = await createOrganization(ctx, 'Probe Org');
    const probeStructure = await createStructure(ctx, prober.organizationId, 'P');
    const probeRole = await createRole(ctx, prober.organizationId, grants('Department:View'), 'Prober');
    const probe = (email: string, lang = 'en') =>
      add(
        {
          ...form({
            Email: email,
            EmployeeTypeId: probeStructure.employeeTypeId,
            DepartmentId: probeStructure.departmentId,
            SubDepartmentId: '',
            DesignationId: '',
            TeamId: '',
            RoleId: probeRole,
          }),
        },
        { ...prober.auth, 'accept-language': lang },
      );
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await probe('layla@people.test')).statusCode);
    expect(answers).toEqual(Array(10).fill(409));
    const blocked = await probe('layla@people.test', 'ar');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(blocked.json().alertMessage).toBe('محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ٦٠ دقيقة.');
    // A free address is refused too while the window lasts, or the 429 itself would say "taken".
    expect((await probe(`free.${Date.now()}@people.test`)).statusCode).toBe(429);
    // The limit is the prober's: the organisation next door still hears 409.
    expect((await add(form({ Email: 'layla@people.test' }))).statusCode).toBe(409);
  });

  it('refuses names that only look filled or hold text-direction controls, and keeps Arabic joiners', async () => {
    const invisible = await add(form({ FirstName: '\u200b\u2060' }));
    expect(invisible.json().errors).toEqual({ FirstName: ['Please fill the First Name field'] });
    const spoofed = await ctx.app.inject({
      method: 'POST',
      url: '/api/AuthenticationAPI/AddEmployee',
      headers: { ...owner, 'accept-language': 'ar' },
      payload: form({ LastName: 'Saleh\u202egnp.exe' }),
    });
    expect(spoofed.statusCode).toBe(400);
    expect(Object.keys(spoofed.json().errors)).toEqual(['LastName']);
    expect(spoofed.json().errors.LastName[0]).toContain('رموز تحكم');
    const persian = '\u0641\u0631\u0647\u0627\u062f\u200c\u0647\u0627';
    const kept = await add(form({ LastName: persian }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.lastName).toBe(persian);
  });

  it('updates an employee without passwords and shows the names in the user detail', async () => {
    const created = (await add(form({ Email: 'omar@people.test', FirstName: 'Omar' }))).json().data;
    const res = await update({
      ...form({
        Email: 'omar@people.test',
        FirstName: 'Omar',
        LastName: 'Farouk',
        DepartmentId: s.otherDepartmentId,
        SubDepartmentId: '',
        TeamId: '',
      }),
      Password: undefined,
      ConfirmPassword: undefined,
      Id: created.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().alertMessage).toBe('Employee updated successfully.');
    const detail = (await get(`/api/AuthenticationAPI/ViewEmployeeDetail?userId=${created.id}`)).json();
    expect(detail).toMatchObject({
      firstName: 'Omar',
      lastName: 'Farouk',
      departmentId: s.otherDepartmentId,
      subDepartmentId: null,
      roleId,
      joiningDate: '2025-01-05',
    });
    const view = (await get(`/api/AuthenticationAPI/ViewUserDetail?userId=${created.id}`)).json();
    expect(view).toMatchObject({
      department: 'S Sales',
      subDepartment: null,
      role: 'Clerk',
      designation: 'S Analyst',
      employeeType: 'S Permanent',
      createdBy: 'Owner People Org',
    });
    expect(new Date(view.createdDate).toString()).not.toBe('Invalid Date');
    expect(view).not.toHaveProperty('departmentId');
    // The password did not change.
    await login(ctx.app, 'omar@people.test', 'Layla#2025');
    expect((await update({ ...form(), Id: 999999 })).statusCode).toBe(404);
    const beyond = await update({ ...form(), Id: Number.MAX_SAFE_INTEGER });
    expect(beyond.statusCode, beyond.body).toBe(400);
    expect(Object.keys(beyond.json().errors)).toEqual(['Id']);
  });

  it('lets Employee Edit alone read the record the edit form loads, of employees it may edit only', async () => {
    const created = (await add(form({ Email: 'edit.target@people.test', FirstName: 'Huda' }))).json().data;
    const editor = await createEmployee(ctx, org, { grants: grants('Employee:Edit') });
    const detail = await get(`/api/AuthenticationAPI/ViewEmployeeDetail?userId=${created.id}`, editor.auth);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      firstName: 'Huda',
      email: 'edit.target@people.test',
      departmentId: s.departmentId,
      subDepartmentId: s.subDepartmentId,
      teamId: s.teamId,
      roleId,
    });
    // The owner is no one an editor may update, so not someone the form opens on either.
    const [ownerRow] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org), eq(users.isOwner, true)));
    expect((await get(`/api/AuthenticationAPI/ViewEmployeeDetail?userId=${ownerRow.id}`, editor.auth)).statusCode).toBe(
      404,
    );
    // What the edit form does not need stays behind Employees Detail View.
    expect((await get(`/api/AuthenticationAPI/ViewUserDetail?userId=${created.id}`, editor.auth)).statusCode).toBe(403);
    expect((await get('/api/AuthenticationAPI/GetAllEmployees', editor.auth)).statusCode).toBe(403);
    const adder = await createEmployee(ctx, org, { grants: grants('Employee:Add') });
    expect((await get(`/api/AuthenticationAPI/ViewEmployeeDetail?userId=${created.id}`, adder.auth)).statusCode).toBe(
      403,
    );
    const reader = await createEmployee(ctx, org, { grants: grants('Employees Detail:View') });
    expect((await get(`/api/AuthenticationAPI/ViewEmployeeDetail?userId=${ownerRow.id}`, reader.auth)).statusCode).toBe(
      200,
    );
  });

  it('lists employees with paging, search, filters and sorting, never the owner', async () => {
    const all = (await get('/api/AuthenticationAPI/GetAllEmployees')).json() as Array<{
      id: number;
      email: string;
      departmentId: number;
    }>;
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.some((e) => e.email.startsWith('owner-'))).toBe(false);
    const page = await get('/api/AuthenticationAPI/GetAllEmployees?_page=2&_perPage=2&_sort=email&_order=ASC');
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBe(all.length);
    const sorted = [...all]
      .sort((a, b) => a.email.localeCompare(b.email))
      .slice(2, 4)
      .map((e) => e.email);
    expect(page.json().map((e: { email: string }) => e.email)).toEqual(sorted);
    expect(
      (await get('/api/AuthenticationAPI/GetAllEmployees?q=omar fa')).json().map((e: { email: string }) => e.email),
    ).toEqual(['omar@people.test']);
    const sales = (await get(`/api/AuthenticationAPI/GetAllEmployees?departmentId=${s.otherDepartmentId}`)).json();
    expect(sales.map((e: { email: string }) => e.email)).toEqual(['omar@people.test']);
    expect(
      (await get(`/api/AuthenticationAPI/GetAllEmployees?teamId=${s.teamId}&roleId=${roleId}&status=Active`)).json()
        .length,
    ).toBeGreaterThan(0);
    expect((await get('/api/AuthenticationAPI/GetAllEmployees?status=inactive')).json()).toEqual([]);
    expect((await get('/api/AuthenticationAPI/GetAllEmployees?_sort=salary')).statusCode).toBe(400);
    // Dates sort as dates (a column header of the list): oldest first, ties by id.
    for (const field of ['joiningDate', 'createdDate'] as const) {
      const res = await get(`/api/AuthenticationAPI/GetAllEmployees?_sort=${field}&_order=ASC&_page=1&_perPage=50`);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as Array<Record<typeof field, string | null> & { id: number }>;
      const key = (r: (typeof rows)[number]) => (r[field] === null ? Infinity : Date.parse(r[field]));
      expect(rows.map((r) => r.id)).toEqual([...rows].sort((a, b) => key(a) - key(b) || a.id - b.id).map((r) => r.id));
    }
  });

  it('deletes an employee, but not oneself or the owner', async () => {
    const doomed = (await add(form())).json().data;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/AuthenticationAPI/DeleteEmployee/${doomed.id}`,
      headers: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().alertMessage).toBe('Employee deleted successfully.');
    expect((await get(`/api/AuthenticationAPI/ViewEmployeeDetail?userId=${doomed.id}`)).statusCode).toBe(404);
    const [ownerRow] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org), eq(users.isOwner, true)));
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/AuthenticationAPI/DeleteEmployee/${ownerRow.id}`,
          headers: owner,
        })
      ).statusCode,
    ).toBe(404);
    const manager = await createEmployee(ctx, org, { grants: grants('Employee:Delete') });
    const self = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/AuthenticationAPI/DeleteEmployee/${manager.userId}`,
      headers: manager.auth,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().alertMessage).toBe('You cannot delete your own account.');
  });

  it('applies a changed role on the employee’s next request', async () => {
    const clerk = await createEmployee(ctx, org, { grants: grants('Department:View') });
    const departments = () => get('/api/DepartmentAPI/GetAll', clerk.auth);
    expect((await departments()).statusCode).toBe(200);
    const nothing = await createRole(ctx, org, {});
    await ctx.database.db.update(users).set({ roleId: nothing }).where(eq(users.id, clerk.userId));
    expect((await departments()).statusCode).toBe(403);
  });

  it('lets an account manager hand out only roles within their own rights', async () => {
    const manager = await createEmployee(ctx, org, { grants: grants('Employee:Add', 'Department:View') });
    const mightier = await createRole(ctx, org, grants('Department:View', 'Department:Delete'));
    const refused = await add(form({ RoleId: mightier }), manager.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.RoleId).toEqual(['You cannot give permissions that you do not hold yourself.']);
    const humbler = await createRole(ctx, org, grants('Department:View'));
    expect((await add(form({ RoleId: humbler }), manager.auth)).statusCode).toBe(200);
  });

  it('lets an account manager deactivate and reactivate employees of the organisation only', async () => {
    const manager = await createEmployee(ctx, org, { grants: grants('Employee:Edit') });
    const worker = await createEmployee(ctx, org, { grants: grants('Department:View') });
    const post = (url: string, payload: unknown) =>
      ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: manager.auth });
    expect((await post('/api/AuthenticationAPI/DeactivateUser', [worker.userId])).statusCode).toBe(200);
    expect((await get('/api/DepartmentAPI/GetAll', worker.auth)).statusCode).toBe(401);
    expect(
      (await get('/api/AuthenticationAPI/GetAllEmployees?status=inactive')).json().map((e: { id: number }) => e.id),
    ).toContain(worker.userId);
    expect((await post('/api/AuthenticationAPI/ApproveUser', [String(worker.userId)])).statusCode).toBe(200);
    await login(ctx.app, worker.email, worker.password);
    const stranger = await createOrganization(ctx, 'Stranger Org');
    const outsider = await createEmployee(ctx, stranger.organizationId);
    const [ownerRow] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org), eq(users.isOwner, true)));
    for (const id of [outsider.userId, ownerRow.id, manager.userId]) {
      expect((await post('/api/AuthenticationAPI/DeactivateUser', [id])).statusCode).toBe(404);
    }
    expect((await get('/api/DepartmentAPI/GetAll', outsider.auth)).statusCode).not.toBe(401);
  });
});

describeApi('employee lists at scale', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx?.close());

  it('pages through 10,000 employees with filters and an exact total', async () => {
    const { organizationId, auth } = await createOrganization(ctx, 'Large Org');
    const s = await createStructure(ctx, organizationId, 'L');
    const role = await createRole(ctx, organizationId, {});
    await ctx.database.db.execute(`
      insert into users (organization_id, email, password_hash, first_name, last_name, is_active, role_id, department_id, team_id, employee_type_id)
      select ${organizationId}, 'bulk' || n || '@large.test', 'x', 'Bulk', 'Person ' || lpad(n::text, 5, '0'), n % 10 <> 0, ${role},
             case when n % 2 = 0 then ${s.departmentId} else ${s.otherDepartmentId} end, ${s.teamId}, ${s.employeeTypeId}
      from generate_series(1, 10000) as n`);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/AuthenticationAPI/GetAllEmployees?_page=150&_perPage=50&_sort=lastName&_order=DESC',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('10000');
    expect(res.json()[0].lastName).toBe('Person 02550');
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: `/api/AuthenticationAPI/GetAllEmployees?_page=1&_perPage=10&departmentId=${s.departmentId}&status=inactive`,
      headers: auth,
    });
    expect(filtered.headers['x-total-count']).toBe('1000');
    expect(
      filtered
        .json()
        .every((e: { department: string; isActive: boolean }) => e.department === 'L Finance' && !e.isActive),
    ).toBe(true);
  });
  it('sends a list page of tens of kilobytes compressed in one piece, its compressed length announced', async () => {
    const { organizationId, auth } = await createOrganization(ctx, 'Many People Org');
    const clerk = await createRole(ctx, organizationId, {});
    for (let i = 0; i < 60; i++) await createEmployee(ctx, organizationId, { roleId: clerk });
    const url = '/api/AuthenticationAPI/GetAllEmployees?_page=1&_perPage=100';
    const get = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
    const plain = await get(auth);
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    // One call, not a stream: a stream's answer goes in chunks with no length.
    for (const [encoding, unzip] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get({ ...auth, 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(unzip(res.rawPayload).toString()).toBe(plain.body);
    }
  });
});
