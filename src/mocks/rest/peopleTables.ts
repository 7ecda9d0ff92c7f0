import { restApi } from '@domain/api';
import {
  employeeCreateSchema,
  employeeFilterShape,
  employeeUpdateSchema,
  employmentShape,
  personalShape,
  residenceShape,
} from '@domain/employee';
import { checkVersion } from '../elements';
import { conflictRefusal, notFoundRefusal, validationRefusal } from '../failures';
import { listed } from '../listed';
import { EMPLOYEE_REFERENCES, EMPLOYEE_SEARCH, PeopleTable } from '../people';
import { MockRoles } from '../roleRecords';
import type { MockRecord, MockStore } from '../store';
import { savedStore, type RestTable } from './table';

/** /api/v1/roles over the role store the documented role paths use. */
export function roleTable(store: MockStore): RestTable {
  return {
    resource: 'roles',
    endpoints: restApi.roles,
    filters: {},
    open: (lng) => savedStore(new MockRoles(store, lng)),
  };
}

/** ViewEmployeeDetail's fields (server/modules/people/employeeRecords.ts): the form's, and the account's. */
const DETAIL_FIELDS = [
  ...[personalShape, residenceShape, employmentShape].flatMap((shape) => Object.keys(shape)),
  ...['id', 'userName', 'imagePath', 'isActive', 'status', 'version'],
];
/** GetAllEmployees adds the names the ids point at and when the person was added. */
const LIST_FIELDS = [...DETAIL_FIELDS, ...EMPLOYEE_REFERENCES.map(([, , name]) => name), 'role', 'createdDate'];

/** A person as the server answers: exactly these fields, an absent one null; approver by default, as stored. */
const shaped = (view: MockRecord, fields: readonly string[]): MockRecord =>
  Object.fromEntries(
    fields.map((field) => [field, view[field] ?? (field === 'isApprover' ? '1' : null)]),
  ) as MockRecord;

/** /api/v1/employees over the mock's people: the shared employee schemas, one account per email. */
export function employeeTable(store: MockStore): RestTable {
  const people = new PeopleTable(store);
  const found = (id: number) => {
    const row = people.employees.find((e) => e.id === id);
    if (!row) throw notFoundRefusal();
    return row;
  };
  const checked = (schema: typeof employeeCreateSchema | typeof employeeUpdateSchema, body: unknown, id?: number) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationRefusal(parsed.error);
    const data = parsed.data as Record<string, unknown>;
    if (people.emailTaken(data.email, id)) throw conflictRefusal('errors.emailTaken', {}, 'Email');
    return data;
  };
  const detail = (row: MockRecord) => shaped(people.view(row), DETAIL_FIELDS);
  const filters = Object.keys(employeeFilterShape).filter((key) => key !== 'status');
  return {
    resource: 'employees',
    endpoints: restApi.employees,
    filters: { ...Object.fromEntries(filters.map((key) => [key, 'id' as const])), status: 'text' },
    open: () => ({
      list: (params) => {
        const rows = people.employees
          .map((e) => shaped(people.view(e), LIST_FIELDS))
          .filter((row) =>
            [...filters, 'status'].every((key) => params[key] === undefined || row[key] === params[key]),
          );
        return listed(rows, params, {
          searched: (row) => EMPLOYEE_SEARCH.map((field) => String(row[field] ?? '')),
          shown: (row: MockRecord) => row,
          sortable: rows.length ? Object.keys(rows[0]) : ['id', 'firstName', 'lastName', 'email', 'createdDate'],
        });
      },
      get: (id) => detail(found(id)),
      create: (body) => detail(people.save(checked(employeeCreateSchema, body))),
      update: (id, body, expected) => {
        checkVersion(found(id), expected);
        return detail(people.save(checked(employeeUpdateSchema, body, id), id));
      },
      remove: (id, expected) => {
        checkVersion(found(id), expected);
        return detail(store.remove('employees', id)!);
      },
    }),
  };
}
