import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { multipart } from '../../../tools/harness/multipart';

/** Names a reader cannot tell from "Finance": each is the same name (domain/sameName.ts). */
const LOOK_ALIKES = [
  'Fin\u200bance',
  'Fin\u00adance',
  'Fin\u2060ance',
  'Finance\ufe0f',
  '\uff26\uff49\uff4e\uff41\uff4e\uff43\uff45',
  'FINANCE\u2800',
];

/**
 * Two names a reader cannot tell apart are duplicates, wherever names must differ: structure
 * siblings, roles and the import's dry run. A name of nothing to read is refused with a message.
 */
describeApi('names that only look different', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  const post = (url: string, payload: object, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers: { ...auth, 'accept-language': lang }, payload });

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth } = await createOrganization(ctx, 'Same Names Co'));
  });
  afterAll(() => ctx?.close());

  it('refuses a department beside another of the same look, on create and on rename, in both languages', async () => {
    const finance = await post('DepartmentAPI/AddEdit', { name: 'Finance' });
    expect(finance.statusCode).toBe(200);
    for (const name of LOOK_ALIKES) {
      const res = await post('DepartmentAPI/AddEdit', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(409);
      expect(res.json().errors.Name).toEqual([`The name "${name}" is already used here.`]);
    }
    const arabic = await post('DepartmentAPI/AddEdit', { name: 'Fin\u200bance' }, 'ar');
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().alertMessage).toMatch(/مستخدم/);
    const sales = (await post('DepartmentAPI/AddEdit', { name: 'Sales' })).json().data;
    const renamed = await post('DepartmentAPI/AddEdit', {
      id: sales.id,
      name: 'Finance\ufe0f',
      version: sales.version,
    });
    expect(renamed.statusCode).toBe(409);
    // Under another parent the same name is allowed, as before.
    const sub = await post('SubDepartmentAPI/AddEditSubDepartment', {
      name: 'Fin\u200bance',
      departmentId: sales.id,
    });
    expect(sub.statusCode, sub.body).toBe(200);
  });

  it('refuses a role of the same look', async () => {
    const role = (name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ManageApplicationUserRoles/AddEmployeeRole',
        headers: auth,
        payload: { name, description: '', permissionAndSubPermissions: [] },
      });
    expect((await role('Planner')).statusCode).toBe(200);
    const twin = await role('Plan\u200bner');
    expect(twin.statusCode).toBe(409);
    expect(twin.json().alertMessage).toBe('The name "Plan\u200bner" is already used here.');
  });

  it('refuses a name of only a blank pattern or only marks, saying why, in English and Arabic', async () => {
    const blank = await post('DepartmentAPI/AddEdit', { name: '\u2800\u2800' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.Name).toEqual(['Name is required']);
    const marks = await post('DepartmentAPI/AddEdit', { name: '\u0301\u0301' });
    expect(marks.statusCode).toBe(400);
    expect(marks.json().errors.Name).toEqual([
      'Name holds only accents or marks, with no letter or digit. Please retype it.',
    ]);
    const arabic = await post('DepartmentAPI/AddEdit', { name: '\u064b\u064e' }, 'ar');
    expect(arabic.json().errors.Name[0]).toContain('علامات أو حركات فقط');
    const role = await ctx.app.inject({
      method: 'POST',
      url: '/api/ManageApplicationUserRoles/AddEmployeeRole',
      headers: auth,
      payload: { name: '\u0301', permissionAndSubPermissions: [] },
    });
    expect(role.statusCode).toBe(400);
  });

  it('reports a look-alike in an import file as a duplicate, of the database or of an earlier row', async () => {
    const body = multipart({
      uploadedFile: {
        filename: 'departments.csv',
        contentType: 'text/csv',
        data: Buffer.from(`Name,Description\nFin\u2060ance,\nLegal,\nLEGAL\ufe0f,\n`),
      },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ImportAPI/Departments/Check',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { problems } = res.json().data as { problems: Array<{ row: number; column: string }> };
    expect(problems.map((p) => `${p.row} ${p.column}`)).toEqual(['2 Name', '4 Name']);
  });
});
