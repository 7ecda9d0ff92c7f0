import { restApi } from '@domain/api';
import { employeeFilterShape, employmentShape, personalShape, residenceShape } from '@domain/employee';
import { asksNoJobTitle } from '@domain/employeeListFilters';
import { MockEmployees } from '../employeeRecords';
import { listed } from '../listed';
import { EMPLOYEE_REFERENCES, EMPLOYEE_SEARCH, peopleOf } from '../peopleTable';
import { MockRoles } from '../roleRecords';
import type { MockRecord, MockStore } from '../store';
import { savedStore, type RestTable } from './table';

/** /api/v1/roles over the role store the documented role paths use. */
export function roleTable(store: MockStore): RestTable {
  return {
    resource: 'roles',
    endpoints: restApi.roles,
    filters: {},
    open: (lng, caller) => savedStore(new MockRoles(store, lng, caller.grants)),
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
  const people = peopleOf(store);
  const employees = new MockEmployees(people, store);
  const detail = (row: MockRecord) => shaped(people.view(row), DETAIL_FIELDS);
  const filters = Object.keys(employeeFilterShape).filter((key) => key !== 'status');
  return {
    resource: 'employees',
    endpoints: restApi.employees,
    filters: {
      ...Object.fromEntries(filters.map((key) => [key, 'id' as const])),
      // A job title's id, or `none` for the people without one, as the server reads it.
      designationId: 'value',
      status: 'text',
    },
    open: () => ({
      list: (params) => {
        const untitled = asksNoJobTitle(params.designationId);
        const keys = [...filters, 'status'].filter((key) => !(untitled && key === 'designationId'));
        const rows = people.employees
          .map((e) => shaped(people.view(e), LIST_FIELDS))
          .filter((row) => !untitled || row.designationId == null)
          .filter((row) => keys.every((key) => params[key] === undefined || row[key] === params[key]));
        return listed(rows, params, {
          searched: (row) => EMPLOYEE_SEARCH.map((field) => String(row[field] ?? '')),
          shown: (row: MockRecord) => row,
          sortable: rows.length ? Object.keys(rows[0]) : ['id', 'firstName', 'lastName', 'email', 'createdDate'],
        });
      },
      get: (id) => detail(employees.found(id)),
      create: (body) => detail(employees.create(body)),
      update: (id, body, expected) => detail(employees.update(id, body, expected)),
      remove: (id, expected) => detail(employees.remove(id, expected)),
    }),
  };
}
