import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerAuth, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';

/** DESIGN §3 conventions, checked on the employee types resource. */
describeApi('compatibility layer', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  const count = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/EmployeeTypeAPI/GetAll', headers: auth })).json()
      .length as number;

  beforeAll(async () => {
    ctx = await startApp();
    auth = await ownerAuth(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('matches paths case-insensitively', async () => {
    for (const url of ['/api/EmployeeTypeAPI/GetAll', '/api/employeetypeapi/getall', '/API/EMPLOYEETYPEAPI/GETALL']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
  });

  it('matches body keys case-insensitively and treats "", "null" and "undefined" as absent', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers: auth,
      payload: { ID: '0', NAME: 'Secondment', Description: 'null' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ isSuccess: true, data: { name: 'Secondment', description: null } });
    expect(body.alertMessage).toBe('Employee type added successfully.');
  });

  it('lets the later of two spellings of a key win, in JSON and in multipart alike', async () => {
    const inJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"name":"Loaded","description":"Kept","NAME":"Typed"}',
    });
    expect(inJson.json().data).toMatchObject({ name: 'Typed', description: 'Kept' });
    const form = (fields: Array<[string, string]>) =>
      fields
        .map(([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + '--b--\r\n';
    const headers = { ...auth, 'content-type': 'multipart/form-data; boundary=b' };
    const spellings = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers,
      payload: form([
        ['name', 'Loaded form'],
        ['NAME', 'Typed form'],
      ]),
    });
    expect(spellings.json().data).toMatchObject({ name: 'Typed form' });
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers,
      payload: form([
        ['name', 'First'],
        ['name', 'Second'],
      ]),
    });
    expect(twice.json().data).toMatchObject({ name: 'Second' });
  });

  it('reads an optional id of 0 or null as none chosen: an AddEdit with it creates', async () => {
    for (const id of [0, null, '0', 'null', 'undefined', '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/EmployeeTypeAPI/AddEdit',
        headers: auth,
        payload: { id, name: `Created with ${JSON.stringify(id)}` },
      });
      expect(res.statusCode, JSON.stringify(id)).toBe(200);
      expect(res.json().alertMessage).toBe('Employee type added successfully.');
    }
  });

  it('accepts numeric strings for numbers', async () => {
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/EmployeeTypeAPI/AddEdit',
        headers: auth,
        payload: { name: 'Advisor' },
      })
    ).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers: auth,
      payload: { id: String(created.data.id), name: 'Senior Advisor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.data.id, name: 'Senior Advisor' });
  });

  it('refuses malformed JSON with the failure envelope and changes nothing', async () => {
    const before = await count();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ isSuccess: false, alertMessage: 'The request body is not valid JSON.', errors: {} });
    expect(await count()).toBe(before);
  });

  it('refuses a NUL character anywhere in a request with 400 (PostgreSQL text cannot hold one)', async () => {
    const before = await count();
    const inBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers: auth,
      payload: { name: 'Bad\u0000name' },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().errors.Name).toEqual(['Name is not valid']);
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers: auth,
      payload: { name: 'Ok', extra: [{ deep: ['\u0000'] }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/EmployeeTypeAPI/GetAll?q=%00', headers: auth })).statusCode,
    ).toBe(400);
    for (const key of ['__proto__', 'a%3Ab', '%7B', '']) {
      const odd = await ctx.app.inject({ method: 'GET', url: `/api/EmployeeTypeAPI/GetAll?${key}=%00`, headers: auth });
      expect(odd.statusCode, key).toBe(400);
      expect(odd.json().errors, key).toEqual({ Request: ['Request is not valid'] });
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Costing/GetAllCostingByFile/%00', headers: auth })).statusCode,
    ).toBe(400);
    expect(await count()).toBe(before);
  });

  it.each([
    ['cut short', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx'],
    [
      'without a boundary',
      'multipart/form-data',
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--',
    ],
    ['not multipart at all', 'multipart/form-data; boundary=b', 'not multipart at all'],
  ])('refuses a multipart body %s with 400 and changes nothing', async (_what, type, payload) => {
    const before = await count();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers: { ...auth, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, alertMessage: 'The request could not be understood.' });
    expect(await count()).toBe(before);
  });

  it.each([
    [{ name: '' }, 'Name', 'Name is required'],
    [{}, 'Name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name', 'Name must be at most 100 characters'],
    [{ name: { first: 'x' } }, 'Name', 'Name is not valid'],
    [{ name: ['a'] }, 'Name', 'Name is not valid'],
    [{ name: 'Ok', id: 'abc' }, 'Id', 'Id is not a valid id'],
    [{ name: 'Ok', id: -3 }, 'Id', 'Id is not a valid id'],
  ])('refuses %j with a message under %s', async (payload, field, message) => {
    const before = await count();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/EmployeeTypeAPI/AddEdit', headers: auth, payload });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.isSuccess).toBe(false);
    expect(body.errors[field]).toContain(message);
    expect(await count()).toBe(before);
  });

  it('answers in Arabic when the caller prefers it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/EmployeeTypeAPI/AddEdit',
      headers: { ...auth, 'accept-language': 'ar-SA,ar;q=0.9' },
      payload: { name: '' },
    });
    expect(res.json().errors.Name).toEqual(['حقل الاسم مطلوب']);
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/NoSuchAPI/GetAll', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isSuccess: false });
  });

  it('never leaks a stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/EmployeeTypeAPI/GetById/99999999999999999999',
      headers: auth,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses callers without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/EmployeeTypeAPI/GetAll', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ isSuccess: false, alertMessage: 'Please sign in to continue.' });
    }
  });
});
