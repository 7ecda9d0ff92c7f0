import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many times each structure list of each organisation was written, kept by triggers of the
 * database itself (migration 0010), whichever process wrote. A server keeps a list's pages with
 * the version they were read at and reads them again once the version moved: on PostgreSQL, where
 * other instances write, that is one key lookup instead of the page and its count.
 */
export const listVersions = pgTable(
  'list_versions',
  {
    /** The table's name (`departments`, ...). */
    list: text('list').notNull(),
    // No foreign key: a deleted organisation's rows are harmless, and a cascade must not trip on them.
    organizationId: integer('organization_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.organizationId] })],
);
