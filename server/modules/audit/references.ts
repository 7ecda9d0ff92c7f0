import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { EMPLOYEES, ROLES, WORKBOOKS, type AuditEntry, type FieldChange, type ReferenceNames } from '@domain/audit';
import { FTE_ELEMENT_OF, scopeOf } from '@domain/fteScopes';
import { registry } from '@domain/registry';
import type { Db } from '../../db/client';
import { namedResources, type Named } from './recordNames';

/** Where the records a field's ids point at are named: a resource of the trail, or any FTE profile. */
const FTE_PROFILES = 'fteProfiles';

/** Fields that hold the id of another record, whatever the resource changed: the resource they point at. */
const REFERENCES: Record<string, string> = {
  ...Object.fromEntries(registry.flatMap((spec) => (spec.employeeColumn ? [[spec.employeeColumn, spec.name]] : []))),
  ...Object.fromEntries(registry.flatMap((spec) => (spec.parent ? [[spec.parent.source, spec.parent.reference]] : []))),
  jobTitleId: 'jobTitles',
  // A cost's job title, as its record spells it.
  designationID: 'jobTitles',
  roleId: ROLES,
  fileId: WORKBOOKS,
  sourceFileId: WORKBOOKS,
  fteProfileId: FTE_PROFILES,
  createdBy: EMPLOYEES,
  uploadedBy: EMPLOYEES,
};

/** The resource an `elementId` points at: the element of the change's category (a workbook's scope) or kind. */
function elementOf(changes: Record<string, FieldChange>, side: 'before' | 'after'): string | undefined {
  const kind = changes.category ?? changes.elementKind;
  const scope = scopeOf(kind?.[side] ?? kind?.before ?? kind?.after);
  return scope && scope !== 'organization' ? FTE_ELEMENT_OF[scope] : undefined;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Each id an entry's changes hold: the field, the side, and the resource it points at. */
function referencesOf(entry: AuditEntry) {
  const changes = entry.changes ?? {};
  return Object.entries(changes).flatMap(([field, change]) =>
    (['before', 'after'] as const).flatMap((side) => {
      const resource = field === 'elementId' ? elementOf(changes, side) : REFERENCES[field];
      const id = change[side];
      return resource && isId(id) ? [{ field, side, resource, id }] : [];
    }),
  );
}

/** The current names of `ids` of one resource, in one organisation only. */
async function namesOf(db: Db, source: Named, organizationId: number, ids: number[]): Promise<Map<number, string>> {
  const { table, name, where } = source;
  const rows = await db
    .select({ id: table.id, name: sql<string | null>`${name}` })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids), where) as SQL);
  return new Map(rows.flatMap((row) => (row.name === null ? [] : [[Number(row.id), row.name]])));
}

/**
 * The entries with the current name of every other record their changes name by id (a department,
 * a job title, a source workbook...), null for one gone: looked up in each entry's own organisation,
 * so an id of another organisation's record reads as gone, never by its name.
 */
export async function withReferenceNames(db: Db, entries: AuditEntry[], language: string): Promise<AuditEntry[]> {
  const sources: Record<string, Named> = {
    ...namedResources(language),
    [FTE_PROFILES]: { ...namedResources(language)['fte.organization'], where: undefined },
  };
  const wanted = new Map<string, { organizationId: number; resource: string; ids: Set<number> }>();
  for (const entry of entries) {
    if (entry.organizationId === null) continue;
    for (const { resource, id } of referencesOf(entry)) {
      const key = `${entry.organizationId}:${resource}`;
      const group = wanted.get(key) ?? { organizationId: entry.organizationId, resource, ids: new Set<number>() };
      group.ids.add(id);
      wanted.set(key, group);
    }
  }
  const found = new Map<string, Map<number, string>>();
  for (const [key, { organizationId, resource, ids }] of wanted)
    found.set(key, await namesOf(db, sources[resource], organizationId, [...ids]));
  return entries.map((entry) => {
    const references: ReferenceNames = {};
    if (entry.organizationId !== null)
      for (const { field, side, resource, id } of referencesOf(entry))
        (references[field] ??= {})[side] = found.get(`${entry.organizationId}:${resource}`)?.get(id) ?? null;
    return { ...entry, references };
  });
}
