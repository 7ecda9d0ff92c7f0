import { DEMO_COMPANY, DEMO_OWNER } from '@domain/demo';
import type { ResourceName } from '@domain/registry';
import { CREATED_BY, type Row } from './http';
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
/** What the owners' lists search, as the server's: the owner's names and email, the organisation's name. */
export const OWNER_SEARCH = ['email', 'firstName', 'lastName', 'companyName'];
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

const tables = new WeakMap<MockStore, PeopleTable>();
/** The people of a store, one table for every surface, so that an owner signed up here holds their email there. */
export function peopleOf(store: MockStore): PeopleTable {
  const people = tables.get(store) ?? new PeopleTable(store);
  tables.set(store, people);
  return people;
}
