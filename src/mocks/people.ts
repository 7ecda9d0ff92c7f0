import { http, HttpResponse, type HttpHandler } from 'msw';
import { forgotPasswordSchema, registerSchema, resetPasswordSchema } from '@domain/account';
import { EMPLOYEE_FILTER_NAMES } from '@domain/employee';
import { asksNoJobTitle } from '@domain/employeeListFilters';
import { api, apiRoute } from '@domain/api';
import { bodyOf, fail, listAnswer, notFound, ok, serverWords, validation, type Row } from './http';
import { roleHandlers } from './roles';
import { EMPLOYEE_SEARCH, OWNER_SEARCH, peopleOf, type PeopleTable } from './peopleTable';
import { MockEmployees } from './employeeRecords';
import { answering, pathId } from './failures';
import { languageOf, words } from './words';
import { expectedVersionsOf } from '@domain/api/ifMatch';
import type { MockStore } from './store';

function employeeHandlers(store: MockStore, people: PeopleTable): HttpHandler[] {
  const list = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    // "No job title" picks the people whose job title is empty, as the server does.
    const untitled = asksNoJobTitle(url.searchParams.get('designationId'));
    if (untitled) url.searchParams.delete('designationId');
    const rows = people.employees.filter((e) => !untitled || e.designationId == null).map((e) => people.view(e));
    return listAnswer(rows, url, { search: EMPLOYEE_SEARCH, filters: EMPLOYEE_FILTER_NAMES });
  };
  const employees = new MockEmployees(people, store);
  const said = (request: Request, key: string, row: Row) => ok(words(languageOf(request), key), people.view(row));
  const create = async (request: Request, key: string) => said(request, key, employees.create(await bodyOf(request)));
  const update = async (request: Request, key: string) => {
    const body = await bodyOf(request);
    const expected = expectedVersionsOf(request.headers.get('if-match') ?? undefined, body.version as number);
    return said(request, key, employees.update(Number(body.id), body, expected));
  };
  const remove = (key: string) =>
    answering(({ request, params }) => said(request, key, employees.remove(pathId(params))));
  const one = (request: Request) =>
    people.employees.find((e) => e.id === Number(new URL(request.url).searchParams.get('userId')));

  return [
    http.get(`*${apiRoute(api.employees.allEmployees)}`, list),
    http.get(`*${apiRoute(api.employees.allUsers)}`, list),
    http.post(
      `*${apiRoute(api.employees.addEmployee)}`,
      answering(({ request }) => create(request, 'success.employeeCreated')),
    ),
    http.patch(
      `*${apiRoute(api.employees.updateEmployee)}`,
      answering(({ request }) => update(request, 'success.employeeUpdated')),
    ),
    http.post(
      `*${apiRoute(api.employees.saveUser)}`,
      answering(async ({ request }) => {
        const body = await bodyOf(request.clone());
        return Number(body.id ?? 0) > 0
          ? update(request, 'success.userUpdated')
          : create(request, 'success.userCreated');
      }),
    ),
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

const OWNER_LIST = { search: OWNER_SEARCH };

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
  const people = peopleOf(store);
  return [...employeeHandlers(store, people), ...accountHandlers(people), ...roleHandlers(store)];
}
