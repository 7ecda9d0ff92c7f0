import { registry, type ResourceName } from '../domain/registry';

export type MockRecord = Record<string, unknown> & { id: number };

/** Dropdown choices by name whatever its case, then id, as the server sorts them (in place). */
export const byName = <T extends { id: number; name?: unknown }>(choices: T[]): T[] =>
  choices.sort((a, b) => String(a.name).toLowerCase().localeCompare(String(b.name).toLowerCase()) || a.id - b.id);

/** A registry resource's table, or another table of the mock backend (`fteProfiles`). */
type TableName = ResourceName | 'fteProfiles';

/** The in-memory tables of the mock backend, one per registry resource and one of FTE profiles. */
export class MockStore {
  private readonly tables = new Map<TableName, MockRecord[]>();
  private readonly nextIds = new Map<TableName, number>();

  constructor(seed: Partial<Record<TableName, Array<Record<string, unknown>>>> = {}) {
    for (const spec of registry) this.tables.set(spec.name, []);
    this.tables.set('fteProfiles', []);
    for (const [name, rows] of Object.entries(seed)) {
      for (const row of rows ?? []) this.insert(name as TableName, row);
    }
  }

  all(name: TableName): MockRecord[] {
    return this.tables.get(name) ?? [];
  }

  find(name: TableName, id: number): MockRecord | undefined {
    return this.all(name).find((r) => r.id === id);
  }

  insert(name: TableName, values: Record<string, unknown>): MockRecord {
    // One sequence per table, as the server's tables have.
    const id = this.nextIds.get(name) ?? 1;
    this.nextIds.set(name, id + 1);
    const record = { ...values, id, createdDate: new Date().toISOString() } as MockRecord;
    this.all(name).push(record);
    return record;
  }

  update(name: TableName, id: number, values: Record<string, unknown>): MockRecord | undefined {
    const record = this.find(name, id);
    if (record) Object.assign(record, values, { id });
    return record;
  }

  remove(name: TableName, id: number): MockRecord | undefined {
    const rows = this.all(name);
    const index = rows.findIndex((r) => r.id === id);
    return index < 0 ? undefined : rows.splice(index, 1)[0];
  }
}

/** A small organisation to click through with `npm run dev:mock`; ids follow each table's order. */
export const demoSeed = {
  employeeTypes: [
    { name: 'Permanent', description: 'Full-time employees on an open-ended contract' },
    { name: 'Contract', description: 'Employees on a fixed-term contract' },
    { name: 'Part-time', description: 'Employees working reduced hours' },
  ],
  departments: [
    { name: 'Human Resources', description: 'People, policies and payroll' },
    { name: 'Operations', description: 'Service delivery' },
  ],
  subDepartments: [
    { name: 'Recruitment', description: 'Hiring and onboarding', departmentId: 1 },
    { name: 'Customer Service', description: 'Front-line support', departmentId: 2 },
  ],
  projects: [{ name: 'Contact centre', description: 'Inbound calls and chat', subDepartmentId: 2 }],
  teams: [{ name: 'Night shift', description: 'Cover from 22:00 to 06:00', projectId: 1 }],
  jobTitles: [
    { name: 'HR Officer', description: '' },
    { name: 'Customer Service Agent', description: '' },
  ],
  fteProfiles: [
    {
      scope: 'organization',
      elementId: null,
      fteName: 'Standard KSA week',
      workingHours: 8,
      workingDays: 5,
      breakHours: '01:00',
      breakCustomFields: [{ fieldName: 'Prayer', fieldValue: '00:30' }],
      gazettedHolidays: 10,
      annualLeaves: 21,
      sickLeaves: 5,
      casualLeaves: 3,
      totalAwayDays: 2,
      leavesCustomFields: [{ fieldName: 'Training', fieldValue: 1 }],
      country: 'SaudiArabia',
    },
  ],
};
