import { demoText } from '@domain/demo';
import { blockerOf, blockerParams, structureBlockers, type Holders } from '@domain/deleteBlockers';
import type { Choice } from '@domain/api/choices';
import type { RestListParams } from '@domain/api/simpleRestQuery';
import type { ResourceSpec } from '@domain/registry';
import { saveSchema } from '@domain/registry/schema';
import { isSameName } from '@domain/sameName';
import { badRequestRefusal, conflictRefusal, notFoundRefusal, validationRefusal } from './failures';
import { listed } from './listed';
import { byName, type MockStore, type MockRecord } from './store';
import type { MockLanguage } from './words';

/** Versions a save or delete may overwrite (If-Match and the body's `version`); undefined: any. */
export type Expected = number[] | undefined;

/**
 * The elements of one registry resource in the mock's store, by the server's rules: the registry's
 * save schema, names compared by domain/sameName.ts among siblings, parents that must exist,
 * versions, and deletes refused while domain/deleteBlockers.ts finds rows holding the element.
 * Demo names are shown in the reader's language, as the server shows its stored Arabic.
 */
export class MockElements {
  constructor(
    readonly spec: ResourceSpec,
    private readonly store: MockStore,
    private readonly lng: MockLanguage,
  ) {}

  /** The documented shape: `{id, name, description, createdDate, version, <parent id>}`. */
  record(row: MockRecord): MockRecord {
    const record: MockRecord = {
      id: row.id,
      name: demoText(String(row.name), this.lng),
      description: row.description ? demoText(String(row.description), this.lng) : null,
      createdDate: String(row.createdDate),
      version: Number(row.version),
    };
    if (this.spec.parent) record[this.spec.parent.source] = (row[this.spec.parent.source] as number | null) ?? null;
    return record;
  }

  list(params: RestListParams): { records: MockRecord[]; total: number } {
    const parent = this.spec.parent?.source;
    const rows = this.store
      .all(this.spec.name)
      .filter((row) => !parent || typeof params[parent] !== 'number' || row[parent] === params[parent]);
    // An Arabic reader also finds a demo element by its English name, as on the server.
    const searched = (row: MockRecord) =>
      this.spec.search.flatMap((field) => [String(this.record(row)[field] ?? ''), String(row[field] ?? '')]);
    return listed(rows, params, { searched, shown: (row) => this.record(row), sortable: this.sortable() });
  }

  /**
   * The dropdown's choices, as the server's store answers them for the documented dropdown and
   * /api/v1/<name>/choices alike: id, name and parent id, by name; `q` searches the name (an Arabic
   * reader's and the English one), `id` picks some, the parent id filters.
   */
  choices(params: RestListParams): Choice[] {
    const parent = this.spec.parent?.source;
    const q = params.q?.trim().toLowerCase();
    const { records } = this.list({
      id: params.id,
      ...(parent && typeof params[parent] === 'number' ? { [parent]: params[parent] } : {}),
    });
    const names = (r: MockRecord) => [r.name, this.store.find(this.spec.name, Number(r.id))?.name];
    const found = records.filter((r) => !q || names(r).some((name) => String(name).toLowerCase().includes(q)));
    return byName(found).map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      ...(parent ? { [parent]: (r[parent] as number | null | undefined) ?? null } : {}),
    }));
  }

  private sortable(): string[] {
    return ['id', ...this.spec.fields.map((f) => f.source), 'createdDate'];
  }

  get(id: number): MockRecord {
    const row = this.store.find(this.spec.name, id);
    if (!row) throw notFoundRefusal();
    return this.record(row);
  }

  /** Creates (`id` absent or 0) or updates after the server's checks; an update over another version is a 409. */
  save(body: Record<string, unknown>, expected?: Expected): { record: MockRecord; created: boolean } {
    const parsed = saveSchema(this.spec).safeParse(body);
    if (!parsed.success) throw validationRefusal(parsed.error);
    const data = parsed.data as Record<string, unknown>;
    const id = typeof data.id === 'number' && data.id > 0 ? data.id : undefined;
    const stored = id === undefined ? undefined : this.store.find(this.spec.name, id);
    if (id !== undefined && !stored) throw notFoundRefusal();
    const parentField = this.spec.parent?.source;
    const values: Record<string, unknown> = {
      name: String(data.name).trim(),
      description: (data.description as string | undefined)?.trim() || null,
    };
    if (parentField && this.spec.parent) {
      values[parentField] = (data[parentField] as number | undefined) ?? stored?.[parentField] ?? null;
      if (!this.store.find(this.spec.parent.reference, Number(values[parentField])))
        throw badRequestRefusal('errors.parentMissing', {}, parentField[0].toUpperCase() + parentField.slice(1));
    }
    const clash = this.store
      .all(this.spec.name)
      .find(
        (r) =>
          r.id !== id &&
          isSameName(String(r.name), String(values.name)) &&
          (!parentField || (r[parentField] ?? 0) === (values[parentField] ?? 0)),
      );
    if (clash) throw conflictRefusal('errors.duplicateName', { name: values.name }, 'Name');
    if (!stored) return { record: this.record(this.store.insert(this.spec.name, values)), created: true };
    checkVersion(stored, expected);
    return { record: this.record(this.store.update(this.spec.name, stored.id, values)!), created: false };
  }

  /** Deletes an element nothing holds; otherwise a 409 naming what holds it (or a stale If-Match). */
  remove(id: number, expected?: Expected): MockRecord {
    const row = this.store.find(this.spec.name, id);
    if (!row) throw notFoundRefusal();
    checkVersion(row, expected);
    for (const source of structureBlockers(this.spec)) {
      const blocker = blockerOf(source.key, this.holders(source.holders, id));
      if (blocker) throw conflictRefusal(blocker.key, blockerParams(blocker, this.spec.name));
    }
    const record = this.record(row);
    this.store.remove(this.spec.name, id);
    return record;
  }

  /** The names of the rows that hold element `id`, in name order. */
  private holders(holders: Holders, id: number): string[] {
    const shown = (name: unknown) => demoText(String(name), this.lng);
    const rows =
      holders.kind === 'children'
        ? this.store
            .all(holders.resource)
            .filter((r) => r[holders.field] === id)
            .map((r) => shown(r.name))
        : holders.kind === 'employees'
          ? this.store
              .all('employees')
              .filter((e) => Number(e[holders.column]) === id)
              .map((e) => `${String(e.firstName)} ${String(e.lastName)}`)
          : this.store
              .all('fteProfiles')
              .filter((p) => p.scope === holders.scope && p.elementId === id)
              .map((p) => shown(p.fteName));
    return rows.sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
  }
}

/** A save or delete over another version than the one read is refused, as the server refuses it. */
export function checkVersion(row: MockRecord | { version: number }, expected: Expected): void {
  if (expected !== undefined && !expected.includes(Number(row.version))) throw conflictRefusal('errors.staleRecord');
}
