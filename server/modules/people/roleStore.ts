import { ROLES } from '@domain/audit';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS, SUB_PERMISSIONS, type Grants, type PermissionName } from '@domain/permissions';
import { exceedsGrants, type RoleInput } from '@domain/role';
import type { Db } from '../../db/db';
import { rolePermissions, roles, users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { lockVersion, type ExpectedVersions } from '../../db/versions';
import { ApiError, conflict, notFound } from '../../http/errors';
import { idsCondition, orderBy, pageWindow, searchCondition, type ListParams } from '../../db/lists';
import { userPermissions } from '../accounts/userPermissions';
import { isReferenced, isUniqueViolation } from './parse';
import type { Actor } from './employeeStore';
import { roleGrants } from '../../auth/grants';
import { namesKeptOrTyped } from '../../db/arabicNames';

const permissionShape = z.object({
  permissionId: z.number().int(),
  permissionName: z.string(),
  subPermissions: z.array(z.object({ subPermissionId: z.number().int(), subPermissionName: z.string() })),
});

/** The documented role shape, with `id`/`name` aliases for generic clients and how many hold it. */
export const roleRecordSchema = z.object({
  employeeRoleId: z.number().int(),
  employeeRoleName: z.string(),
  description: z.string().nullable(),
  userPermissions: z.array(permissionShape),
  id: z.number().int(),
  name: z.string(),
  userCount: z.number().int(),
  createdDate: z.string(),
  version: z
    .number()
    .int()
    .describe('Sent back with UpdateEmployeeRole (or as If-Match): an update over a newer version is refused'),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

export const catalogueSchema = z.array(permissionShape);

/** The whole catalogue of DESIGN §4, every permission with its four sub-permissions. */
export const catalogue = () =>
  userPermissions(Object.fromEntries(PERMISSIONS.map((p) => [p, [...SUB_PERMISSIONS]])) as Grants);

/** `[{permissionId, subPermissionIds}]` as grants by name. */
export function grantsOfSelection(selection: RoleInput['permissionAndSubPermissions']): Grants {
  const grants: Grants = {};
  for (const { permissionId, subPermissionIds } of selection ?? []) {
    const permission = PERMISSIONS[permissionId - 1];
    const actions = new Set([...(grants[permission] ?? []), ...subPermissionIds.map((id) => SUB_PERMISSIONS[id - 1])]);
    if (actions.size) grants[permission] = SUB_PERMISSIONS.filter((s) => actions.has(s));
  }
  return grants;
}

const pairsOf = (roleId: number, grants: Grants) =>
  Object.entries(grants).flatMap(([permission, actions]) =>
    (actions ?? []).map((action) => ({
      roleId,
      permissionId: PERMISSIONS.indexOf(permission as PermissionName) + 1,
      subPermissionId: SUB_PERMISSIONS.indexOf(action) + 1,
    })),
  );

const duplicate = (name: string) => conflict('errors.duplicateName', { name }, 'Name');

/** Roles of one organisation and the permissions each carries. */
export class RoleStore {
  constructor(private readonly tenant: Tenant) {}

  async list(query: ListParams = {}): Promise<{ records: RoleRecord[]; total: number }> {
    const arabic = this.tenant.language === 'ar' ? [roles.nameAr, roles.descriptionAr] : [];
    const where = this.tenant.where(
      roles,
      searchCondition(query.q, [roles.name, roles.description, ...arabic]),
      idsCondition(query.id, roles.id),
    );
    const name = this.tenant.shown(roles.name, roles.nameAr);
    const base = this.tenant.db
      .select()
      .from(roles)
      .where(where)
      .orderBy(
        ...(query._sort
          ? orderBy(
              query,
              {
                id: roles.id,
                name,
                employeeRoleName: name,
                description: this.tenant.shown(roles.description, roles.descriptionAr),
                createdDate: roles.createdDate,
              },
              roles.id,
            )
          : [asc(name), asc(roles.id)]),
      );
    const window = pageWindow(query);
    const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
    const [total] = window
      ? await this.tenant.db.select({ n: count() }).from(roles).where(where)
      : [{ n: rows.length }];
    return { records: await this.records(rows), total: total.n };
  }

  async get(id: number, db: Db = this.tenant.db): Promise<RoleRecord> {
    const row = await this.tenant.with(db).find(roles, id);
    if (!row) throw notFound();
    const [record] = await this.records([row], db);
    return record;
  }

  private async records(rows: Array<typeof roles.$inferSelect>, db: Db = this.tenant.db): Promise<RoleRecord[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const pairs = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids));
    const holders = await db
      .select({ roleId: users.roleId, n: count() })
      .from(users)
      .where(inArray(users.roleId, ids))
      .groupBy(users.roleId);
    const arabic = this.tenant.language === 'ar';
    return rows.map((row) => {
      const name = (arabic && row.nameAr) || row.name;
      const grants: Grants = {};
      for (const pair of pairs.filter((p) => p.roleId === row.id)) {
        (grants[PERMISSIONS[pair.permissionId - 1]] ??= []).push(SUB_PERMISSIONS[pair.subPermissionId - 1]);
      }
      return {
        employeeRoleId: row.id,
        employeeRoleName: name,
        description: (arabic && row.descriptionAr) || row.description,
        userPermissions: userPermissions(grants),
        id: row.id,
        name,
        userCount: holders.find((h) => h.roleId === row.id)?.n ?? 0,
        createdDate: new Date(row.createdDate).toISOString(),
        version: row.version,
      };
    });
  }

  /** Someone who is not the owner cannot give a role rights they do not hold themselves. */
  private within(grants: Grants, actor: Actor): void {
    if (actor.owner) return;
    if (exceedsGrants(grants, actor.grants))
      throw new ApiError(
        403,
        'errors.grantExceedsOwn',
        {},
        { PermissionAndSubPermissions: [{ key: 'errors.grantExceedsOwn' }] },
      );
  }

  /** A role as the audit trail records it: its name, description and permissions as "Permission: Action". */
  private async audited(scoped: Tenant, id: number) {
    const row = await scoped.find(roles, id);
    if (!row) return undefined;
    const grants = await roleGrants(scoped.db, id);
    const permissions = PERMISSIONS.flatMap((p) =>
      SUB_PERMISSIONS.filter((a) => grants[p]?.includes(a)).map((a) => `${p}: ${a}`),
    );
    return { name: row.name, description: row.description, permissions };
  }

  async create(input: RoleInput, actor: Actor): Promise<RoleRecord> {
    const grants = grantsOfSelection(input.permissionAndSubPermissions);
    this.within(grants, actor);
    try {
      return await this.tenant.db.transaction(async (tx) => {
        const role = await this.tenant
          .with(tx as Db)
          .insert(roles, { name: input.name, description: input.description || null });
        const pairs = pairsOf(role.id, grants);
        if (pairs.length) await tx.insert(rolePermissions).values(pairs);
        const scoped = this.tenant.with(tx as Db);
        const after = await this.audited(scoped, role.id);
        await scoped.record({ resource: ROLES, recordId: role.id, action: 'create', after });
        return this.get(role.id, tx as Db);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(input.name);
      throw error;
    }
  }

  /**
   * Renames and re-describes a role; its permissions are replaced when the body lists them. A save
   * over another version than `expected` is refused (409) before anything changes.
   */
  async update(input: RoleInput, actor: Actor, expected?: ExpectedVersions): Promise<RoleRecord> {
    if (!input.id) throw new ApiError(400, 'errors.validation', {}, { Id: [{ key: 'validation.required' }] });
    const id = input.id;
    const grants = input.permissionAndSubPermissions ? grantsOfSelection(input.permissionAndSubPermissions) : undefined;
    if (grants) this.within(grants, actor);
    try {
      return await this.tenant.db.transaction(async (tx) => {
        const scoped = this.tenant.with(tx as Db);
        const stored = await scoped.find(roles, id);
        if (!stored) throw notFound();
        const before = await this.audited(scoped, id);
        const typed = { name: input.name, description: input.description || null };
        const updated = await scoped.update(roles, id, namesKeptOrTyped(stored, typed), expected);
        if (!updated) throw notFound();
        if (grants) {
          await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
          const pairs = pairsOf(id, grants);
          if (pairs.length) await tx.insert(rolePermissions).values(pairs);
        }
        const after = await this.audited(scoped, id);
        await scoped.record({ resource: ROLES, recordId: id, action: 'update', before, after });
        return this.get(id, tx as Db);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(input.name);
      throw error;
    }
  }

  /** Deletes a role nobody holds; otherwise 409 saying how many hold it (or that an If-Match is stale). */
  async remove(id: number, expected?: ExpectedVersions): Promise<RoleRecord> {
    const holders = async () =>
      (
        await this.tenant.db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.roleId, id)))
      )[0].n;
    try {
      return await this.tenant.db.transaction(async (tx) => {
        await lockVersion(tx as Db, roles, this.tenant.where(roles, eq(roles.id, id)), expected);
        const record = await this.get(id, tx as Db);
        if (record.userCount > 0) throw conflict('errors.roleInUse', { count: record.userCount });
        const scoped = this.tenant.with(tx as Db);
        const before = await this.audited(scoped, id);
        await tx.delete(roles).where(this.tenant.where(roles, eq(roles.id, id)));
        await scoped.record({ resource: ROLES, recordId: id, action: 'delete', before });
        return record;
      });
    } catch (error) {
      // Someone was given the role while it was being deleted: the foreign key refused.
      if (isReferenced(error)) throw conflict('errors.roleInUse', { count: await holders() });
      throw error;
    }
  }
}
