import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations, users } from './accounts';
import { recordVersion } from './columns';
import type { CostBreakdown } from '@domain/estimation/costing';

const created = () => timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * An estimation workbook: an original upload (`O`) or a customised copy (`C`), with the FTE
 * profile it was uploaded for and that profile's FTE value and country at that moment.
 *
 * The parsed sheet is one JSON document (header row first, exactly what GetExcelFileData answers),
 * stored gzip-compressed as base64 text (server/estimation/sheetCodec), and the file itself, in
 * estimation_originals, is base64 text: on the embedded database a text is stored about ten times
 * faster than a jsonb document and twenty times faster than a bytea, and nothing queries inside them.
 * `fte_profile_id` is a plain integer because profiles live in the schema module; deleting a
 * profile that still has files is refused by a delete blocker.
 */
export const estimationFiles = pgTable(
  'estimation_files',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The FTE scope: organization, department, subdepartment, project, team or jobtitle. */
    category: text('category').notNull(),
    /** The structure element of the scope; null for the organisation. */
    elementId: integer('element_id'),
    fteProfileId: integer('fte_profile_id').notNull(),
    fte: numeric('fte', { mode: 'number' }).notNull(),
    country: text('country').notNull(),
    fileType: text('file_type').notNull(),
    fileName: text('file_name').notNull(),
    /** For a customised copy: the file it was made from (kept even if that file is deleted later). */
    sourceFileId: integer('source_file_id').references((): AnyPgColumn => estimationFiles.id, { onDelete: 'set null' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: created(),
    byteSize: integer('byte_size').notNull(),
    rowCount: integer('row_count').notNull(),
    /** The job titles of the `JD |` columns, in order: what costing validates against. */
    designations: jsonb('designations').$type<string[]>().notNull(),
    /** The parsed sheet: base64 of the gzip of its JSON (stored out of line uncompressed: migration 0021). */
    sheet: text('sheet').notNull(),
    /** Warnings found when the file was read (rows whose shares do not total 100, ...). */
    warnings: jsonb('warnings').$type<unknown[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('estimation_files_name_uq').on(t.organizationId, sql`lower(${t.fileName})`),
    index('estimation_files_profile_idx').on(t.organizationId, t.fteProfileId, t.fileType),
    index('estimation_files_element_idx').on(t.organizationId, t.category, t.elementId),
    check('estimation_files_type_ck', sql`${t.fileType} in ('O', 'C')`),
  ],
);

/**
 * The uploaded file of an estimation workbook, as base64 text. Stored while the upload is still
 * being read (the file row does not exist yet, so `file_id` is null), then linked in the
 * transaction that stores the file: the megabytes are written while the reader works, not after.
 * An original left unlinked (its upload refused, or the server stopped mid-upload) is removed.
 * The text is stored out of line without PostgreSQL's compression, which a zip never passes
 * (migration 0021).
 */
export const estimationOriginals = pgTable(
  'estimation_originals',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => estimationFiles.id, { onDelete: 'cascade' }),
    fileBase64: text('file_base64').notNull(),
    createdDate: created(),
  },
  (t) => [uniqueIndex('estimation_originals_file_uq').on(t.fileId)],
);

/** One annual cost per full-time person for each (estimation file, job title) pair. */
export const costings = pgTable(
  'costings',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => estimationFiles.id, { onDelete: 'cascade' }),
    designationName: text('designation_name').notNull(),
    /** The job title record it corresponds to, when the client says. */
    designationId: integer('designation_id'),
    cost: numeric('cost', { mode: 'number' }).notNull(),
    /** {monthlyBasic, housing, otherAllowances, employerContributionRate} when the cost was built from them. */
    breakdown: jsonb('breakdown').$type<CostBreakdown>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdDate: created(),
    version: recordVersion(),
  },
  (t) => [
    uniqueIndex('costings_designation_uq').on(t.fileId, sql`lower(trim(${t.designationName}))`),
    index('costings_org_idx').on(t.organizationId, t.fileId),
    check('costings_cost_ck', sql`${t.cost} >= 0`),
  ],
);
