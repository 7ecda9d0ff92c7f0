import { registry, type ResourceName } from '@domain/registry';
import type { Row } from './http';

export type MockRecord = Row;

/** Dropdown choices by name whatever its case, then id, as the server sorts them (in place). */
export const byName = <T extends { id: number; name?: unknown }>(choices: T[]): T[] =>
  choices.sort((a, b) => String(a.name).toLowerCase().localeCompare(String(b.name).toLowerCase()) || a.id - b.id);

/** A registry resource's table, or another table of the mock backend. */
export type TableName = ResourceName | 'fteProfiles' | 'roles' | 'employees';

export type MockSeed = Partial<Record<TableName, Array<Record<string, unknown>>>>;

/** The in-memory tables of the mock backend: one per registry resource, FTE profiles, roles and employees. */
export class MockStore {
  private readonly tables = new Map<TableName, MockRecord[]>();
  private readonly nextIds = new Map<TableName, number>();

  constructor(seed: MockSeed = {}) {
    for (const name of [...registry.map((spec) => spec.name), 'fteProfiles', 'roles', 'employees'] as const)
      this.tables.set(name, []);
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
    // Versions as the server keeps them: 1 when made, one more with each save.
    const record = { createdDate: new Date().toISOString(), version: 1, ...values, id } as MockRecord;
    this.all(name).push(record);
    return record;
  }

  update(name: TableName, id: number, values: Record<string, unknown>): MockRecord | undefined {
    const record = this.find(name, id);
    if (record) Object.assign(record, values, { id, version: Number(record.version ?? 0) + 1 });
    return record;
  }

  remove(name: TableName, id: number): MockRecord | undefined {
    const rows = this.all(name);
    const index = rows.findIndex((r) => r.id === id);
    return index < 0 ? undefined : rows.splice(index, 1)[0];
  }
}
