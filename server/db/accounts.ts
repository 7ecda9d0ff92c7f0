import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordVersion } from './columns';
import { contactMessages } from './contact';
import { sameNameKeySql } from './sameNameKeys';

const created = () => timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A tenant. Every row of organisation data points here. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdDate: created(),
});

/** Values the server keeps for itself, such as the generated JWT secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** The Arabic name and description of a demo role, like the elements' `name_ar`. */
    nameAr: text('name_ar'),
    descriptionAr: text('description_ar'),
    createdDate: created(),
    version: recordVersion(),
    /** The key role names compare by (domain/sameName.ts): two roles of the same name are refused. */
    nameKey: text('name_key').generatedAlwaysAs(sameNameKeySql(sql.raw('name'))),
  },
  (t) => [uniqueIndex('roles_name_uq').on(t.organizationId, t.nameKey)],
);

/** The catalogue of DESIGN §4, written at every migration (catalogue.ts); ids are positions in domain/permissions. */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const subPermissions = pgTable('sub_permissions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
    subPermissionId: integer('sub_permission_id')
      .notNull()
      .references(() => subPermissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId, t.subPermissionId] })],
);

/**
 * Every account: the platform Super Admin (no organisation), organisation owners and employees.
 * Employment columns point at structure elements; they are plain integers here because the
 * element tables live in their own module and reference checks happen in the service.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(false),
    /** Set when an account is deactivated (as opposed to awaiting its first approval). */
    deactivatedAt: at('deactivated_at'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    employeeTypeId: integer('employee_type_id'),
    departmentId: integer('department_id'),
    subDepartmentId: integer('sub_department_id'),
    designationId: integer('designation_id'),
    teamId: integer('team_id'),
    joiningDate: date('joining_date', { mode: 'string' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    leavingDate: date('leaving_date', { mode: 'string' }),
    isApprover: text('is_approver').notNull().default('1'),
    imagePath: text('image_path'),
    /** The person's language (en or ar) for the app after sign-in and for mail to them; null: the browser's. */
    language: text('language'),
    createdBy: integer('created_by'),
    createdDate: created(),
    version: recordVersion(),
    /** When the person's data was erased: the row stays under a pseudonym and can never be active again. */
    erasedAt: at('erased_at'),
  },
  (t) => [
    check('users_erased_inactive_ck', sql`${t.erasedAt} is null or not ${t.isActive}`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_org_idx').on(t.organizationId, t.id),
    // The employee list filters by these within an organisation (10,000+ employees stay fast).
    // A department's page by name with its total: the count is read from the index alone and the
    // page in index order (active and owner flags included, as the list always filters on them).
    index('users_org_department_page_idx').on(
      t.organizationId,
      t.departmentId,
      t.isOwner,
      t.isActive,
      sql`lower(${t.lastName})`,
      t.id,
    ),
    // The same for a job title's page and for the people without one (designation_id is null): the
    // workforce plan's job-title lines open these lists.
    index('users_org_designation_page_idx').on(
      t.organizationId,
      t.designationId,
      t.isOwner,
      t.isActive,
      sql`lower(${t.lastName})`,
      t.id,
    ),
    index('users_org_team_idx').on(t.organizationId, t.teamId),
    index('users_role_idx').on(t.roleId),
    index('users_org_name_idx').on(t.organizationId, t.lastName, t.firstName),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Profile images live in the database so that every server instance can serve them. */
export const userImages = pgTable('user_images', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  /** Changes with every upload so that image addresses change too (browsers cache them). */
  version: integer('version').notNull().default(1),
});

/** One row per issued refresh token; a family is one sign-in session. Only hashes are kept. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdDate: created(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdDate: created(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * The audit trail: sign-in and account events, and every change of organisation data.
 * - `at`: when, by the database clock (UTC); `address`: the caller's address.
 * - `user_id` / `actor`: who acted, by account id and by the email it had then; for a sign-in attempt, the
 *   account tried. A name typed for no account is never kept: `user_id` and `actor` stay null and
 *   `detail.account` says `unknown`.
 * - `organization_id`: the organisation the entry belongs to: the caller's, else the account's (null for
 *   platform-wide events). Exports, erasure and the deletion of an organisation select by it and by ids.
 * - `resource`, `record_id`: what the entry is about (a changed record; a person exported or erased, under
 *   `employees`; an account approved or deactivated, under `accounts`); `action` (`create` | `update` |
 *   `delete`) on change entries.
 * - `changes`: `{ "<field>": { "before": value, "after": value } }`, the fields that changed (all of them on
 *   a create or delete). Never a password hash, token or secret.
 * - `detail`: free details of an event.
 * No route changes or deletes entries; old ones are pruned after AUDIT_RETENTION_DAYS.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: at('at').notNull().defaultNow(),
    event: text('event').notNull(),
    userId: integer('user_id'),
    actor: text('actor'),
    address: text('address'),
    detail: jsonb('detail'),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    resource: text('resource'),
    recordId: integer('record_id'),
    action: text('action'),
    changes: jsonb('changes'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_org_idx').on(t.organizationId, t.at),
    index('audit_log_record_idx').on(t.organizationId, t.resource, t.recordId),
  ],
);

/**
 * Mail waiting to be sent (or, without SMTP, kept here for the administrator to read). A mail to an
 * account names it by id (`user_id`), a contact message's copy names the message: erasure and the
 * deletion of an organisation find their mail by these, never by address.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: at('sent_at'),
    createdDate: created(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
  },
  (t) => [index('outbox_user_idx').on(t.userId), index('outbox_contact_message_idx').on(t.contactMessageId)],
);

/** Counters of the rate limiter, shared by every server process through the database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
