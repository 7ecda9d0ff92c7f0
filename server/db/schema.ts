import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { estimationFiles } from './estimation';
import { elementTable, elementTablesOf } from './structure';
import { recordVersion } from './columns';
import { resourceNames } from '@domain/registry';

export * from './accounts';
export * from './estimation';
export * from './contact';

export const employeeTypes = elementTable('employee_types');
export const departments = elementTable('departments');
export const subDepartments = elementTable('sub_departments', {
  column: 'department_id',
  references: () => departments.id,
});
export const projects = elementTable('projects', {
  column: 'sub_department_id',
  references: () => subDepartments.id,
});
export const teams = elementTable('teams', { column: 'project_id', references: () => projects.id });
export const jobTitles = elementTable('job_titles');

/** The table behind each registry resource: the element table declared above under its name. */
export const resourceTables = elementTablesOf(resourceNames());

/**
 * FTE profiles of every scope in one table (DESIGN §5). `elementId` points at the department,
 * sub-department, project, team or job title of the scope; it is null for the organisation scope.
 * `fte` is stored as computed at save time so lists and reports need no recomputation.
 */
export const fteProfiles = pgTable(
  'fte_profiles',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    elementId: integer('element_id'),
    fteName: text('fte_name').notNull(),
    /** The Arabic name of a demo profile, like the elements' `name_ar`. */
    fteNameAr: text('fte_name_ar'),
    workingHours: numeric('working_hours', { mode: 'number' }).notNull(),
    workingDays: numeric('working_days', { mode: 'number' }).notNull(),
    breakHours: text('break_hours').notNull(),
    breakCustomFields: jsonb('break_custom_fields').notNull().default([]),
    gazettedHolidays: numeric('gazetted_holidays', { mode: 'number' }).notNull(),
    annualLeaves: numeric('annual_leaves', { mode: 'number' }).notNull(),
    sickLeaves: numeric('sick_leaves', { mode: 'number' }).notNull(),
    casualLeaves: numeric('casual_leaves', { mode: 'number' }).notNull(),
    totalAwayDays: numeric('total_away_days', { mode: 'number' }).notNull(),
    leavesCustomFields: jsonb('leaves_custom_fields').notNull().default([]),
    country: text('country').notNull(),
    fte: numeric('fte', { mode: 'number' }).notNull(),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [index('fte_profiles_scope_idx').on(t.organizationId, t.scope, t.elementId)],
);

/**
 * The plan of record a user promoted for a structure element (workforce plan): one row per element,
 * `element_id` 0 for the organisation, with the plan year it is for and the promoter's note. Without
 * a row, or with no file (set back to the default, or the promoted workbook deleted), the element
 * follows the default rule (its latest original workbook: a copy is a draft until promoted). The
 * row stays once made, so its version counts every promotion of the element.
 */
export const workforcePlanChoices = pgTable(
  'workforce_plan_choices',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** organisation, department, subDepartment, project or team. */
    elementKind: text('element_kind').notNull(),
    elementId: integer('element_id').notNull(),
    fileId: integer('file_id').references(() => estimationFiles.id, { onDelete: 'set null' }),
    chosenBy: integer('chosen_by').references(() => users.id, { onDelete: 'set null' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    planYear: integer('plan_year'),
    note: text('note'),
    version: recordVersion(),
  },
  (t) => [uniqueIndex('workforce_plan_choices_element_uq').on(t.organizationId, t.elementKind, t.elementId)],
);

/**
 * Every plan an element has had on record, newest last: a promotion (or a restore) adds a row, so
 * the plans it replaced stay readable and can be restored. The file's name is kept for a workbook
 * deleted since.
 */
export const workforcePlanHistory = pgTable(
  'workforce_plan_history',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    elementKind: text('element_kind').notNull(),
    elementId: integer('element_id').notNull(),
    fileId: integer('file_id').references(() => estimationFiles.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    planYear: integer('plan_year'),
    note: text('note'),
    promotedBy: integer('promoted_by').references(() => users.id, { onDelete: 'set null' }),
    promotedAt: timestamp('promoted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('workforce_plan_history_element_idx').on(t.organizationId, t.elementKind, t.elementId, t.id)],
);

/**
 * A named organisation-wide scenario ("2026 lean"): a set of drafts, one per element, read over the
 * plan of record (an element without a pick keeps its plan of record). Its picks are rows of
 * workforce_scenario_picks; a deleted workbook takes its pick with it.
 */
export const workforceScenarios = pgTable(
  'workforce_scenarios',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [uniqueIndex('workforce_scenarios_name_uq').on(t.organizationId, t.name)],
);

/** One draft of a scenario: the workbook it reads for one element (`element_id` 0: the organisation). */
export const workforceScenarioPicks = pgTable(
  'workforce_scenario_picks',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => workforceScenarios.id, { onDelete: 'cascade' }),
    elementKind: text('element_kind').notNull(),
    elementId: integer('element_id').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => estimationFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('workforce_scenario_picks_element_uq').on(t.scenarioId, t.elementKind, t.elementId)],
);

/**
 * A workbook designation the user counted as one of the organisation's job titles (the mapping
 * screen), keyed by its normalised name so every spelling of it follows. No job title (mapped back
 * to matching by name, or the job title deleted): matched by name. The row stays once made, so its
 * version counts every mapping of the designation.
 */
export const designationMappings = pgTable(
  'designation_mappings',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    designationKey: text('designation_key').notNull(),
    designation: text('designation').notNull(),
    jobTitleId: integer('job_title_id').references(() => jobTitles.id, { onDelete: 'set null' }),
    mappedBy: integer('mapped_by').references(() => users.id, { onDelete: 'set null' }),
    mappedAt: timestamp('mapped_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [uniqueIndex('designation_mappings_key_uq').on(t.organizationId, t.designationKey)],
);

/**
 * Active employees (owners aside) counted by organisation, placement and job title: what the
 * workforce plan's actual figures are summed from. Kept by the triggers of migration 0015 on every
 * write to users, in the writing transaction, so reading an organisation's counts costs a few
 * hundred rows however many people it has. Derived data: never written by the application.
 */
export const workforceActuals = pgTable(
  'workforce_actuals',
  {
    organizationId: integer('organization_id').notNull(),
    teamId: integer('team_id'),
    subDepartmentId: integer('sub_department_id'),
    departmentId: integer('department_id'),
    designationId: integer('designation_id'),
    people: integer('people').notNull(),
  },
  (t) => [
    unique('workforce_actuals_group_uq')
      .on(t.organizationId, t.teamId, t.subDepartmentId, t.departmentId, t.designationId)
      .nullsNotDistinct(),
  ],
);
