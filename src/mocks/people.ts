import { http, HttpResponse, type HttpHandler } from 'msw';
import { forgotPasswordSchema, registerSchema, resetPasswordSchema } from '../domain/account';
import { employeeCreateSchema, employeeUpdateSchema } from '../domain/employee';
import { PEOPLE_PATHS as P } from '../dataProvider/peoplePaths';
import { bodyOf, fail, ok, page, validation, type Row } from './peopleHelpers';
import { roleHandlers, RoleTable } from './roles';
import type { MockStore } from './store';

const NAMES = [
  ['employeeTypeId', 'employeeTypes', 'employeeType'],
  ['departmentId', 'departments', 'department'],
  ['subDepartmentId', 'subDepartments', 'subDepartment'],
  ['designationId', 'jobTitles', 'designation'],
  ['teamId', 'teams', 'team'],
] as const;

const EMPLOYEE_SEARCH = ['firstName', 'lastName', 'email', 'phoneNumber'];
const EMPLOYEE_FILTERS = [
  'departmentId',
  'subDepartmentId',
  'teamId',
  'roleId',
  'designationId',
  'employeeTypeId',
  'status',
];

/** Employees, organisation owners and the account endpoints, in memory. */
class PeopleTable {
  employees: Row[] = [];
  owners: Row[] = [
    {
      id: 9001,
      email: 'pending@example.com',
      userName: 'pending@example.com',
      firstName: 'Sara',
      lastName: 'Haddad',
      address: 'Olaya Street',
      country: 'Saudi Arabia',
      companyName: 'Haddad Trading',
      status: 'pending',
    },
    {
      id: 9002,
      email: 'owner@demo.local',
      userName: 'owner@demo.local',
      firstName: 'Demo',
      lastName: 'Owner',
      address: 'King Fahd Road',
      country: 'Saudi Arabia',
      companyName: 'Demo Company',
      status: 'active',
    },
  ];
  private nextId = 1;

  constructor(
    private readonly store: MockStore,
    private readonly roles: RoleTable,
  ) {}

  /** The record as the list answers it: ids and the names they point at. */
  view(row: Row): Row {
    const names: Record<string, unknown> = {};
    for (const [idKey, table, nameKey] of NAMES)
      names[nameKey] = row[idKey] ? (this.store.find(table, Number(row[idKey]))?.name ?? null) : null;
    const role = this.roles.find(Number(row.roleId));
    return {
      ...row,
      ...names,
      role: role?.name ?? null,
      userName: row.email,
      status: row.isActive ? 'active' : 'inactive',
      imagePath: null,
    };
  }

  save(values: Record<string, unknown>, id?: number): Row {
    const { password: _p, confirmPassword: _c, profileImage: _i, ...fields } = values;
    const existing = id ? this.employees.find((e) => e.id === id) : undefined;
    if (existing) return Object.assign(existing, fields);
    const row = {
      ...fields,
      id: this.nextId++,
      isActive: true,
      createdDate: new Date().toISOString(),
      createdBy: 'Demo Owner',
    } as Row;
    this.employees.push(row);
    return row;
  }

  emailTaken(email: unknown, except?: number): boolean {
    const wanted = String(email).toLowerCase();
    return [...this.employees, ...this.owners].some((p) => String(p.email).toLowerCase() === wanted && p.id !== except);
  }
}

function employeeHandlers(people: PeopleTable): HttpHandler[] {
  const list = ({ request }: { request: Request }) =>
    page(
      people.employees.map((e) => people.view(e)),
      new URL(request.url),
      EMPLOYEE_SEARCH,
      EMPLOYEE_FILTERS,
    );
  const create = async (request: Request, successKey: string) => {
    const checked = validation(employeeCreateSchema, await bodyOf(request));
    if (checked.response) return checked.response;
    if (people.emailTaken(checked.data.email))
      return fail(409, 'errors.emailTaken', { Email: ['An account with this email already exists.'] });
    return ok(successKey, people.view(people.save(checked.data)));
  };
  const update = async (request: Request, successKey: string) => {
    const checked = validation(employeeUpdateSchema, await bodyOf(request));
    if (checked.response) return checked.response;
    const id = Number(checked.data.id);
    if (!people.employees.some((e) => e.id === id)) return fail(404, 'errors.notFound');
    if (people.emailTaken(checked.data.email, id))
      return fail(409, 'errors.emailTaken', { Email: ['An account with this email already exists.'] });
    return ok(successKey, people.view(people.save(checked.data, id)));
  };
  const remove =
    (key: string) =>
    ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
      const index = people.employees.findIndex((e) => e.id === Number(params.id));
      if (index < 0) return fail(404, 'errors.notFound');
      return ok(key, people.view(people.employees.splice(index, 1)[0]));
    };
  const one = (request: Request) =>
    people.employees.find((e) => e.id === Number(new URL(request.url).searchParams.get('userId')));

  return [
    http.get(`*${P.employees.list}`, list),
    http.get(`*${P.users.list}`, list),
    http.post(`*${P.employees.add}`, ({ request }) => create(request, 'success.employeeCreated')),
    http.patch(`*${P.employees.update}`, ({ request }) => update(request, 'success.employeeUpdated')),
    http.post(`*${P.users.save}`, async ({ request }) => {
      const body = await bodyOf(request.clone());
      return Number(body.id ?? 0) > 0 ? update(request, 'success.userUpdated') : create(request, 'success.userCreated');
    }),
    http.delete(`*${P.employees.remove}/:id`, remove('success.employeeDeleted')),
    http.delete(`*${P.users.remove}/:id`, remove('success.userDeleted')),
    http.get(`*${P.employees.detail}`, ({ request }) => {
      const row = one(request);
      return row ? HttpResponse.json(people.view(row)) : fail(404, 'errors.notFound');
    }),
    http.get(`*${P.employees.userDetail}`, ({ request }) => {
      const row = one(request);
      return row ? HttpResponse.json(people.view(row)) : fail(404, 'errors.notFound');
    }),
  ];
}

function accountHandlers(people: PeopleTable): HttpHandler[] {
  const everyone = (): Row[] => [...people.owners, ...people.employees];
  const change =
    (active: boolean, key: string) =>
    async ({ request }: { request: Request }) => {
      const ids = ([] as unknown[]).concat(await request.json()).map(Number);
      for (const id of ids) {
        const owner = people.owners.find((o) => o.id === id);
        if (owner) owner.status = active ? 'active' : 'deactivated';
        const employee = people.employees.find((e) => e.id === id);
        if (employee) employee.isActive = active;
      }
      return ok(`${key}_${ids.length === 1 ? 'one' : 'other'}`, { ids }, { count: ids.length });
    };
  return [
    http.get(`*${P.accounts.active}`, ({ request }) =>
      page(
        people.owners.filter((o) => o.status === 'active'),
        new URL(request.url),
        ['email', 'firstName', 'lastName', 'companyName'],
      ),
    ),
    http.get(`*${P.accounts.inactive}`, ({ request }) =>
      page(
        people.owners.filter((o) => o.status !== 'active'),
        new URL(request.url),
        ['email', 'firstName', 'lastName', 'companyName'],
      ),
    ),
    http.post(`*${P.accounts.approve}`, change(true, 'success.usersApproved')),
    http.post(`*${P.accounts.deactivate}`, change(false, 'success.usersDeactivated')),
    http.post('*/api/AuthenticationAPI/Register', async ({ request }) => {
      const checked = validation(registerSchema, await bodyOf(request));
      if (checked.response) return checked.response;
      if (everyone().some((p) => String(p.email).toLowerCase() === String(checked.data.email).toLowerCase())) {
        return fail(409, 'errors.emailTaken', { Email: ['An account with this email already exists.'] });
      }
      const owner = {
        ...checked.data,
        id: 9000 + people.owners.length + 1,
        userName: checked.data.email,
        status: 'pending',
      } as Row;
      delete owner.password;
      delete owner.confirmPassword;
      people.owners.push(owner);
      return ok('success.registered', owner);
    }),
    http.post('*/api/AuthenticationAPI/ForgotPassword', async ({ request }) => {
      const checked = validation(forgotPasswordSchema, await bodyOf(request));
      return checked.response ?? ok('success.resetMailSent', null);
    }),
    http.post('*/api/AuthenticationAPI/ResetForgotPassword', async ({ request }) => {
      const checked = validation(resetPasswordSchema, await bodyOf(request));
      if (checked.response) return checked.response;
      // In the mock every link works except one spelled "expired".
      if (checked.data.applicationUserId === 'expired')
        return fail(400, 'errors.resetLinkInvalid', {
          ApplicationUserId: ['This password reset link is invalid or has expired. Please request a new one.'],
        });
      return ok('success.passwordReset', null);
    }),
  ];
}

/** The people endpoints of the mock backend: employees, users, roles, approval and sign-up. */
export function peopleHandlers(store: MockStore): HttpHandler[] {
  const roles = new RoleTable();
  const people = new PeopleTable(store, roles);
  roles.holders = (id) => people.employees.filter((e) => Number(e.roleId) === id).length;
  return [...employeeHandlers(people), ...accountHandlers(people), ...roleHandlers(roles)];
}
