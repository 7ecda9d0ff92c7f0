import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { elementTable, elementTablesOf } from './structure';
import { recordVersion } from './versions';
import { resourceNames } from '../../src/domain/registry';

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
