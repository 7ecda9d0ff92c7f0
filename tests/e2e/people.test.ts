import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enServer from '../../public/locales/en/server.json';
import arServer from '../../public/locales/ar/server.json';
import enPeople from '../../public/locales/en/people.json';
import arPeople from '../../public/locales/ar/people.json';
import { launchBrowser } from '../../tools/harness/browser';
import { asShown } from '../support/locales';
import { startServer, type RunningServer } from '../support/server';
import { demoText } from '@domain/demo';
import { OWNER, call, createEmployee, createRole, idByName, signIn, tokenOf } from '../support/e2eAccounts';

type Messages = typeof enServer.validation;

/** The spec §5 messages an empty Add Employee form shows, by field, in one language. */
const emptyFormMessages = (m: Messages) => ({
  firstName: m.person.firstName,
  lastName: m.person.lastName,
  email: m.person.email,
  phoneNumber: m.person.phoneNumber,
  password: m.person.password,
  country: m.person.country,
  address: m.person.address,
  joiningDate: m.employee.joiningDate,
  employeeTypeId: m.employee.employeeType,
  departmentId: m.employee.department,
  roleId: m.employee.role,
});

const helper = (page: Page, field: string) => page.locator(`#field-${field}-helper-text`);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const shows = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

/** What the form loads: the structure's choices (not its lists, which need View) and the roles, all on /api/v1. */
const LIST_PATHS = [
  'api/v1/employeeTypes/choices',
  'api/v1/roles',
  'api/v1/teams/choices',
  'api/v1/subDepartments/choices',
  'api/v1/departments/choices',
  'api/v1/jobTitles/choices',
];

/**
 * Add Employee exactly as spec §2 and §5 describe it: the messages under the fields, the first
 * invalid field focused, 'Add Now' while saving, and a new employee who can sign in.
 */
async function addEmployeeFlow(page: Page, url: string, language: 'en' | 'ar', email: string) {
  const m = asShown(language === 'en' ? enServer.validation : arServer.validation, language);
  const words = language === 'en' ? enPeople.form : arPeople.form;
  const lists: string[] = [];
  page.on('request', (request) => {
    if (LIST_PATHS.some((p) => request.url().includes(p))) lists.push(request.url());
  });
  // One of the six lists fails: the form says so and still works (job titles are optional).
  await page.route('**/api/v1/jobTitles/choices?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"isSuccess":false}' }),
  );
  await page.goto(`${url}/employeesdetail`);
  await page.locator(`a[href="/AddEmployee"]`).click();
  await page.waitForURL('**/AddEmployee');
  await shows(page, words.dropdownsFailed);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  // The six lists are asked for on opening; the dropdowns fill from them.
  await expect.poll(() => page.locator('#field-roleId option').count()).toBeGreaterThan(1);
  expect(LIST_PATHS.every((p) => lists.some((u) => u.includes(p)))).toBe(true);
  // The email field is read-only until focused.
  expect(await page.locator('#field-email').getAttribute('readonly')).not.toBeNull();

  const submit = page.locator('form button[type="submit"]');
  await submit.click();
  for (const [field, message] of Object.entries(emptyFormMessages(m))) {
    await expect.poll(() => helper(page, field).textContent(), { message: field }).toBe(message);
  }
  expect(await focused(page)).toBe('field-firstName');

  await page.locator('#field-firstName').fill('Noura');
  await page.locator('#field-lastName').fill(language === 'en' ? 'Saleh' : 'الصالح');
  await page.locator('#field-email').click();
  await page.locator('#field-email').fill('a@b');
  await page.locator('#field-phoneNumber').fill('0551234567');
  await page.locator('#field-password').fill('12345');
  await page.locator('#field-confirmPassword').fill('12346');
  await page.locator('#field-country').fill('Saudi Arabia');
  await page.locator('#field-address').fill('Olaya Street, Riyadh');
  // The joining date in the reader's order, month names and digits (never the browser's "mm/dd/yyyy").
  await page.locator('#field-joiningDate-day').selectOption('1');
  await page.locator('#field-joiningDate-month').selectOption('2');
  await page.locator('#field-joiningDate-year').selectOption('2025');
  const chosen = (part: string) => page.locator(`#field-joiningDate-${part} option:checked`).textContent();
  expect([await chosen('day'), await chosen('month'), await chosen('year')]).toEqual(
    language === 'en' ? ['1', 'February', '2025'] : ['١', 'فبراير', '٢٠٢٥'],
  );
  const reading = helper(page, 'joiningDate');
  await expect.poll(() => reading.locator('[data-date]').getAttribute('data-date')).toBe('2025-02-01');
  if (language === 'ar') expect(await reading.locator('[data-calendar="hijri"]').textContent()).toContain('١٤٤٦');
  await submit.click();
  await expect.poll(() => helper(page, 'email').textContent()).toBe(m.person.emailInvalid);
  expect(await helper(page, 'password').textContent()).toBe(m.person.passwordShort);
  expect(await helper(page, 'confirmPassword').textContent()).toBe(m.person.passwordMismatch);
  expect(await focused(page)).toBe('field-email');

  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill('Secret#1');
  await page.locator('#field-confirmPassword').fill('Secret#2');
  await submit.click();
  await expect.poll(() => helper(page, 'confirmPassword').textContent()).toBe(m.person.passwordMismatch);
  expect(await focused(page)).toBe('field-confirmPassword');
  await page.locator('#field-confirmPassword').fill('Secret#1');

  // The demo's names in the reader's language.
  const demo = (name: string) => demoText(name, language);
  await page.locator('#field-employeeTypeId').selectOption({ label: demo('Permanent') });
  await page.locator('#field-departmentId').selectOption({ label: demo('Human Resources') });
  // Sub-departments follow the department: another department's are not offered.
  const hrOperations = page.locator('#field-subDepartmentId option', { hasText: demo('HR Operations') });
  await expect.poll(() => hrOperations.count()).toBe(1);
  expect(await page.locator('#field-subDepartmentId option', { hasText: demo('Accounts') }).count()).toBe(0);
  await page.locator('#field-subDepartmentId').selectOption({ label: demo('HR Operations') });
  await page.locator('#field-roleId').selectOption({ label: demo('Read-only Viewer') });

  // A refusal by the server: its message as a toast and under the field, the form kept.
  const errors = language === 'en' ? enServer.errors : arServer.errors;
  await page.locator('#field-email').fill('hr.manager@demo.local');
  await submit.click();
  await shows(page, errors.emailTaken);
  await expect.poll(() => helper(page, 'email').textContent()).toBe(errors.emailTaken);
  expect(page.url()).toContain('/AddEmployee');
  expect(await page.locator('#field-firstName').inputValue()).toBe('Noura');

  // While saving, 'Add Now' reads 'Adding...' and cannot be pressed again.
  await page.route('**/api/v1/employees', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('#field-email').fill(email);
  expect(await submit.textContent()).toBe(words.addNow);
  await submit.click();
  await expect.poll(() => submit.textContent()).toBe(words.adding);
  expect(await submit.isDisabled()).toBe(true);

  const added = language === 'en' ? enServer.success.employeeCreated : arServer.success.employeeCreated;
  await shows(page, added);
  await page.waitForURL('**/employeesdetail');
  await page
    .getByPlaceholder(
      language === 'en' ? 'Search by name, email or phone' : 'ابحث بالاسم أو البريد الإلكتروني أو الهاتف',
    )
    .fill(email);
  await expect.poll(() => page.getByRole('row').filter({ hasText: email }).count()).toBe(1);
}

describe('people screens in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerToken: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ownerToken = await tokenOf(server.url, OWNER);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds an employee in English, who can then sign in', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, server.url, OWNER, '/employeesdetail');
    await addEmployeeFlow(page, server.url, 'en', 'noura.en@demo.local');
    await context.close();

    const newcomer = await browser.newPage();
    await signIn(newcomer, server.url, { email: 'noura.en@demo.local', password: 'Secret#1' }, '/employeetypelist');
    await shows(newcomer, 'Permanent');
    await newcomer.close();
  });

  it('adds an employee in Arabic, with the Arabic messages, who can then sign in', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    const page = await context.newPage();
    await signIn(page, server.url, OWNER, '/employeesdetail');
    await addEmployeeFlow(page, server.url, 'ar', 'noura.ar@demo.local');
    await context.close();
    expect(
      (
        await call(server.url, '/api/AuthenticationAPI/login', {
          body: { username: 'noura.ar@demo.local', password: 'Secret#1' },
        })
      ).status,
    ).toBe(200);
  });

  it('fills the Add Employee dropdowns for a role with Employee Add but no View on the structure lists', async () => {
    const roleId = await createRole(server.url, ownerToken, 'Hiring clerks', { Employee: ['Add'] });
    const clerk = { email: 'hiring.clerk@demo.local', password: 'Clerk#1234' };
    await createEmployee(server.url, ownerToken, { ...clerk, roleId });
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
    });
    await signIn(page, server.url, clerk, '/AddEmployee');
    await expect.poll(() => page.locator('#field-departmentId option', { hasText: 'Human Resources' }).count()).toBe(1);
    await expect.poll(() => page.locator('#field-roleId option', { hasText: 'Hiring clerks' }).count()).toBe(1);
    expect(await page.locator('#field-employeeTypeId option', { hasText: 'Permanent' }).count()).toBe(1);
    // Choosing a department loads the projects (teams follow the structure) through their choices too.
    const projects = page.waitForResponse((response) => response.url().includes('/api/v1/projects/choices'));
    await page.locator('#field-departmentId').selectOption({ label: 'Human Resources' });
    expect((await projects).status()).toBe(200);
    await expect
      .poll(() => page.locator('#field-subDepartmentId option', { hasText: 'HR Operations' }).count())
      .toBe(1);
    expect(await page.getByText(enPeople.form.dropdownsFailed, { exact: true }).count()).toBe(0);
    expect(refused).toEqual([]);
    await page.close();
  });

  it('filters the employee list by department and team for a role with Employees Detail View alone', async () => {
    const roleId = await createRole(server.url, ownerToken, 'Employee list readers', { 'Employees Detail': ['View'] });
    const reader = { email: 'list.reader@demo.local', password: 'Reader#1234' };
    await createEmployee(server.url, ownerToken, { ...reader, roleId });
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const refused: string[] = [];
    const structureCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
      if (/\/api\/(v1\/departments|v1\/teams|DepartmentAPI|TeamAPI)\b/.test(response.url()))
        structureCalls.push(new URL(response.url()).pathname);
    });
    await signIn(page, server.url, reader, '/employeesdetail');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'hr.manager@demo.local' }).count()).toBe(1);

    // The filters offer the structure's names through its choices; the lists stay closed to this role.
    const filterBy = async (source: string, label: string, typed: string, option: string) => {
      await page.locator('button.add-filter').click();
      await page.locator(`li.new-filter-item[data-key="${source}"]`).click();
      const input = page.getByRole('combobox', { name: label, exact: true });
      await input.fill(typed);
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await filterBy('departmentId', enServer.fields.departmentId, 'fin', 'Finance');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'hr.manager@demo.local' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'accountant@demo.local' }).count()).toBe(1);
    expect(await page.getByRole('row').filter({ hasText: 'finance@demo.local' }).count()).toBe(1);
    await filterBy('teamId', enServer.fields.teamId, 'payable', 'Accounts Payable');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'finance@demo.local' }).count()).toBe(0);
    expect(await page.getByRole('row').filter({ hasText: 'accountant@demo.local' }).count()).toBe(1);

    // Reopened from its address, the list names the chosen department and team again.
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: enServer.fields.departmentId, exact: true }).inputValue())
      .toBe('Finance');
    await expect
      .poll(() => page.getByRole('combobox', { name: enServer.fields.teamId, exact: true }).inputValue())
      .toBe('Accounts Payable');
    // The rows come after the filter names; wait for the filtered page rather than read it once.
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'accountant@demo.local' }).count()).toBe(1);

    expect(refused).toEqual([]);
    expect(structureCalls.length).toBeGreaterThan(0);
    expect(structureCalls.filter((path) => !path.endsWith('/choices'))).toEqual([]);
    await page.close();
  });

  it('applies a role edited to remove Add from Department at the next sign-in', async () => {
    const roleId = await createRole(server.url, ownerToken, 'Department editors', { Department: ['View', 'Add'] });
    const editor = { email: 'dept.editor@demo.local', password: 'Editor#123' };
    await createEmployee(server.url, ownerToken, { ...editor, roleId });

    const before = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(before, server.url, editor, '/departmentlist');
    await expect.poll(() => before.locator('a[href="/departments/create"]').count()).toBe(1);
    expect(await before.locator('a[href="/department"]').count()).toBe(1);
    await before.close();

    // The owner takes Add away in the role matrix.
    const owner = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(owner, server.url, OWNER, '/rolelist');
    const row = owner.getByRole('row').filter({ hasText: 'Department editors' });
    await row.locator('a[href^="/editrole"]').click();
    await owner.waitForURL('**/editrole?roleId=*');
    const cell = owner.getByRole('checkbox', { name: 'Department, Add', exact: true });
    await expect.poll(() => cell.isChecked()).toBe(true);
    await cell.uncheck();
    await owner.locator('form button[type="submit"]').click();
    await shows(owner, enServer.success.roleUpdated);
    await owner.close();

    const after = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(after, server.url, editor, '/departmentlist');
    await shows(after, 'Human Resources');
    expect(await after.locator('a[href="/departments/create"]').count()).toBe(0);
    expect(await after.locator('a[href="/department"]').count()).toBe(0);
    const token = await after.evaluate(() => localStorage.getItem('accessToken'));
    const attempt = await call(server.url, '/api/DepartmentAPI/AddEdit', {
      token: String(token),
      body: { name: 'Shadow department' },
    });
    expect(attempt.status).toBe(403);
    await after.close();
    expect(
      await idByName(
        server.url,
        ownerToken,
        '/api/ManageApplicationUserRoles/GetAllEmployeeRoles',
        'Department editors',
      ),
    ).toBe(roleId);
  });
});
