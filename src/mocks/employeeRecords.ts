import { employeeCreateSchema, employeeUpdateSchema } from '@domain/employee';
import { checkVersion, type Expected } from './elements';
import { conflictRefusal, notFoundRefusal, validationRefusal } from './failures';
import type { Row } from './http';
import type { PeopleTable } from './peopleTable';
import type { MockStore } from './store';

type EmployeeSchema = typeof employeeCreateSchema | typeof employeeUpdateSchema;

/**
 * Saving and deleting employees by the server's rules: the shared Add/Update Employee schemas, one
 * account per email (owners' included), versions. Behind both AddEmployee/UpdateEmployee/Delete
 * and /api/v1/employees; each answers the stored row in its own shape.
 */
export class MockEmployees {
  constructor(
    private readonly people: PeopleTable,
    private readonly store: MockStore,
  ) {}

  found(id: number): Row {
    const row = this.people.employees.find((e) => e.id === id);
    if (!row) throw notFoundRefusal();
    return row;
  }

  private checked(schema: EmployeeSchema, body: unknown, id?: number): Record<string, unknown> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationRefusal(parsed.error);
    const data = parsed.data as Record<string, unknown>;
    if (this.people.emailTaken(data.email, id)) throw conflictRefusal('errors.emailTaken', {}, 'Email');
    return data;
  }

  create(body: Record<string, unknown>): Row {
    return this.people.save(this.checked(employeeCreateSchema, body));
  }

  update(id: number, body: Record<string, unknown>, expected?: Expected): Row {
    const values = this.checked(employeeUpdateSchema, { ...body, id }, id);
    checkVersion(this.found(id), expected);
    return this.people.save(values, id);
  }

  remove(id: number, expected?: Expected): Row {
    checkVersion(this.found(id), expected);
    return this.store.remove('employees', id)!;
  }
}
