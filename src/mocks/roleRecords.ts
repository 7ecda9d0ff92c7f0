import type { RestListParams } from '@domain/api/simpleRestQuery';
import { demoText } from '@domain/demo';
import { PERMISSIONS, SUB_PERMISSIONS, allGrants, type Grants } from '@domain/permissions';
import { exceedsGrants, roleSchema, type RoleInput } from '@domain/role';
import { isSameName } from '@domain/sameName';
import { checkVersion, type Expected } from './elements';
import { conflictRefusal, MockRefusal, notFoundRefusal, validationRefusal } from './failures';
import { permissionList } from './http';
import { listed } from './listed';
import type { MockRecord, MockStore } from './store';
import type { MockLanguage } from './words';

/** `[{permissionId, subPermissionIds}]` as grants by name, as the server reads a role's selection. */
function grantsOfSelection(selection: RoleInput['permissionAndSubPermissions'] = []): Grants {
  const grants: Grants = {};
  for (const { permissionId, subPermissionIds } of selection ?? []) {
    const permission = PERMISSIONS[permissionId - 1];
    if (permission)
      grants[permission] = SUB_PERMISSIONS.filter(
        (s, i) => subPermissionIds.includes(i + 1) || grants[permission]?.includes(s),
      );
  }
  return grants;
}

/** How many employees hold a role. */
export const holdersOf = (store: MockStore, roleId: number): number =>
  store.all('employees').filter((e) => Number(e.roleId) === roleId).length;

/**
 * The roles of the mock's store by the server's rules (server/modules/people/roleStore.ts): the
 * shared role schema, names compared by domain/sameName.ts, versions, and no delete while someone
 * holds the role. Behind both the documented role paths and /api/v1/roles.
 */
export class MockRoles {
  constructor(
    private readonly store: MockStore,
    private readonly lng: MockLanguage,
    /** What the caller holds: a role may give no more (the owner holds everything). */
    private readonly callerGrants: Grants = allGrants(),
  ) {}

  /** The documented role shape with its `id`/`name` aliases, how many hold it and its version. */
  record(role: MockRecord): MockRecord {
    // A demo role's name and description in the reader's language, as the server shows its stored Arabic.
    const name = demoText(String(role.name), this.lng);
    return {
      employeeRoleId: role.id,
      employeeRoleName: name,
      description: role.description ? demoText(String(role.description), this.lng) : null,
      userPermissions: permissionList(role.grants as Grants),
      id: role.id,
      name,
      userCount: holdersOf(this.store, role.id),
      createdDate: String(role.createdDate),
      version: Number(role.version),
    };
  }

  list(params: RestListParams): { records: MockRecord[]; total: number } {
    return listed(this.store.all('roles'), params, {
      searched: (row) => [row.name, row.description, this.record(row).name, this.record(row).description].map(String),
      shown: (row) => this.record(row),
      sortable: ['id', 'name', 'employeeRoleName', 'description', 'createdDate'],
    });
  }

  get(id: number): MockRecord {
    const role = this.store.find('roles', id);
    if (!role) throw notFoundRefusal();
    return this.record(role);
  }

  /** Creates (no id) or updates a role; a name another role has is a 409, another version too. */
  save(body: Record<string, unknown>, expected?: Expected): { record: MockRecord; created: boolean } {
    const parsed = roleSchema.safeParse(body);
    if (!parsed.success) throw validationRefusal(parsed.error);
    const { name, description, permissionAndSubPermissions } = parsed.data as RoleInput;
    const id = typeof body.id === 'number' && body.id > 0 ? body.id : undefined;
    const stored = id === undefined ? undefined : this.store.find('roles', id);
    if (id !== undefined && !stored) throw notFoundRefusal();
    const grants = grantsOfSelection(permissionAndSubPermissions);
    if (exceedsGrants(grants, this.callerGrants))
      throw new MockRefusal(
        403,
        'errors.grantExceedsOwn',
        {},
        { PermissionAndSubPermissions: [{ key: 'errors.grantExceedsOwn' }] },
      );
    if (this.store.all('roles').some((r) => isSameName(String(r.name), name) && r.id !== id))
      throw conflictRefusal('errors.duplicateName', { name }, 'Name');
    const values = { name, description: description || null, grants };
    if (!stored) return { record: this.record(this.store.insert('roles', values)), created: true };
    checkVersion(stored, expected);
    return { record: this.record(this.store.update('roles', stored.id, values)!), created: false };
  }

  /** Deletes a role nobody holds. */
  remove(id: number, expected?: Expected): MockRecord {
    const role = this.store.find('roles', id);
    if (!role) throw notFoundRefusal();
    checkVersion(role, expected);
    const count = holdersOf(this.store, id);
    if (count) throw conflictRefusal('errors.roleInUse', { count });
    const record = this.record(role);
    this.store.remove('roles', id);
    return record;
  }
}
