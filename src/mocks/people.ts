import { http, HttpResponse, type HttpHandler } from 'msw';
import { forgotPasswordSchema, registerSchema, resetPasswordSchema } from '@domain/account';
import { EMPLOYEE_FILTER_NAMES, NO_JOB_TITLE, employeeCreateSchema, employeeUpdateSchema } from '@domain/employee';
import { api, apiRoute } from '@domain/api';
import { DEMO_COMPANY, DEMO_OWNER } from '@domain/demo';
import type { ResourceName } from '@domain/registry';
import { CREATED_BY, bodyOf, fail, listAnswer, notFound, ok, serverWords, validation, type Row } from './http';
import { roleHandlers } from './roles';
import type { MockStore } from './store';

/** The employee fields that point at an element, the element's table and the name the list shows. */
export const EMPLOYEE_REFERENCES = [
  ['employeeTypeId', 'employeeTypes', 'employeeType'],
  ['departmentId', 'departments', 'department'],
  ['subDepartmentId', 'subDepartments', 'subDepartment'],
  ['designationId', 'jobTitles', 'designation'],
  ['teamId', 'teams', 'team'],
] as const satisfies ReadonlyArray<readonly [string, ResourceName, string]>;

export const EMPLOYEE_SEARCH = ['firstName', 'lastName', 'email', 'phoneNumber'];
/** Employees (in the store), organisation owners and the account endpoints, in memory. */
export class PeopleTable {
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
      email: DEMO_OWNER.email,
      userName: DEMO_OWNER.email,
      firstName: DEMO_OWNER.firstName,
      lastName: DEMO_OWNER.lastName,
      address: 'King Fahd Road',
      country: DEMO_OWNER.country,
      companyName: DEMO_COMPANY,
      status: 'active',
    },
  ];

  constructor(private readonly store: MockStore) {}

  get employees(): Row[] {
    return this.store.all('employees');
  }

  /** The record as the list answers it: ids and the names they point at. */
  view(row: Row): Row {
    const names: Record<string, unknown> = {};
    for (const [idKey, table, nameKey] of EMPLOYEE_REFERENCES)
      names[nameKey] = row[idKey] ? (this.store.find(table, Number(row[idKey]))?.name ?? null) : null;
    const role = this.store.find('roles', Number(row.roleId));
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
    if (id !== undefined) return this.store.update('employees', id, fields)!;
    return this.store.insert('employees', { ...fields, isActive: true, createdBy: CREATED_BY });
  }

  emailTaken(email: unknown, except?: number): boolean {
    const wanted = String(email).toLowerCase();
    return [...this.employees, ...this.owners].some((p) => String(p.email).toLowerCase() === wanted && p.id !== except);
  }
}

function employeeHandlers(store: MockStore, people: PeopleTable): HttpHandler[] {
  const list = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    // "No job title" picks the people whose job title is empty, as the server does.
    const untitled = url.searchParams.get('designationId')?.toLowerCase() === NO_JOB_TITLE;
    if (untitled) url.searchParams.delete('designationId');
    const rows = people.employees.filter((e) => !untitled || e.designationId == null).map((e) => people.view(e));
    return listAnswer(rows, url, { search: EMPLOYEE_SEARCH, filters: EMPLOYEE_FILTER_NAMES });
  };
  const create = async (request: Request, successKey: string) => {
    const checked = validation(employeeCreateSchema, await bodyOf(request));
    if (checked.response) return checked.response;
    if (people.emailTaken(checked.data.email))
      return fail(409, serverWords('errors.emailTaken'), { Email: ['An account with this email already exists.'] });
    return ok(serverWords(successKey), people.view(people.save(checked.data)));
  };
  const update = async (request: Request, successKey: string) => {
    const checked = validation(employeeUpdateSchema, await bodyOf(request));
    if (checked.response) return checked.response;
    const id = Number(checked.data.id);
    if (!people.employees.some((e) => e.id === id)) return notFound();
    if (people.emailTaken(checked.data.email, id))
      return fail(409, serverWords('errors.emailTaken'), { Email: ['An account with this email already exists.'] });
    return ok(serverWords(successKey), people.view(people.save(checked.data, id)));
  };
  const remove =
    (key: string) =>
    ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
      const removed = store.remove('employees', Number(params.id));
      return removed ? ok(serverWords(key), people.view(removed)) : notFound();
    };
  const one = (request: Request) =>
    people.employees.find((e) => e.id === Number(new URL(request.url).searchParams.get('userId')));

  return [
    http.get(`*${apiRoute(api.employees.allEmployees)}`, list),
    http.get(`*${apiRoute(api.employees.allUsers)}`, list),
    http.post(`*${apiRoute(api.employees.addEmployee)}`, ({ request }) => create(request, 'success.employeeCreated')),
    http.patch(`*${apiRoute(api.employees.updateEmployee)}`, ({ request }) =>
      update(request, 'success.employeeUpdated'),
    ),
    http.post(`*${apiRoute(api.employees.saveUser)}`, async ({ request }) => {
      const body = await bodyOf(request.clone());
      return Number(body.id ?? 0) > 0 ? update(request, 'success.userUpdated') : create(request, 'success.userCreated');
    }),
    http.delete(`*${apiRoute(api.employees.deleteEmployee)}`, remove('success.employeeDeleted')),
    http.delete(`*${apiRoute(api.employees.deleteUser)}`, remove('success.userDeleted')),
    http.get(`*${apiRoute(api.employees.employeeDetail)}`, ({ request }) => {
      const row = one(request);
      return row ? HttpResponse.json(people.view(row)) : notFound();
    }),
    http.get(`*${apiRoute(api.employees.userDetail)}`, ({ request }) => {
      const row = one(request);
      return row ? HttpResponse.json(people.view(row)) : notFound();
    }),
  ];
}

const OWNER_LIST = { search: ['email', 'firstName', 'lastName', 'companyName'] };

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
      return ok(serverWords(`${key}_${ids.length === 1 ? 'one' : 'other'}`, { count: ids.length }), { ids });
    };
  return [
    http.get(`*${apiRoute(api.accounts.activeUsers)}`, ({ request }) =>
      listAnswer(
        people.owners.filter((o) => o.status === 'active'),
        new URL(request.url),
        OWNER_LIST,
      ),
    ),
    http.get(`*${apiRoute(api.accounts.inactiveUsers)}`, ({ request }) =>
      listAnswer(
        people.owners.filter((o) => o.status !== 'active'),
        new URL(request.url),
        OWNER_LIST,
      ),
    ),
    http.post(`*${apiRoute(api.accounts.approveUser)}`, change(true, 'success.usersApproved')),
    http.post(`*${apiRoute(api.accounts.deactivateUser)}`, change(false, 'success.usersDeactivated')),
    http.post(`*${apiRoute(api.accounts.register)}`, async ({ request }) => {
      const checked = validation(registerSchema, await bodyOf(request));
      if (checked.response) return checked.response;
      if (everyone().some((p) => String(p.email).toLowerCase() === String(checked.data.email).toLowerCase())) {
        return fail(409, serverWords('errors.emailTaken'), { Email: ['An account with this email already exists.'] });
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
      return ok(serverWords('success.registered'), owner);
    }),
    http.post(`*${apiRoute(api.accounts.forgotPassword)}`, async ({ request }) => {
      const checked = validation(forgotPasswordSchema, await bodyOf(request));
      return checked.response ?? ok(serverWords('success.resetMailSent'), null);
    }),
    http.post(`*${apiRoute(api.accounts.resetForgotPassword)}`, async ({ request }) => {
      const checked = validation(resetPasswordSchema, await bodyOf(request));
      if (checked.response) return checked.response;
      // In the mock every link works except one spelled "expired".
      if (checked.data.applicationUserId === 'expired')
        return fail(400, serverWords('errors.resetLinkInvalid'), {
          ApplicationUserId: ['This password reset link is invalid or has expired. Please request a new one.'],
        });
      return ok(serverWords('success.passwordReset'), null);
    }),
  ];
}

/** The people endpoints of the mock backend: employees, users, roles, approval and sign-up. */
export function peopleHandlers(store: MockStore): HttpHandler[] {
  const people = new PeopleTable(store);
  return [...employeeHandlers(store, people), ...accountHandlers(people), ...roleHandlers(store)];
}
