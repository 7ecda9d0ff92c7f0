import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from './accounts';
import { storeLowercase } from './lowercaseKeys';
import { sameNameKeySql } from './sameNameKeys';
import { recordVersion } from './columns';
import type { ResourceName } from '@domain/registry';

/** Element tables by resource name: the camelCase of the table's name (`job_titles` -> `jobTitles`). */
const declared = new Map<string, ElementTable>();
const resourceNameOf = (table: string) => table.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A named organisation element (employee type, department, job title, ...). Every element has the
 * same columns so one set of routes serves them all; `parent_id` is named after the parent
 * (`department_id`, ...) and stays null on flat lists. Names are unique among siblings as
 * domain/sameName.ts compares them (case, invisible characters and compatibility forms aside).
 */
export function elementTable(name: string, parent?: { column: string; references: () => AnyPgColumn }) {
  const parentId = parent
    ? integer(parent.column).references(parent.references, { onDelete: 'restrict' })
    : integer('parent_id');
  const table = pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      organizationId: integer('organization_id')
        .notNull()
        .references(() => organizations.id, { onDelete: 'cascade' }),
      name: text('name').notNull(),
      description: text('description'),
      // The Arabic name and description of a demo element (server/seed), shown to Arabic
      // readers; null for what users type, and cleared when a user renames the element.
      nameAr: text('name_ar'),
      descriptionAr: text('description_ar'),
      parentId,
      createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
      version: recordVersion(),
      // Lists search (`q`) and sort by the name's key and lower(description). Stored, so a searched
      // page does not lowercase every match twice (to compare, then to sort): that was most of
      // its time, 1001 matches of 10,000 departments (PGlite 5.1 -> 1.9 ms, PostgreSQL 1.3 -> 0.6).
      // The name's key is the one names compare by (lower case, invisible characters dropped).
      nameKey: text('name_key').generatedAlwaysAs(sameNameKeySql(sql.raw('name'))),
      descriptionKey: text('description_key').generatedAlwaysAs(sql`lower(description)`),
    },
    (t) => [
      index(`${name}_org_idx`).on(t.organizationId, t.parentId),
      uniqueIndex(`${name}_name_uq`).on(t.organizationId, sql`coalesce(${t.parentId}, 0)`, t.nameKey),
      // A sorted page of 25 reads 25 index entries instead of sorting them all.
      index(`${name}_org_name_key_order_idx`).on(t.organizationId, t.nameKey, t.id),
      // `q` is a substring search ('%...%') on name and description: trigram indexes find the
      // matches without reading every row (14 ms -> 1.3 ms for 10,000 departments). Each save goes
      // into the index at once: by default it waits in a pending list that every search reads
      // whole until a vacuum sweeps it, and PGlite runs no autovacuum (after 2,000 saves of a
      // description, the searched page over HTTP took 7.0 ms at p50 instead of 6.0).
      index(`${name}_name_key_trgm_idx`).using('gin', t.nameKey.op('gin_trgm_ops')).with({ fastupdate: false }),
      index(`${name}_description_key_trgm_idx`)
        .using('gin', t.descriptionKey.op('gin_trgm_ops'))
        .with({ fastupdate: false }),
    ],
  );
  storeLowercase(table.name, table.nameKey);
  storeLowercase(table.description, table.descriptionKey);
  declared.set(resourceNameOf(name), table);
  return table;
}

export type ElementTable = ReturnType<typeof elementTable>;

/** The table behind each registry resource; a resource without one stops the server at start. */
export function elementTablesOf(names: readonly ResourceName[]): Record<ResourceName, ElementTable> {
  return Object.fromEntries(
    names.map((resource) => {
      const table = declared.get(resource);
      if (!table) throw new Error(`No table for the resource ${resource}: declare it with elementTable in schema.ts`);
      return [resource, table];
    }),
  ) as Record<ResourceName, ElementTable>;
}
