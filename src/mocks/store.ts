import { registry, type ResourceName } from '../domain/registry';

export type MockRecord = Record<string, string | number | null> & { id: number };

/** The in-memory tables of the mock backend, one per registry resource. */
export class MockStore {
  private readonly tables = new Map<ResourceName, MockRecord[]>();
  private nextId = 1;

  constructor(seed: Partial<Record<ResourceName, Array<Omit<MockRecord, 'id' | 'createdDate'>>>> = {}) {
    for (const spec of registry) this.tables.set(spec.name, []);
    for (const [name, rows] of Object.entries(seed)) {
      for (const row of rows ?? []) this.insert(name as ResourceName, row);
    }
  }

  all(name: ResourceName): MockRecord[] {
    return this.tables.get(name) ?? [];
  }

  find(name: ResourceName, id: number): MockRecord | undefined {
    return this.all(name).find((r) => r.id === id);
  }

  insert(name: ResourceName, values: Record<string, unknown>): MockRecord {
    const record = { ...values, id: this.nextId++, createdDate: new Date().toISOString() } as MockRecord;
    this.all(name).push(record);
    return record;
  }

  update(name: ResourceName, id: number, values: Record<string, unknown>): MockRecord | undefined {
    const record = this.find(name, id);
    if (record) Object.assign(record, values, { id });
    return record;
  }

  remove(name: ResourceName, id: number): MockRecord | undefined {
    const rows = this.all(name);
    const index = rows.findIndex((r) => r.id === id);
    return index < 0 ? undefined : rows.splice(index, 1)[0];
  }
}

export const demoSeed = {
  employeeTypes: [
    { name: 'Permanent', description: 'Full-time employees on an open-ended contract' },
    { name: 'Contract', description: 'Employees on a fixed-term contract' },
    { name: 'Part-time', description: 'Employees working reduced hours' },
  ],
};
