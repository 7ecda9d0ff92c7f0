import { EMPLOYEES } from '@domain/audit';
import { and, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  EMPLOYEE_FILTER_NAMES,
  NO_JOB_TITLE,
  type EmployeeCreate,
  type EmployeeFilters,
  type EmployeeUpdate,
} from '@domain/employee';
import { SUB_PERMISSIONS, type Grants, type PermissionName } from '@domain/permissions';
import type { Db } from '../../db/db';
import { users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { lockVersion, type ExpectedVersions } from '../../db/versions';
import { ApiError, conflict, notFound } from '../../http/errors';
import {
  countOf,
  descending,
  idsCondition,
  likePattern,
  orderBy,
  pageWindow,
  searchMatch,
  totalOf,
  type ListParams,
} from '../../db/lists';
import { builtOnce } from '../../db/builtOnce';
import { hashPassword } from '../../auth/passwords';
import { roleGrants } from '../../auth/grants';
import type { UrlSigner } from '../../auth/signedUrls';
import {
  employeeSortColumns,
  selectEmployee,
  selectEmployees,
  toListRecord,
  type EmployeeListRecord,
  type EmployeeRow,
} from './employeeRecords';
import { isUniqueViolation } from './parse';
import { saveProfileImage, type ProfileImage } from './profileImages';
import { checkReferences } from './references';

/** Who is acting, for the audit trail and for what they may hand out. */
export interface Actor {
  userId: number;
  owner: boolean;
  grants: Grants;
}

/** Whether a role grants anything its giver does not hold. */
export const grantsExceed = (granted: Grants, own: Grants): boolean =>
  Object.entries(granted).some(([permission, actions]) =>
    actions.some((action) => !own[permission as PermissionName]?.includes(action as (typeof SUB_PERMISSIONS)[number])),
  );

const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

const emailTaken = () => conflict('errors.emailTaken', {}, 'Email');

/** The columns an employee form sets (everything but the account's own flags). */
export const formValues = (input: Omit<EmployeeUpdate, 'id' | 'version'>) => ({
  email: input.email,
  firstName: input.firstName,
  lastName: input.lastName,
  phoneNumber: input.phoneNumber,
  country: input.country,
  address: input.address,
  employeeTypeId: input.employeeTypeId,
  departmentId: input.departmentId,
  subDepartmentId: input.subDepartmentId ?? null,
  designationId: input.designationId ?? null,
  roleId: input.roleId,
  teamId: input.teamId ?? null,
  joiningDate: input.joiningDate,
  dateOfBirth: input.dateOfBirth ?? null,
  leavingDate: input.leavingDate ?? null,
  isApprover: input.isApprover || '1',
});

/** What the audit trail keeps of a person: the form's fields and the account's state, never the password hash. */
const auditedFields = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  country: users.country,
  city: users.city,
  address: users.address,
  isActive: users.isActive,
  roleId: users.roleId,
  employeeTypeId: users.employeeTypeId,
  departmentId: users.departmentId,
  subDepartmentId: users.subDepartmentId,
  designationId: users.designationId,
  teamId: users.teamId,
  joiningDate: users.joiningDate,
  dateOfBirth: users.dateOfBirth,
  leavingDate: users.leavingDate,
  isApprover: users.isApprover,
};

/** A person as the audit trail records them (undefined when not of the organisation). */
export async function auditedPerson(scoped: Tenant, id: number) {
  const [row] = await scoped.db
    .select(auditedFields)
    .from(users)
    .where(scoped.where(users, eq(users.id, id)));
  return row;
}

/**
 * The employees of one organisation: accounts other than its owner. Everything goes through the
 * tenant, so no id can reach another organisation's people.
 */
export class EmployeeStore {
  constructor(
    private readonly tenant: Tenant,
    private readonly signer: UrlSigner,
  ) {}

  private scope(...conditions: Array<SQL | undefined>): SQL {
    return this.tenant.where(users, ...conditions);
  }

  async list(query: ListParams & EmployeeFilters): Promise<{ records: EmployeeListRecord[]; total: number }> {
    const searched = Boolean(query.q?.trim());
    const filters = EMPLOYEE_FILTER_NAMES.filter((f) => query[f]);
    // "No job title" is a condition of its own, not a value: the statement differs, and so its key.
    const noTitle = query.designationId === NO_JOB_TITLE;
    const window = pageWindow(query);
    const { language } = this.tenant;
    // Ids asked for by name are part of the text: such a list is built for its request alone.
    const shape =
      query.id === undefined
        ? [
            language,
            query._sort?.toLowerCase() ?? '',
            descending(query),
            searched,
            ...filters,
            noTitle,
            Boolean(window),
          ].join(':')
        : undefined;
    const values = this.tenant.values({
      pattern: searched ? likePattern(query.q ?? '') : null,
      ...Object.fromEntries(EMPLOYEE_FILTER_NAMES.map((f) => [f, query[f] ?? null])),
      designationId: noTitle ? null : (query.designationId ?? null),
      active: query.status === 'active',
      limit: window?.limit ?? null,
      offset: window?.offset ?? null,
    });
    const db = this.tenant.db;
    const where = () =>
      this.tenant.whereBuiltOnce(
        users,
        eq(users.isOwner, false),
        searched
          ? or(
              searchMatch(sql.placeholder('pattern'), [
                users.firstName,
                users.lastName,
                users.email,
                users.phoneNumber,
              ]),
              ilike(fullName, sql.placeholder('pattern')),
            )
          : undefined,
        idsCondition(query.id, users.id),
        ...filters.map((f) =>
          f === 'designationId' && noTitle
            ? isNull(users.designationId)
            : eq(f === 'status' ? users.isActive : users[f], sql.placeholder(f === 'status' ? 'active' : f)),
        ),
      );
    const rows = builtOnce(db, shape && `employees:${shape}`, () => {
      const order = orderBy(query, employeeSortColumns(language), users.id);
      // The page's ids first, then the names of what those rows point at: PostgreSQL computes a
      // select list for the rows an offset skips too, so page 8 would read 200 rows' names for 25.
      const page = window
        ? inArray(
            users.id,
            db
              .select({ id: users.id })
              .from(users)
              .where(where())
              .orderBy(...order)
              .limit(sql.placeholder('limit'))
              .offset(sql.placeholder('offset')),
          )
        : where();
      return selectEmployees(db, language)
        .where(page)
        .orderBy(...order);
    });
    // The total is asked beside the page, not after it: on PostgreSQL each goes on its own
    // connection and the two round trips overlap; on PGlite it is kept until people change.
    const [found, total] = await Promise.all([
      rows.execute(values),
      window
        ? totalOf(
            db,
            users,
            builtOnce(db, shape && `employees total:${shape}`, () => countOf(db, users, where())),
            values,
          )
        : undefined,
    ]);
    return { records: found.map((row) => toListRecord(row, this.signer)), total: total ?? found.length };
  }

  /** One person of the organisation; the owner too when `includeOwner` (detail views). */
  async row(id: number, includeOwner = false, db: Db = this.tenant.db): Promise<EmployeeRow> {
    const [row] = await selectEmployee(db, this.tenant.language)
      .where(this.scope(eq(users.id, id), includeOwner ? undefined : eq(users.isOwner, false)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async get(id: number): Promise<EmployeeListRecord> {
    return toListRecord(await this.row(id), this.signer);
  }

  private async emailFree(email: string, except?: number, db: Db = this.tenant.db): Promise<void> {
    // Emails are unique across the platform: they are how people sign in.
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, except ? ne(users.id, except) : undefined))
      .limit(1);
    if (clash) throw emailTaken();
  }

  /** An account manager who is not the owner may only hand out a role within their own rights. */
  private async roleWithin(db: Db, roleId: number, actor: Actor): Promise<void> {
    if (actor.owner) return;
    if (grantsExceed(await roleGrants(db, roleId), actor.grants))
      throw new ApiError(403, 'errors.grantExceedsOwn', {}, { RoleId: [{ key: 'errors.grantExceedsOwn' }] });
  }

  /** AddEmployee: an active account at once (an owner or an authorised user vouches for it). */
  async create(input: EmployeeCreate, image: ProfileImage | undefined, actor: Actor): Promise<EmployeeListRecord> {
    await this.emailFree(input.email);
    const passwordHash = await hashPassword(input.password);
    try {
      const id = await this.tenant.db.transaction(async (tx) => {
        const scoped = this.tenant.with(tx as Db);
        await checkReferences(scoped, input);
        await this.roleWithin(tx as Db, input.roleId, actor);
        const row = await scoped.insert(users, {
          ...formValues(input),
          passwordHash,
          isActive: true,
          isOwner: false,
          createdBy: actor.userId,
        });
        await saveProfileImage(tx as Db, row.id, image);
        const after = await auditedPerson(scoped, row.id);
        await scoped.record({ resource: EMPLOYEES, recordId: row.id, action: 'create', after });
        return row.id;
      });
      return await this.get(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  /** UpdateEmployee: the form without passwords; a new image replaces the old one; 409 over another version than `expected`. */
  async update(
    input: EmployeeUpdate,
    image: ProfileImage | undefined,
    actor: Actor,
    expected?: ExpectedVersions,
  ): Promise<EmployeeListRecord> {
    try {
      await this.tenant.db.transaction(async (tx) => {
        const scoped = this.tenant.with(tx as Db);
        const [current] = await tx
          .select({ roleId: users.roleId, erasedAt: users.erasedAt })
          .from(users)
          .where(this.scope(eq(users.id, input.id), eq(users.isOwner, false)))
          .for('update');
        if (!current) throw notFound();
        // An erased person stays erased: the form must not write their data back.
        if (current.erasedAt) throw conflict('errors.personErasedLocked');
        await this.emailFree(input.email, input.id, tx as Db);
        await checkReferences(scoped, input);
        if (current.roleId !== input.roleId) await this.roleWithin(tx as Db, input.roleId, actor);
        const before = await auditedPerson(scoped, input.id);
        await scoped.update(users, input.id, formValues(input), expected);
        await saveProfileImage(tx as Db, input.id, image);
        const after = await auditedPerson(scoped, input.id);
        await scoped.record({ resource: EMPLOYEES, recordId: input.id, action: 'update', before, after });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return this.get(input.id);
  }

  /**
   * DeleteEmployee: the account and with it its sessions and image. Nobody deletes themselves; a
   * stale If-Match (`expected`) is refused.
   */
  async remove(id: number, actor: Actor, expected?: ExpectedVersions): Promise<EmployeeListRecord> {
    const record = await this.get(id);
    if (id === actor.userId) throw conflict('errors.cannotDeleteSelf');
    await this.tenant.db.transaction(async (tx) => {
      const scoped = this.tenant.with(tx as Db);
      await lockVersion(tx as Db, users, scoped.where(users, eq(users.id, id), eq(users.isOwner, false)), expected);
      const before = await auditedPerson(scoped, id);
      const removed = await tx
        .delete(users)
        .where(scoped.where(users, eq(users.id, id), eq(users.isOwner, false)))
        .returning({ id: users.id });
      if (!removed.length) throw notFound();
      await scoped.record({ resource: EMPLOYEES, recordId: id, action: 'delete', before });
    });
    return record;
  }
}
